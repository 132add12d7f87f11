import { IMPORT_LIMITS } from '@sddp/shared';
import { checkImportSize, notWorkbook, unpacksTooLarge } from './refusals';
import { readZipDirectory, type ZipEntry } from './zip-directory';

export type InspectedWorkbook = { kind: 'xlsx'; entries: ZipEntry[] } | { kind: 'xls' };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** A single part may unpack to at most this ratio of its packed size once it is bigger than the floor. */
const SUSPICIOUS_RATIO = { ratio: 200, floorBytes: 10 * 1024 * 1024 };
const REQUIRED_PART = '[Content_Types].xml';
const WORKBOOK_FOLDER = 'xl/';

/**
 * What kind of workbook the bytes are, decided before any parsing: size, magic bytes and, for a zip,
 * its directory (entry count, declared unpacked size, compression ratio, the parts an xlsx must have),
 * which the parse step keeps for its own checks. Throws AppError 400 with the catalogue key of the refusal.
 */
export function inspectWorkbook(bytes: Uint8Array): InspectedWorkbook {
  checkImportSize(bytes.byteLength);
  if (startsWith(bytes, OLE2_MAGIC)) return { kind: 'xls' };
  if (!startsWith(bytes, ZIP_MAGIC)) throw notWorkbook();
  const entries = inspectZipBudget(bytes);
  inspectXlsxParts(entries);
  return { kind: 'xlsx', entries };
}

function inspectZipBudget(bytes: Uint8Array): ZipEntry[] {
  const entries = readZipDirectory(bytes, IMPORT_LIMITS.maxZipEntries, () => unpacksTooLarge());
  const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (unpacked > IMPORT_LIMITS.maxUnpackedBytes || entries.some(isSuspiciouslyCompressed)) throw unpacksTooLarge();
  return entries;
}

function isSuspiciouslyCompressed(entry: ZipEntry): boolean {
  return (
    entry.uncompressedSize > SUSPICIOUS_RATIO.floorBytes &&
    entry.uncompressedSize > SUSPICIOUS_RATIO.ratio * Math.max(entry.compressedSize, 1)
  );
}

function inspectXlsxParts(entries: ZipEntry[]): void {
  const names = entries.map((entry) => entry.name);
  if (!names.includes(REQUIRED_PART) || !names.some((name) => name.startsWith(WORKBOOK_FOLDER))) throw notWorkbook();
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.byteLength >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

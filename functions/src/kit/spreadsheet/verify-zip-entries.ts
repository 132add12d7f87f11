import { inflateRawSync } from 'node:zlib';
import { notWorkbook, unpacksTooLarge } from './refusals';
import type { ZipEntry } from './zip-directory';

const DEFLATED = 8;

/**
 * Unpacks every deflated entry once, natively and capped at its declared size, because the spreadsheet
 * library inflates without a cap: a directory that understates an entry would otherwise only be found
 * out after the memory is gone. An entry that unpacks to more than it declares is a bomb; to less, or
 * not at all, a damaged file.
 */
export function verifyZipEntries(bytes: Uint8Array, entries: ZipEntry[]): void {
  for (const entry of entries) {
    if (entry.method !== DEFLATED) continue;
    const packed = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    const unpackedSize = inflatedSize(packed, entry.uncompressedSize);
    if (unpackedSize !== entry.uncompressedSize) throw notWorkbook();
  }
}

function inflatedSize(packed: Uint8Array, declaredSize: number): number {
  try {
    return inflateRawSync(packed, { maxOutputLength: Math.max(declaredSize, 1) }).byteLength;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw unpacksTooLarge(error);
    throw notWorkbook(error);
  }
}

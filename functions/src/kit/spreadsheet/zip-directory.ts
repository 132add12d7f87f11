import { notWorkbook } from './refusals';

/** One file of a zip as its central directory declares it, checked against its local header. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's (compressed) bytes start. */
  dataOffset: number;
}

const SIGNATURE = { localHeader: 0x04034b50, centralHeader: 0x02014b50, endOfDirectory: 0x06054b50, zip64Locator: 0x07064b50 };
const END_OF_DIRECTORY_SIZE = 22;
const ZIP64_LOCATOR_SIZE = 20;
const MAX_COMMENT_LENGTH = 0xffff;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const ZIP64_EXTRA_FIELD = 0x0001;
const FLAG = { encrypted: 0x0001, dataDescriptor: 0x0008, utf8Name: 0x0800 };
const METHOD = { stored: 0, deflated: 8 };

/**
 * Reads the end-of-central-directory record and the central directory without decompressing anything.
 * Anything malformed, truncated, split over disks, encrypted or ZIP64 is not a workbook we accept.
 * `maxEntries` is checked before the directory is walked, so a huge declared count costs nothing.
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number, onTooManyEntries: () => Error): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const reader = boundedReader(view);
  const end = findEndOfDirectory(view);
  if (end >= ZIP64_LOCATOR_SIZE && reader.u32(end - ZIP64_LOCATOR_SIZE) === SIGNATURE.zip64Locator) throw notWorkbook();

  const disk = reader.u16(end + 4);
  const directoryDisk = reader.u16(end + 6);
  const entriesOnDisk = reader.u16(end + 8);
  const entryCount = reader.u16(end + 10);
  const directorySize = reader.u32(end + 12);
  const directoryOffset = reader.u32(end + 16);
  if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) throw notWorkbook();
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) throw notWorkbook();
  if (directoryOffset + directorySize > end) throw notWorkbook();
  if (entryCount > maxEntries) throw onTooManyEntries();

  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    const { entry, next } = readCentralHeader(reader, bytes, offset, directoryOffset + directorySize);
    entries.push(entry);
    offset = next;
  }
  for (const entry of entries) if (entry.dataOffset + entry.compressedSize > directoryOffset) throw notWorkbook();
  return entries;
}

/**
 * The record is the last signature in the file, and its comment must end exactly at the end of the file.
 * Taking the last one matters: the spreadsheet library does the same, so both read the same directory.
 */
function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_OF_DIRECTORY_SIZE - MAX_COMMENT_LENGTH);
  for (let offset = view.byteLength - END_OF_DIRECTORY_SIZE; offset >= lowest; offset -= 1) {
    if (view.getUint32(offset, true) !== SIGNATURE.endOfDirectory) continue;
    const commentLength = view.getUint16(offset + 20, true);
    if (offset + END_OF_DIRECTORY_SIZE + commentLength !== view.byteLength) throw notWorkbook();
    return offset;
  }
  throw notWorkbook();
}

function readCentralHeader(
  reader: BoundedReader,
  bytes: Uint8Array,
  offset: number,
  directoryEnd: number,
): { entry: ZipEntry; next: number } {
  if (offset + CENTRAL_HEADER_SIZE > directoryEnd || reader.u32(offset) !== SIGNATURE.centralHeader) throw notWorkbook();
  const flags = reader.u16(offset + 8);
  const method = reader.u16(offset + 10);
  const compressedSize = reader.u32(offset + 20);
  const uncompressedSize = reader.u32(offset + 24);
  const nameLength = reader.u16(offset + 28);
  const extraLength = reader.u16(offset + 30);
  const commentLength = reader.u16(offset + 32);
  const localOffset = reader.u32(offset + 42);
  const next = offset + CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
  if (next > directoryEnd) throw notWorkbook();
  if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localOffset === 0xffffffff) throw notWorkbook();
  if (flags & FLAG.encrypted || (method !== METHOD.stored && method !== METHOD.deflated)) throw notWorkbook();
  if (method === METHOD.stored && compressedSize !== uncompressedSize) throw notWorkbook();

  const nameStart = offset + CENTRAL_HEADER_SIZE;
  const nameBytes = bytes.subarray(nameStart, nameStart + nameLength);
  if (hasZip64Extra(reader, nameStart + nameLength, extraLength)) throw notWorkbook();
  const dataOffset = checkLocalHeader(reader, bytes, localOffset, { nameBytes, compressedSize, uncompressedSize });
  const name = new TextDecoder(flags & FLAG.utf8Name ? 'utf-8' : 'latin1').decode(nameBytes);
  return { entry: { name, method, compressedSize, uncompressedSize, dataOffset }, next };
}

/**
 * The spreadsheet library trusts the local header, not the central directory, so the two must agree:
 * same name, same sizes (or zero sizes with a trailing data descriptor). Returns where the data starts.
 */
function checkLocalHeader(
  reader: BoundedReader,
  bytes: Uint8Array,
  offset: number,
  declared: { nameBytes: Uint8Array; compressedSize: number; uncompressedSize: number },
): number {
  if (reader.u32(offset) !== SIGNATURE.localHeader) throw notWorkbook();
  const flags = reader.u16(offset + 6);
  const compressedSize = reader.u32(offset + 18);
  const uncompressedSize = reader.u32(offset + 22);
  const nameLength = reader.u16(offset + 26);
  const extraLength = reader.u16(offset + 28);
  const nameStart = offset + LOCAL_HEADER_SIZE;
  const dataOffset = nameStart + nameLength + extraLength;
  if (dataOffset > bytes.byteLength) throw notWorkbook();
  if (!sameBytes(bytes.subarray(nameStart, nameStart + nameLength), declared.nameBytes)) throw notWorkbook();
  if (hasZip64Extra(reader, nameStart + nameLength, extraLength)) throw notWorkbook();
  const sizesDeferred = flags & FLAG.dataDescriptor && compressedSize === 0 && uncompressedSize === 0;
  const sizesAgree = compressedSize === declared.compressedSize && uncompressedSize === declared.uncompressedSize;
  if (!sizesDeferred && !sizesAgree) throw notWorkbook();
  return dataOffset;
}

function hasZip64Extra(reader: BoundedReader, start: number, length: number): boolean {
  for (let offset = start; offset + 4 <= start + length; offset += 4 + reader.u16(offset + 2)) {
    if (reader.u16(offset) === ZIP64_EXTRA_FIELD) return true;
  }
  return false;
}

function sameBytes(left: Uint8Array, right: Uint8Array): boolean {
  return left.length === right.length && left.every((byte, index) => byte === right[index]);
}

type BoundedReader = ReturnType<typeof boundedReader>;

/** Little-endian reads where running past the end means a truncated file, not a RangeError. */
function boundedReader(view: DataView) {
  const within = (offset: number, size: number) => {
    if (offset < 0 || offset + size > view.byteLength) throw notWorkbook();
    return offset;
  };
  return {
    u16: (offset: number) => view.getUint16(within(offset, 2), true),
    u32: (offset: number) => view.getUint32(within(offset, 4), true),
  };
}

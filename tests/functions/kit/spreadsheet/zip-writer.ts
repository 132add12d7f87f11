import { crc32, deflateRawSync } from 'node:zlib';

/** One part of a hand-written zip; the overrides build archives whose headers lie. */
export interface ZipPart {
  name: string;
  content?: Uint8Array;
  /** Store instead of deflate. */
  stored?: boolean;
  /** The uncompressed size both headers declare instead of the real one. */
  declaredSize?: number;
  /** The uncompressed size only the local header declares. */
  localDeclaredSize?: number;
  /** Sizes zero in the local header and given in a data descriptor after the data, as streaming writers do. */
  dataDescriptor?: boolean;
  /** An extra field written in both headers. */
  extra?: Uint8Array;
}

export interface ZipOptions {
  comment?: string;
  /** The entry count the end record declares instead of the real one. */
  declaredEntryCount?: number;
}

const encoder = new TextEncoder();

/** A minimal zip writer (no ZIP64, one disk) for the import tests. */
export function zipArchive(parts: ZipPart[], options: ZipOptions = {}): Uint8Array {
  const chunks: Uint8Array[] = [];
  const centralHeaders: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const content = part.content ?? new Uint8Array();
    const data = part.stored ? content : deflateRawSync(content);
    const name = encoder.encode(part.name);
    const extra = part.extra ?? new Uint8Array();
    const entry = {
      flags: 0x0800 | (part.dataDescriptor ? 0x0008 : 0),
      method: part.stored ? 0 : 8,
      crc: crc32(content),
      compressedSize: data.byteLength,
      uncompressedSize: part.declaredSize ?? content.byteLength,
    };
    const local = header(30 + name.length + extra.length, (view) => {
      view.setUint32(0, 0x04034b50, true);
      view.setUint16(4, 20, true);
      view.setUint16(6, entry.flags, true);
      view.setUint16(8, entry.method, true);
      if (!part.dataDescriptor) {
        view.setUint32(14, entry.crc, true);
        view.setUint32(18, entry.compressedSize, true);
        view.setUint32(22, part.localDeclaredSize ?? entry.uncompressedSize, true);
      }
      view.setUint16(26, name.length, true);
      view.setUint16(28, extra.length, true);
    });
    local.set(name, 30);
    local.set(extra, 30 + name.length);
    const descriptor = part.dataDescriptor ? dataDescriptor(entry) : new Uint8Array();
    centralHeaders.push(centralHeader(entry, name, extra, offset));
    chunks.push(local, data, descriptor);
    offset += local.length + data.length + descriptor.length;
  }
  const directory = concat(centralHeaders);
  const comment = encoder.encode(options.comment ?? '');
  const end = header(22 + comment.length, (view) => {
    const count = options.declaredEntryCount ?? parts.length;
    view.setUint32(0, 0x06054b50, true);
    view.setUint16(8, count, true);
    view.setUint16(10, count, true);
    view.setUint32(12, directory.length, true);
    view.setUint32(16, offset, true);
    view.setUint16(20, comment.length, true);
  });
  end.set(comment, 22);
  return concat([...chunks, directory, end]);
}

interface EntryFields {
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
}

function centralHeader(entry: EntryFields, name: Uint8Array, extra: Uint8Array, localOffset: number): Uint8Array {
  const bytes = header(46 + name.length + extra.length, (view) => {
    view.setUint32(0, 0x02014b50, true);
    view.setUint16(4, 20, true);
    view.setUint16(6, 20, true);
    view.setUint16(8, entry.flags, true);
    view.setUint16(10, entry.method, true);
    view.setUint32(16, entry.crc, true);
    view.setUint32(20, entry.compressedSize, true);
    view.setUint32(24, entry.uncompressedSize, true);
    view.setUint16(28, name.length, true);
    view.setUint16(30, extra.length, true);
    view.setUint32(42, localOffset, true);
  });
  bytes.set(name, 46);
  bytes.set(extra, 46 + name.length);
  return bytes;
}

function dataDescriptor(entry: EntryFields): Uint8Array {
  return header(16, (view) => {
    view.setUint32(0, 0x08074b50, true);
    view.setUint32(4, entry.crc, true);
    view.setUint32(8, entry.compressedSize, true);
    view.setUint32(12, entry.uncompressedSize, true);
  });
}

function header(size: number, fill: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size);
  fill(new DataView(bytes.buffer));
  return bytes;
}

export function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The parts an xlsx must have, so an archive reaches the size checks rather than the part check. */
export function workbookParts(sheet: Omit<ZipPart, 'name'> = { content: encoder.encode('<worksheet/>') }): ZipPart[] {
  return [
    { name: '[Content_Types].xml', content: encoder.encode('<Types/>') },
    { name: 'xl/workbook.xml', content: encoder.encode('<workbook/>') },
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
  ];
}

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * The zip container of a workbook, written front to back: small parts deflated whole, the worksheet
 * deflated as it streams with its sizes in a data descriptor after it. No ZIP64: a part or an offset
 * past 4 GiB is refused (a sheet that big is far beyond any export's limits).
 */

const SIGNATURE = { localHeader: 0x04034b50, centralHeader: 0x02014b50, dataDescriptor: 0x08074b50, endOfDirectory: 0x06054b50 };
const FLAG = { dataDescriptor: 0x0008, utf8Name: 0x0800 };
const DEFLATED = 8;
const VERSION = 20;
/** 1980-01-01 00:00, the earliest DOS date: the same bytes for the same content. */
const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1;
const MAX_32 = 0xffffffff;
/** Worksheet text is handed to the deflater in pieces of about this size. */
const SOURCE_CHUNK_BYTES = 64 * 1024;

interface Entry {
  name: Uint8Array;
  flags: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  offset: number;
}

const encoder = new TextEncoder();

function bytesOf(size: number, fill: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size);
  fill(new DataView(bytes.buffer));
  return bytes;
}

function within32Bits(...values: number[]): void {
  if (values.some((value) => value > MAX_32)) throw new Error('The workbook outgrew the zip format (ZIP64 is not written)');
}

function localHeader(entry: Entry): Uint8Array {
  const header = bytesOf(30 + entry.name.length, (view) => {
    view.setUint32(0, SIGNATURE.localHeader, true);
    view.setUint16(4, VERSION, true);
    view.setUint16(6, entry.flags, true);
    view.setUint16(8, DEFLATED, true);
    view.setUint16(10, DOS_TIME, true);
    view.setUint16(12, DOS_DATE, true);
    view.setUint32(14, entry.crc, true);
    view.setUint32(18, entry.compressedSize, true);
    view.setUint32(22, entry.uncompressedSize, true);
    view.setUint16(26, entry.name.length, true);
  });
  header.set(entry.name, 30);
  return header;
}

function dataDescriptor(entry: Entry): Uint8Array {
  return bytesOf(16, (view) => {
    view.setUint32(0, SIGNATURE.dataDescriptor, true);
    view.setUint32(4, entry.crc, true);
    view.setUint32(8, entry.compressedSize, true);
    view.setUint32(12, entry.uncompressedSize, true);
  });
}

function centralHeader(entry: Entry): Uint8Array {
  const header = bytesOf(46 + entry.name.length, (view) => {
    view.setUint32(0, SIGNATURE.centralHeader, true);
    view.setUint16(4, VERSION, true);
    view.setUint16(6, VERSION, true);
    view.setUint16(8, entry.flags, true);
    view.setUint16(10, DEFLATED, true);
    view.setUint16(12, DOS_TIME, true);
    view.setUint16(14, DOS_DATE, true);
    view.setUint32(16, entry.crc, true);
    view.setUint32(20, entry.compressedSize, true);
    view.setUint32(24, entry.uncompressedSize, true);
    view.setUint16(28, entry.name.length, true);
    view.setUint32(42, entry.offset, true);
  });
  header.set(entry.name, 46);
  return header;
}

function endOfDirectory(entries: number, directorySize: number, directoryOffset: number): Uint8Array {
  return bytesOf(22, (view) => {
    view.setUint32(0, SIGNATURE.endOfDirectory, true);
    view.setUint16(8, entries, true);
    view.setUint16(10, entries, true);
    view.setUint32(12, directorySize, true);
    view.setUint32(16, directoryOffset, true);
  });
}

/**
 * The bytes of a zip, part after part, with the offsets and directory kept here; no I/O, so the same
 * layout serves a zip built in memory and one streamed.
 */
class ZipLayout {
  private readonly entries: Entry[] = [];
  private offset = 0;

  /** A part known in full: deflated at once, its sizes in its header. */
  wholePart(name: string, content: string | Uint8Array): Uint8Array[] {
    const raw = typeof content === 'string' ? encoder.encode(content) : content;
    const packed = deflateRawSync(raw);
    const entry = {
      name: encoder.encode(name),
      flags: FLAG.utf8Name,
      crc: crc32(raw),
      compressedSize: packed.length,
      uncompressedSize: raw.length,
      offset: this.offset,
    };
    this.entries.push(entry);
    return this.advance([localHeader(entry), packed]);
  }

  /** The header of a part whose sizes and checksum follow it in a descriptor; feed its data through `entry`. */
  startStreamedPart(name: string): { header: Uint8Array; entry: Entry } {
    const entry = {
      name: encoder.encode(name),
      flags: FLAG.utf8Name | FLAG.dataDescriptor,
      crc: 0,
      compressedSize: 0,
      uncompressedSize: 0,
      offset: this.offset,
    };
    return { header: this.advance([localHeader(entry)])[0]!, entry };
  }

  /** Counts a piece of a streamed part: its raw bytes and what they packed to. */
  countStreamed(entry: Entry, raw: Uint8Array | undefined, packedLength: number): void {
    if (raw) {
      entry.crc = crc32(raw, entry.crc);
      entry.uncompressedSize += raw.length;
    }
    entry.compressedSize += packedLength;
    this.offset += packedLength;
  }

  endStreamedPart(entry: Entry): Uint8Array {
    within32Bits(entry.uncompressedSize, entry.compressedSize);
    this.entries.push(entry);
    return this.advance([dataDescriptor(entry)])[0]!;
  }

  /** The central directory and its end record. */
  directory(): Uint8Array[] {
    const directoryOffset = this.offset;
    const headers = this.advance(this.entries.map(centralHeader));
    return [...headers, ...this.advance([endOfDirectory(this.entries.length, this.offset - directoryOffset, directoryOffset)])];
  }

  private advance(chunks: Uint8Array[]): Uint8Array[] {
    for (const chunk of chunks) this.offset += chunk.length;
    within32Bits(this.offset);
    return chunks;
  }
}

/** A whole zip of parts known in full, in memory (small workbooks such as templates). */
export function zipInMemory(parts: ReadonlyArray<{ name: string; content: string | Uint8Array }>): Uint8Array {
  const layout = new ZipLayout();
  // A copy of its own: a small Buffer.concat result may share Node's buffer pool.
  return new Uint8Array(Buffer.concat([...parts.flatMap((part) => layout.wholePart(part.name, part.content)), ...layout.directory()]));
}

/** A zip written through `emit`, which applies back-pressure by returning a promise. */
export class ZipStream {
  private readonly layout = new ZipLayout();

  constructor(private readonly emit: (chunk: Uint8Array) => Promise<void>) {}

  async addFile(name: string, content: string | Uint8Array): Promise<void> {
    for (const chunk of this.layout.wholePart(name, content)) await this.emit(chunk);
  }

  /** A part produced piece by piece: deflated as it comes, so only a piece at a time is held. */
  async addStream(name: string, pieces: AsyncIterable<string>): Promise<void> {
    const { header, entry } = this.layout.startStreamedPart(name);
    await this.emit(header);
    await pipeline(
      Readable.from(utf8Chunks(pieces, (chunk) => this.layout.countStreamed(entry, chunk, 0))),
      createDeflateRaw(),
      async (packed: AsyncIterable<Uint8Array>) => {
        for await (const chunk of packed) {
          this.layout.countStreamed(entry, undefined, chunk.length);
          await this.emit(chunk);
        }
      },
    );
    await this.emit(this.layout.endStreamedPart(entry));
  }

  async finish(): Promise<void> {
    for (const chunk of this.layout.directory()) await this.emit(chunk);
  }
}

/** The pieces as UTF-8 in chunks of about SOURCE_CHUNK_BYTES, each seen by `onChunk` on its way. */
async function* utf8Chunks(pieces: AsyncIterable<string>, onChunk: (chunk: Buffer) => void): AsyncGenerator<Buffer> {
  let pending = '';
  for await (const piece of pieces) {
    pending += piece;
    if (pending.length < SOURCE_CHUNK_BYTES) continue;
    const chunk = Buffer.from(pending, 'utf8');
    pending = '';
    onChunk(chunk);
    yield chunk;
  }
  const last = Buffer.from(pending, 'utf8');
  onChunk(last);
  yield last;
}

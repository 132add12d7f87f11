import { formatMessage, type Language } from '@sddp/shared';
import { writeObjectStream } from '#kit/s3/upload-stream';
import { columnLabel, type ExportSheet } from './columns';
import { SheetXml } from './sheet-xml';
import { packageParts, PART, XLSX_CONTENT_TYPE } from './xlsx-parts';
import { ZipStream } from './zip-stream';

/** Rows as a list answers them: a page and the total of the whole answer. */
export interface RowPage<Row> {
  rows: readonly Row[];
  total: number;
}

export interface WriteProgress {
  written: number;
  total: number;
}

export interface StorageTarget {
  key: string;
  language: Language;
  /** Called every PROGRESS_EVERY rows and once at the end; awaited, so a slow one slows the export down. */
  onProgress?: (progress: WriteProgress) => void | Promise<void>;
}

const PROGRESS_EVERY = 500;
/** Rows per piece of XML: small pieces stay short-lived garbage, which keeps the heap (and RSS) flat. */
const ROWS_PER_PIECE = 50;

/**
 * Streams the pages into an .xlsx stored under the key: each page becomes sheet XML, is deflated and
 * uploaded before the next is asked for, so memory stays flat however many rows there are. Pages are
 * pulled only as fast as storage takes the bytes. On any failure nothing is stored under the key.
 */
export async function writeRowsToStorage<Row>(
  sheet: ExportSheet<Row>,
  pages: AsyncIterable<RowPage<Row>>,
  target: StorageTarget,
): Promise<{ rows: number; bytes: number }> {
  const { language, onProgress } = target;
  const sheetXml = new SheetXml(
    sheet.columns.map((column) => ({ header: columnLabel(column, language), width: column.width, text: column.text })),
  );
  let written = 0;
  let total = 0;

  async function* sheetPieces(): AsyncGenerator<string> {
    yield sheetXml.start();
    for await (const page of pages) {
      for (let start = 0; start < page.rows.length; start += ROWS_PER_PIECE) {
        const slice = page.rows.slice(start, start + ROWS_PER_PIECE);
        yield sheetXml.rows(slice.map((row) => sheet.columns.map((column) => column.value(row, language))));
        const before = written;
        written += slice.length;
        total = Math.max(page.total, written);
        if (Math.floor(written / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY)) await onProgress?.({ written, total });
      }
    }
    yield sheetXml.end();
  }

  const bytes = await writeObjectStream(target.key, XLSX_CONTENT_TYPE, async (write) => {
    const zip = new ZipStream(write);
    for (const part of packageParts(formatMessage(language, sheet.sheetName))) await zip.addFile(part.name, part.content);
    await zip.addStream(PART.sheet, sheetPieces());
    await zip.addFile(PART.sharedStrings, sheetXml.sharedStrings());
    await zip.finish();
  });
  await onProgress?.({ written, total: written });
  return { rows: written, bytes };
}

import { formatMessage, type Language, type MessageKey } from '@sddp/shared';
import { exportKey } from '../jobs/export-key';
import type { ExportKind } from '../jobs/job-kinds';
import type { JobRecordOf } from '../jobs/job-record';
import type { JobRunner } from '../jobs/job-runner';
import type { ExportSheet } from './columns';
import { fileStamp } from './sheet-time';
import { writeRowsToStorage, type RowPage, type StorageTarget, type WriteProgress } from './write-rows-to-storage';

/** What an export writes: the download's name, and its rows into an .xlsx stored as the target says. */
export interface ExportSource {
  fileName: string;
  write(target: StorageTarget): Promise<{ rows: number }>;
}

/** An export of `sheet`'s columns, its rows a page at a time. */
export const exportSource = <Row>(sheet: ExportSheet<Row>, fileName: string, pages: AsyncIterable<RowPage<Row>>): ExportSource => ({
  fileName,
  write: (target) => writeRowsToStorage(sheet, pages, target),
});

/** The download's name of an export made now: the message `key` given the time stamp (and `params`). */
export const exportFileName = (language: Language, key: MessageKey, params: Record<string, string> = {}) =>
  formatMessage(language, key, { ...params, stamp: fileStamp(new Date()) });

/** One page of a list as its screen pages it (pages count from 1), newest first. */
export type ReadPage<Row> = (page: number, pageSize: number) => Promise<RowPage<Row>>;

/**
 * A list's pages, newest first. A row added meanwhile pushes the others down a place, so a row met
 * again on the next page is left out rather than written twice.
 */
export async function* distinctPages<Row extends { id: number }>(readPage: ReadPage<Row>, pageSize = 1000): AsyncGenerator<RowPage<Row>> {
  const seen = new Set<number>();
  for (let page = 1; ; page += 1) {
    const { rows, total } = await readPage(page, pageSize);
    const fresh = rows.filter((row) => !seen.has(row.id));
    for (const row of fresh) seen.add(row.id);
    yield { rows: fresh, total };
    if (rows.length < pageSize || page * pageSize >= total) return;
  }
}

/** A bounded list, read whole: one page. */
export async function* onePage<Row>(rows: readonly Row[]): AsyncGenerator<RowPage<Row>> {
  yield { rows, total: rows.length };
}

/**
 * Streams `source` into an .xlsx stored under `key`, headers and labels in `language`: the rows
 * written and the download's name. The spreadsheet worker runs it, never a request.
 */
export async function writeExport(
  source: ExportSource,
  language: Language,
  key: string,
  onProgress: (progress: WriteProgress) => void | Promise<void>,
): Promise<{ rows: number; fileName: string }> {
  const { rows } = await source.write({ key, language, onProgress });
  return { rows, fileName: source.fileName };
}

/** The runner of an export job: its source written under the owner's exports, progress as rows are written. */
export function exportJob<K extends ExportKind>(sourceOf: (job: JobRecordOf<K>) => ExportSource | Promise<ExportSource>): JobRunner<K> {
  return {
    async run(job, { progress }) {
      const key = exportKey(job.owner.userId, job.id);
      progress({ phase: 'writing' });
      const source = await sourceOf(job);
      const { rows, fileName } = await writeExport(source, job.owner.language, key, ({ written, total }) =>
        progress({ phase: 'writing', written, total }),
      );
      return { key, fileName, rows };
    },
  };
}

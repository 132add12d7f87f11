import { formatMessage, LOG_EXPORT_MAX_ROWS, type LogRow } from '@sddp/shared';
import { projectNamesIn } from '#entities/project';
import { streamLog } from '../data/log-list';
import { logQueryOf, toLogRow } from '../data/log-view';
import type { JobRunner } from '#kit/jobs/job-runner';
import { fileStamp, writeRowsToStorage, type ExportSheet } from '#kit/spreadsheet';
import { exportKey } from '#kit/jobs/export-key';

/** The columns of spec §2.20 and the changes an edit recorded ('field: before → after', one per line). */
export const LOG_EXPORT_SHEET: ExportSheet<LogRow> = {
  sheetName: 'export.log.sheetName',
  columns: [
    { key: 'userCode', header: 'export.log.column.userCode', width: 20, text: true, value: (row) => row.userCode },
    { key: 'projectName', header: 'export.log.column.projectName', width: 18, value: (row) => row.projectName },
    { key: 'orgName', header: 'export.log.column.orgName', width: 32, value: (row) => row.orgName },
    { key: 'linkman', header: 'export.log.column.linkman', width: 14, value: (row) => row.linkman },
    { key: 'log', header: 'export.log.column.log', width: 48, value: (row) => row.log },
    { key: 'reqUrl', header: 'export.log.column.reqUrl', width: 36, value: (row) => row.reqUrl },
    { key: 'createTime', header: 'export.log.column.createTime', width: 20, value: (row) => new Date(row.createTime) },
    {
      key: 'changes',
      header: 'export.log.column.changes',
      width: 48,
      value: (row) => row.changes.map((change) => `${change.field}: ${change.before} → ${change.after}`).join('\n'),
    },
  ],
};

/** The filtered log, newest first, at most LOG_EXPORT_MAX_ROWS rows, streamed to an .xlsx in storage. */
export const exportLogJob: JobRunner<'log.export'> = {
  async run(job, { progress }) {
    const key = exportKey(job.owner.userId, job.id);
    const language = job.owner.language;
    progress({ phase: 'writing' });
    const nameOf = await projectNamesIn(language);
    async function* pages() {
      for await (const page of streamLog(logQueryOf(job.input.filter), LOG_EXPORT_MAX_ROWS)) {
        yield { rows: page.rows.map((item) => toLogRow(item, language, nameOf)), total: page.total };
      }
    }
    const written = await writeRowsToStorage(LOG_EXPORT_SHEET, pages(), {
      key,
      language,
      onProgress: ({ written: done, total }) => progress({ phase: 'writing', written: done, total }),
    });
    return { key, fileName: formatMessage(language, 'export.log.fileName', { stamp: fileStamp(new Date()) }), rows: written.rows };
  },
};

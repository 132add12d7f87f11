import { LOG_EXPORT_MAX_ROWS, type LogRow } from '@sddp/shared';
import { projectNamesIn } from '#entities/project';
import type { ExportSheet } from '#kit/spreadsheet/columns';
import { exportFileName, exportJob, exportSource } from '#kit/spreadsheet/export-job';
import { streamLog } from '../data/log-list';
import { logQueryOf, toLogRow } from '../data/log-view';

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
export const exportLogJob = exportJob<'log.export'>(async (job) => {
  const language = job.owner.language;
  const nameOf = await projectNamesIn(language);
  async function* pages() {
    for await (const page of streamLog(logQueryOf(job.input.filter), LOG_EXPORT_MAX_ROWS)) {
      yield { rows: page.rows.map((item) => toLogRow(item, language, nameOf)), total: page.total };
    }
  }
  return exportSource(LOG_EXPORT_SHEET, exportFileName(language, 'export.log.fileName'), pages());
});

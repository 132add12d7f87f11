import { formatMessage, type ReviewQueueRow } from '@sddp/shared';
import type { ExportSheet } from '#kit/spreadsheet/columns';

/** The review queue as the screen lists it, oldest first; the step named in the reader's language. */
export const REVIEW_QUEUE_SHEET: ExportSheet<ReviewQueueRow> = {
  sheetName: 'export.reviewQueue.sheetName',
  columns: [
    { key: 'tagNumber', header: 'export.reviewQueue.column.tagNumber', width: 18, text: true, value: (row) => row.tagNumber },
    { key: 'itemName', header: 'export.reviewQueue.column.itemName', width: 20, value: (row) => row.itemName },
    { key: 'classCode', header: 'export.reviewQueue.column.classCode', width: 16, text: true, value: (row) => row.classCode },
    { key: 'contractNo', header: 'export.reviewQueue.column.contractNo', width: 18, text: true, value: (row) => row.contractNo },
    { key: 'supplierName', header: 'export.reviewQueue.column.supplierName', width: 28, value: (row) => row.supplierName },
    {
      key: 'step',
      header: 'export.reviewQueue.column.step',
      width: 16,
      value: (row, language) => formatMessage(language, row.step === '90' ? 'auditRole.90' : 'auditRole.91'),
    },
    { key: 'submittedAt', header: 'export.reviewQueue.column.submittedAt', width: 20, value: (row) => new Date(row.submittedAt) },
  ],
};

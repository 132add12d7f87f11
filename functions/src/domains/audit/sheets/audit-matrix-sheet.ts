import * as z from 'zod/mini';
import { INPUT_LIMITS, LIMITS, requiredText, text, type AuditMatrixRow } from '@sddp/shared';
import { defineImportSheet, type ExportSheet, type SheetRow } from '#kit/spreadsheet/columns';

const info = text(INPUT_LIMITS.emailMax);
/** Factory object codes, comma-joined (either comma). */
const codeList = requiredText('validation.invalid', LIMITS.auditCodeMax * 200);

/**
 * The audit matrix (spec §2.21) as a workbook: the download writes these columns, the upload reads the
 * same file back. Name, discipline, e-mail and time are there to read; the account, project, role,
 * main item and codes are what an upload assigns (docs/decisions.md "The audit matrix").
 */
export const AUDIT_MATRIX_SHEET = defineImportSheet({
  sheetName: 'audit.matrix.sheetName',
  templateFileName: 'audit.matrix.fileName',
  templateRows: 100,
  columns: [
    { key: 'linkman', header: 'audit.matrix.column.linkman', required: false, rule: info, width: 14 },
    { key: 'zhuanye', header: 'audit.matrix.column.zhuanye', required: false, rule: info, width: 14 },
    { key: 'email', header: 'audit.matrix.column.email', required: false, rule: info, width: 28 },
    {
      key: 'userCode',
      header: 'audit.matrix.column.userCode',
      required: true,
      rule: requiredText('validation.invalid', INPUT_LIMITS.userCodeMax),
      width: 18,
      text: true,
    },
    {
      key: 'projectId',
      header: 'audit.matrix.column.projectId',
      required: true,
      rule: requiredText('validation.invalid', 10).check(z.regex(/^\d+$/, { error: 'validation.invalid' })),
      width: 12,
      text: true,
    },
    {
      key: 'auditRole',
      header: 'audit.matrix.column.auditRole',
      required: true,
      rule: requiredText('validation.invalid', LIMITS.auditCodeMax),
      width: 12,
      text: true,
    },
    {
      key: 'zhuxianghao',
      header: 'audit.matrix.column.zhuxianghao',
      required: true,
      rule: requiredText('validation.invalid', LIMITS.auditCodeMax),
      width: 12,
      text: true,
    },
    {
      key: 'gongChangDuiXiangMa',
      header: 'audit.matrix.column.gongChangDuiXiangMa',
      required: true,
      rule: codeList,
      width: 48,
      text: true,
    },
    { key: 'createTime', header: 'audit.matrix.column.createTime', required: false, rule: info, width: 20 },
  ],
});

export type AuditMatrixSheetRow = SheetRow<(typeof AUDIT_MATRIX_SHEET.keys)[number]>;

/** The download: the same headers, so the file goes back up as it is. The role is written as its code. */
export const AUDIT_MATRIX_EXPORT_SHEET: ExportSheet<AuditMatrixRow> = {
  sheetName: AUDIT_MATRIX_SHEET.sheetName,
  columns: AUDIT_MATRIX_SHEET.columns.map((column) => ({
    key: column.key,
    header: column.header,
    width: column.width,
    text: column.text,
    value: (row: AuditMatrixRow) => (column.key === 'createTime' ? new Date(row.createTime) : String(row[column.key])),
  })),
};

/** Codes of a cell: split on either comma (or a semicolon), trimmed, blanks dropped. */
export const codesOfCell = (cell: string): string[] =>
  cell
    .split(/[,，;；]/)
    .map((code) => code.trim())
    .filter((code) => code !== '');

import { formatMessage, LIMITS, text, userAdminCreate, type DhmcPersonRow } from '@sddp/shared';
import { defineImportSheet, type ExportSheet, type SheetRow } from '#kit/spreadsheet/columns';

const rules = userAdminCreate.input.shape;

/**
 * The DHMC people workbook (POST /user/dhmc/import): a row per person, judged by the rules of the single
 * account create; the discipline is free text; the organisation may be left empty when the project has
 * exactly one DHMC organisation.
 */
export const DHMC_IMPORT_SHEET = defineImportSheet({
  sheetName: 'import.dhmc.sheetName',
  templateFileName: 'import.dhmc.templateFileName',
  templateRows: 100,
  columns: [
    {
      key: 'linkman',
      header: 'import.dhmc.column.linkman',
      required: true,
      rule: rules.linkman,
      width: 16,
      example: (language) => formatMessage(language, 'import.example.linkman'),
    },
    {
      key: 'userCode',
      header: 'import.dhmc.column.userCode',
      required: true,
      rule: rules.userCode,
      unique: 'import.dhmc.duplicateCode',
      width: 20,
      text: true,
      example: () => 'dhmc_zhangsan',
    },
    {
      key: 'email',
      header: 'import.dhmc.column.email',
      required: true,
      rule: rules.email,
      width: 32,
      example: () => 'zhangsan@example.com',
    },
    {
      key: 'linkPhone',
      header: 'import.dhmc.column.linkPhone',
      required: true,
      rule: rules.linkPhone,
      width: 16,
      text: true,
      example: () => '13800000000',
    },
    {
      key: 'discipline',
      wireName: 'zhuanye',
      header: 'import.dhmc.column.zhuanye',
      required: false,
      rule: text(LIMITS.auditNameMax),
      width: 16,
      example: (language) => formatMessage(language, 'import.dhmc.example.zhuanye'),
    },
    { key: 'orgName', header: 'import.dhmc.column.orgName', required: false, rule: text(LIMITS.orgNameMax), width: 30 },
  ],
});

export type DhmcImportRow = SheetRow<(typeof DHMC_IMPORT_SHEET.keys)[number]>;

/** The detail list's columns (spec §2.22), as the screen shows them. */
export const DHMC_EXPORT_SHEET: ExportSheet<DhmcPersonRow> = {
  sheetName: 'export.dhmc.sheetName',
  columns: [
    { key: 'linkman', header: 'export.dhmc.column.linkman', width: 16, value: (row) => row.linkman },
    { key: 'userCode', header: 'export.dhmc.column.userCode', width: 20, text: true, value: (row) => row.userCode },
    { key: 'email', header: 'export.dhmc.column.email', width: 32, value: (row) => row.email },
    { key: 'linkPhone', header: 'export.dhmc.column.linkPhone', width: 16, text: true, value: (row) => row.linkPhone },
    { key: 'discipline', header: 'export.dhmc.column.zhuanye', width: 16, value: (row) => row.zhuanye },
    { key: 'orgName', header: 'export.dhmc.column.orgName', width: 30, value: (row) => row.orgName },
    { key: 'createTime', header: 'export.dhmc.column.createTime', width: 20, value: (row) => new Date(row.createTime) },
  ],
};

import { formatMessage, userAdminCreate } from '@sddp/shared';
import { defineImportSheet, type SheetRow } from '#kit/spreadsheet/columns';

const rules = userAdminCreate.input.shape;

/**
 * The accounts workbook of 'import users' (GET /user/admin_import_user): a row per account, judged by
 * the rules of the single create (/user/admin_create_user); the organisation is named as there, and
 * the account's category is that organisation's type.
 */
export const USER_IMPORT_SHEET = defineImportSheet({
  sheetName: 'import.users.sheetName',
  templateFileName: 'import.users.templateFileName',
  templateRows: 100,
  columns: [
    {
      key: 'orgName',
      header: 'import.users.column.orgName',
      required: true,
      rule: rules.companyName,
      width: 40,
      example: (language) => formatMessage(language, 'import.example.orgName'),
    },
    {
      key: 'userCode',
      header: 'import.users.column.userCode',
      required: true,
      rule: rules.userCode,
      unique: 'import.users.duplicateCode',
      width: 20,
      text: true,
      example: () => 'zhangsan01',
    },
    {
      key: 'linkman',
      header: 'import.users.column.linkman',
      required: true,
      rule: rules.linkman,
      width: 16,
      example: (language) => formatMessage(language, 'import.example.linkman'),
    },
    {
      key: 'linkPhone',
      header: 'import.users.column.linkPhone',
      required: true,
      rule: rules.linkPhone,
      width: 16,
      text: true,
      example: () => '13800000000',
    },
    {
      key: 'email',
      header: 'import.users.column.email',
      required: true,
      rule: rules.email,
      width: 32,
      example: () => 'zhangsan@example.com',
    },
    {
      key: 'orgDepartment',
      header: 'import.users.column.orgDepartment',
      required: false,
      rule: rules.orgDepartment.def.innerType,
      width: 20,
    },
  ],
});

export type UserImportRow = SheetRow<(typeof USER_IMPORT_SHEET.keys)[number]>;

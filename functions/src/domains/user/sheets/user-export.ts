import { ENABLED_STATE, formatMessage, type Language, type MessageKey, type UserRow } from '@sddp/shared';
import { listUsers, type UserFilter } from '#entities/user';
import type { ExportSheet } from '#kit/spreadsheet/columns';
import { distinctPages, exportFileName, exportSource, type ExportSource } from '#kit/spreadsheet/export-job';
import { toUserRow } from '../data/user-rows';

const ROLE_LABELS: readonly string[] = ['10', '20', '30', '50', '80', '90'];

/** The account category's name; a code the catalogue does not name is written as it is. */
const roleLabel = (role: string, language: Language) =>
  ROLE_LABELS.includes(role) ? formatMessage(language, `export.users.role.${role}` as MessageKey) : role;

/** The all-users list's columns (spec §2.16). */
export const USER_EXPORT_SHEET: ExportSheet<UserRow> = {
  sheetName: 'export.users.sheetName',
  columns: [
    { key: 'orgName', header: 'export.users.column.orgName', width: 36, value: (user) => user.orgName },
    { key: 'userRole', header: 'export.users.column.userRole', width: 14, value: (user, language) => roleLabel(user.userRole, language) },
    { key: 'userCode', header: 'export.users.column.userCode', width: 20, text: true, value: (user) => user.userCode },
    { key: 'linkman', header: 'export.users.column.linkman', width: 16, value: (user) => user.linkman },
    { key: 'userProjects', header: 'export.users.column.userProjects', width: 40, value: (user) => user.userProjects },
    { key: 'linkPhone', header: 'export.users.column.linkPhone', width: 16, text: true, value: (user) => user.linkPhone },
    { key: 'allEmail', header: 'export.users.column.allEmail', width: 36, value: (user) => user.allEmail },
    {
      key: 'state',
      header: 'export.users.column.state',
      width: 10,
      value: (user, language) =>
        formatMessage(language, user.state === ENABLED_STATE.enabled ? 'export.users.state.enabled' : 'export.users.state.disabled'),
    },
    { key: 'createTime', header: 'export.users.column.createTime', width: 20, value: (user) => new Date(user.createTime) },
  ],
};

/** The filtered user list, newest first as the screen pages it, headers, labels and project names in `language`. */
export const userExport = (filter: UserFilter, language: Language, pageSize?: number): ExportSource =>
  exportSource(
    USER_EXPORT_SHEET,
    exportFileName(language, 'export.users.fileName'),
    distinctPages(async (page, size) => {
      const { rows, total, participation } = await listUsers(filter, page, size);
      return { rows: rows.map((user) => toUserRow(user, participation, language)), total };
    }, pageSize),
  );

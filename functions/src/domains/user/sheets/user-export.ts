import { ENABLED_STATE, formatMessage, type Language, type MessageKey, type UserRow } from '@sddp/shared';
import { listUsers, type UserFilter } from '#entities/user';
import { toUserRow } from '../data/user-rows';
import { fileStamp } from '#kit/spreadsheet/sheet-time';
import type { ExportSheet } from '#kit/spreadsheet/columns';
import { writeRowsToStorage, type RowPage, type WriteProgress } from '#kit/spreadsheet/write-rows-to-storage';

const PAGE_SIZE = 1000;

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

/** The list's pages, newest first; a row met again on a later page (an account added meanwhile) is written once. */
async function* userPages(filter: UserFilter, language: Language, pageSize: number): AsyncGenerator<RowPage<UserRow>> {
  const seen = new Set<number>();
  for (let page = 1; ; page += 1) {
    const { rows, total, participation } = await listUsers(filter, page, pageSize);
    const fresh = rows.filter((user) => !seen.has(user.id));
    for (const user of fresh) seen.add(user.id);
    yield { rows: fresh.map((user) => toUserRow(user, participation, language)), total };
    if (rows.length < pageSize || page * pageSize >= total) return;
  }
}

/** The filtered user list streamed into an .xlsx stored under `key`, in the caller's language (the spreadsheet worker runs it). */
export async function exportUsers(
  input: { filter: UserFilter; language: Language },
  key: string,
  onProgress: (progress: WriteProgress) => void | Promise<void>,
  pageSize = PAGE_SIZE,
): Promise<{ rows: number; fileName: string }> {
  const fileName = formatMessage(input.language, 'export.users.fileName', { stamp: fileStamp(new Date()) });
  const { rows } = await writeRowsToStorage(USER_EXPORT_SHEET, userPages(input.filter, input.language, pageSize), {
    key,
    language: input.language,
    onProgress,
  });
  return { rows, fileName };
}

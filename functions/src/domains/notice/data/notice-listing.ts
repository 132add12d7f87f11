import { createListReader, createMatchMemo, defineListIndex, pageOf } from '#kit/list-index';
import { noticeIndexRowSchema, type NoticeIndexRow } from './notice-record';

/**
 * Every notice's row (no content) in the list index (docs/data-model.md "Notices"): notices are few
 * (an administrator writes them), so every list, the inbox and the unread count read one copy of it.
 */
export const noticeIndex = defineListIndex({ name: 'notice', row: noticeIndexRowSchema, shards: 4 });

export interface ListedNotice extends NoticeIndexRow {
  search: string;
  projectIds: ReadonlySet<number>;
}

const noticeReader = createListReader(noticeIndex, (row): ListedNotice => ({
  ...row,
  search: row.title.toLowerCase(),
  projectIds: new Set(row.projects.map((project) => project.id)),
}));

const adminMemo = createMatchMemo<ListedNotice>();

/** The admin list, newest first: title anywhere in it (ignoring case), in any of the projects. */
export async function listNotices(filter: { title: string; projectIds: readonly number[] }, page: number, limit: number) {
  const copy = await noticeReader.current();
  const title = filter.title.trim().toLowerCase();
  const matches =
    title || filter.projectIds.length > 0
      ? (row: ListedNotice) =>
          (!title || row.search.includes(title)) &&
          (filter.projectIds.length === 0 || filter.projectIds.some((id) => row.projectIds.has(id)))
      : undefined;
  return pageOf(adminMemo(copy, JSON.stringify([title, filter.projectIds]), matches), page, limit);
}

/** Who reads: the projects the account takes part in, its role code and its organisation. */
export interface Reader {
  projectIds: readonly number[];
  userRole: string;
  orgId: number;
}

/** Spec-beyond rule (issue 13): one of its projects is the reader's, and the reader's role or organisation is in its scope. */
export function isAddressedTo(notice: ListedNotice, reader: Reader): boolean {
  if (notice.cancelFlg === '1' || !reader.projectIds.some((id) => notice.projectIds.has(id))) return false;
  return notice.scopeType === '0'
    ? (notice.scopeRoles as readonly string[]).includes(reader.userRole)
    : notice.scopeOrgs.some((org) => org.id === reader.orgId);
}

/** The notices addressed to the reader: pinned first, then newest. */
export async function noticesFor(reader: Reader): Promise<ListedNotice[]> {
  const addressed = (await noticeReader.current()).rows.filter((notice) => isAddressedTo(notice, reader));
  return [...addressed.filter((notice) => notice.topFlg === '1'), ...addressed.filter((notice) => notice.topFlg !== '1')];
}

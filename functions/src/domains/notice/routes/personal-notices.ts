import { formatMessage, noticePersonal, noticePersonalOpen, type Language, type PersonalNoticeRow } from '@sddp/shared';
import { markPersonalNoticeRead, personalNoticesOf, type StoredPersonalNotice } from '#entities/personal-notice';
import { projectNamesIn, type ProjectNamer } from '#entities/project';
import { route } from '#http/route';
import { noticeNotFound } from '../data/notices';

/** A personal notice in the reader's language: its title by kind, and the contract and project it concerns. */
function toPersonalRow(notice: StoredPersonalNotice, language: Language, projectName: ProjectNamer): PersonalNoticeRow {
  const { params } = notice;
  const step = params.step ? formatMessage(language, `auditRole.${params.step}`) : '';
  return {
    id: notice.id,
    kind: notice.noticeKind,
    title: formatMessage(language, `notice.personal.${notice.noticeKind}`, { ...params, step }),
    detail: formatMessage(language, 'notice.personal.detail', { ...params, projectName: projectName(params.projectId, '') }),
    target: notice.target,
    createTime: notice.createTime,
    read: notice.read,
  };
}

/** The caller's personal notices, newest first, a page at a time (docs/data-model.md "Notices", NO6–NO9). */
export const personalRoute = route(noticePersonal, async ({ input, principal, language }) => {
  const [page, projectName] = await Promise.all([
    personalNoticesOf(principal.user.id, input.limit, input.cursor),
    projectNamesIn(language),
  ]);
  return { rows: page.notices.map((notice) => toPersonalRow(notice, language, projectName)), cursor: page.cursor };
});

/** Marks one of the caller's personal notices read; another account's (or none) is 404, as it is not in the caller's partition. */
export const personalOpenRoute = route(noticePersonalOpen, async ({ input, principal, language }) => {
  const notice = await markPersonalNoticeRead(principal.user.id, input.id);
  if (!notice) throw noticeNotFound();
  return toPersonalRow(notice, language, await projectNamesIn(language));
});

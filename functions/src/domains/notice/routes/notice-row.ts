import { formatMessage, type InboxRow, type Language, type NoticeRow } from '@sddp/shared';
import type { NoticeIndexRow } from '../data/notice-record';

const projectName = (language: Language) => (project: NoticeIndexRow['projects'][number]) =>
  language === 'en' ? project.nameEn || project.name : project.name;

export const projectNamesOf = (notice: NoticeIndexRow, language: Language) => notice.projects.map(projectName(language)).join(',');

export const roleNameOf = (role: string, language: Language) => formatMessage(language, `notice.role.${role}.name`);

/** The list row of spec §3 Notice: comma-joined lists, names and flag labels in the reader's language. */
export function toNoticeRow(notice: NoticeIndexRow, language: Language): NoticeRow {
  const roleNames = notice.scopeRoles.map((role) => roleNameOf(role, language)).join(',');
  return {
    id: notice.id,
    title: notice.title,
    projectIds: notice.projects.map((project) => project.id).join(','),
    projectNames: projectNamesOf(notice, language),
    scopeType: notice.scopeType,
    scopeRoles: notice.scopeRoles.join(','),
    scopeRolesCn: roleNames,
    scopeOrgs: notice.scopeOrgs.map((org) => org.orgCode).join(','),
    scopeValue: notice.scopeType === '0' ? roleNames : notice.scopeOrgs.map((org) => org.orgName).join(','),
    topFlg: notice.topFlg,
    topFlgCn: formatMessage(language, notice.topFlg === '1' ? 'notice.top.pinned' : 'notice.top.notPinned'),
    cancelFlg: notice.cancelFlg,
    cancelFlgCn: formatMessage(language, notice.cancelFlg === '1' ? 'notice.cancel.withdrawn' : 'notice.cancel.published'),
    createUser: notice.createUser,
    createTime: notice.createTime,
    version: notice.version,
  };
}

export const toInboxRow = (notice: NoticeIndexRow, language: Language, read: boolean): InboxRow => ({
  id: notice.id,
  title: notice.title,
  projectNames: projectNamesOf(notice, language),
  topFlg: notice.topFlg,
  createUser: notice.createUser,
  createTime: notice.createTime,
  read,
});

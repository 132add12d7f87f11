import type * as z from 'zod/mini';
import type { NoticeDetail, NoticeScopeRole, noticeInput } from '@sddp/shared';

export interface NoticeFormValues {
  title: string;
  projectIds: number[];
  scopeType: '0' | '1';
  scopeRoles: NoticeScopeRole[];
  scopeOrgs: string[];
  topFlg: '0' | '1';
  content: string;
}
export type NoticeFormOutput = z.output<typeof noticeInput>;

/** A new notice: pinned by default (spec §2.24), scope by roles. */
export const NEW_NOTICE: NoticeFormValues = {
  title: '',
  projectIds: [],
  scopeType: '0',
  scopeRoles: [],
  scopeOrgs: [],
  topFlg: '1',
  content: '',
};

export const valuesOf = (notice: NoticeDetail): NoticeFormValues => ({
  title: notice.title,
  projectIds: notice.projectIdList,
  scopeType: notice.scopeType,
  scopeRoles: notice.scopeRoleList,
  scopeOrgs: notice.scopeOrgList.map((org) => org.orgCode),
  topFlg: notice.topFlg,
  content: notice.content,
});

export const FIELDS = ['title', 'projectIds', 'scopeRoles', 'scopeOrgs', 'content'] as const;

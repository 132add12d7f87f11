import * as z from 'zod/mini';
import {
  inboxNoticeSchema,
  inboxRowSchema,
  noticeDetailSchema,
  noticeOrgOptionSchema,
  noticeProjectOptionSchema,
  noticeRoleSchema,
  noticeRowSchema,
  noticeUploadSchema,
  personalNoticePageSchema,
  personalNoticeRowSchema,
  projectNoticesSchema,
} from '../entities/notice';
import { listResult } from '../envelope';
import { filterText, id, pageQuery, wholeNumber } from '../validators/common';
import {
  noticeCancelInput,
  noticeInput,
  noticeListQuery,
  noticeTopInput,
  noticeUpdateInput,
  noticeUploadInput,
  personalNoticeId,
  personalNoticeQuery,
} from '../validators/notice';
import { defineEndpoint } from './endpoint';
import { noticeUnread } from './notice-unread';

/** Spec §6: notifications are the admin's. */
const NOTICE_ADMINS = ['admin'] as const;

/** GET /work/notice/admin/list: newest first; projectIds matches a notice in any of them, title anywhere in it. */
export const noticeList = defineEndpoint({
  id: 'notice.list',
  domain: 'notice',
  method: 'GET',
  path: '/work/notice/admin/list',
  input: noticeListQuery,
  output: listResult(noticeRowSchema),
  access: NOTICE_ADMINS,
});

/** Publishes a notice (cancelFlg '0'); the content is sanitised on the server before it is stored. */
export const noticeInsert = defineEndpoint({
  id: 'notice.insert',
  domain: 'notice',
  method: 'POST',
  path: '/work/notice/admin/insert',
  input: noticeInput,
  output: noticeRowSchema,
  access: NOTICE_ADMINS,
  log: 'log.noticeInserted',
});

export const noticeUpdate = defineEndpoint({
  id: 'notice.update',
  domain: 'notice',
  method: 'POST',
  path: '/work/notice/admin/update',
  input: noticeUpdateInput,
  output: noticeRowSchema,
  access: NOTICE_ADMINS,
  log: 'log.noticeUpdated',
});

/** cancelFlg '1' withdraws the notice from every inbox, '0' sends it again (docs/decisions.md "Notice flags"). */
export const noticeCancel = defineEndpoint({
  id: 'notice.cancel',
  domain: 'notice',
  method: 'POST',
  path: '/work/notice/admin/updateNoticeCancelFlg',
  input: noticeCancelInput,
  output: noticeRowSchema,
  access: NOTICE_ADMINS,
  log: 'log.noticeCancelChanged',
});

export const noticeTop = defineEndpoint({
  id: 'notice.top',
  domain: 'notice',
  method: 'POST',
  path: '/work/notice/admin/updateNoticeTopFlg',
  input: noticeTopInput,
  output: noticeRowSchema,
  access: NOTICE_ADMINS,
  log: 'log.noticeTopChanged',
});

/** The editor's remote organisation search: orgName anywhere in the name, at most NOTICE_ORG_OPTIONS. */
export const noticeOrgOptions = defineEndpoint({
  id: 'notice.allOrgList',
  domain: 'notice',
  method: 'GET',
  path: '/work/notice/admin/allOrgList',
  input: z.object({ orgName: filterText }),
  output: z.array(noticeOrgOptionSchema),
  access: NOTICE_ADMINS,
});
export const NOTICE_ORG_OPTIONS = 50;

export const noticeProjectOptions = defineEndpoint({
  id: 'notice.allProjectList',
  domain: 'notice',
  method: 'GET',
  path: '/work/notice/admin/allProjectList',
  input: z.object({}),
  output: z.array(noticeProjectOptionSchema),
  access: NOTICE_ADMINS,
});

/** The editor loads the notice by id (a bookmarkable `/message/announcement?id=`), media links signed afresh. */
export const noticeDetail = defineEndpoint({
  id: 'notice.detail',
  domain: 'notice',
  method: 'GET',
  path: '/work/notice/admin/detail',
  input: z.object({ id: id() }),
  output: noticeDetailSchema,
  access: NOTICE_ADMINS,
});

/** Spec §3 "Notice role": 10 supplier, 20 contractor, 90 owner; roleName filters by name or detail. */
export const noticeRoles = defineEndpoint({
  id: 'notice.roleList',
  domain: 'notice',
  method: 'GET',
  path: '/work/notice/admin/roleList',
  input: z.object({ roleName: filterText }),
  output: z.array(noticeRoleSchema),
  access: NOTICE_ADMINS,
});

/** A presigned PUT for an image, a video or an attachment under fqa/work_notice/ (the key is the server's). */
export const noticeUpload = defineEndpoint({
  id: 'notice.upload',
  domain: 'notice',
  method: 'POST',
  path: '/work/notice/admin/upload',
  input: noticeUploadInput,
  output: noticeUploadSchema,
  access: NOTICE_ADMINS,
});

/** The notices addressed to the caller: pinned first, then newest; withdrawn ones are gone. */
export const noticeInbox = defineEndpoint({
  id: 'notice.inbox',
  domain: 'notice',
  method: 'GET',
  path: '/work/notice/inbox',
  input: pageQuery,
  output: listResult(inboxRowSchema),
  access: 'session',
});

/** Opens a notice addressed to the caller and marks it read; 404 for any other. */
export const noticeOpen = defineEndpoint({
  id: 'notice.open',
  domain: 'notice',
  method: 'POST',
  path: '/work/notice/open',
  input: z.object({ id: id() }),
  output: inboxNoticeSchema,
  access: 'session',
});

/** The project home: per project of the caller, its latest notices addressed to the caller. */
export const noticeProjectLatest = defineEndpoint({
  id: 'notice.projectLatest',
  domain: 'notice',
  method: 'GET',
  path: '/work/notice/projectLatest',
  input: z.object({ limit: z._default(wholeNumber(1, 10), 3) }),
  output: z.array(projectNoticesSchema),
  access: 'session',
});

/** The caller's personal notices (issue 29: what waits for the caller in digital delivery), newest first, a page at a time. */
export const noticePersonal = defineEndpoint({
  id: 'notice.personal',
  domain: 'notice',
  method: 'GET',
  path: '/work/notice/personal',
  input: personalNoticeQuery,
  output: personalNoticePageSchema,
  access: 'session',
});

/** Marks one of the caller's personal notices read; 404 for any other. */
export const noticePersonalOpen = defineEndpoint({
  id: 'notice.personalOpen',
  domain: 'notice',
  method: 'POST',
  path: '/work/notice/personal/open',
  input: z.object({ id: personalNoticeId }),
  output: personalNoticeRowSchema,
  access: 'session',
});

export const NOTICE_ENDPOINTS = [
  noticeList,
  noticeInsert,
  noticeUpdate,
  noticeCancel,
  noticeTop,
  noticeOrgOptions,
  noticeProjectOptions,
  noticeDetail,
  noticeRoles,
  noticeUpload,
  noticeInbox,
  noticeUnread,
  noticeOpen,
  noticeProjectLatest,
  noticePersonal,
  noticePersonalOpen,
];

import {
  noticeCancel,
  noticeDetail,
  noticeInbox,
  noticeInsert,
  noticeList,
  noticeOpen,
  noticeOrgOptions,
  noticePersonal,
  noticePersonalOpen,
  noticeProjectLatest,
  noticeProjectOptions,
  noticeRoles,
  noticeTop,
  noticeUnread,
  noticeUpdate,
  noticeUpload,
} from '@sddp/shared';
import { createDomainHandler } from '#http/domain-handler';
import { routesIn } from '#http/lazy-routes';
import { declareSettings } from '#kit/config';

/** Every template setting this function's code reads: one missing fails its cold start (kit/config.ts). */
declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'SCORE_SUPERUSER_CODES']);

/** Each module's code loads on the first call of one of its routes (http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./routes/list-notices'), noticeList),
  ...routesIn(() => import('./routes/insert-notice'), noticeInsert),
  ...routesIn(() => import('./routes/update-notice'), noticeUpdate),
  ...routesIn(() => import('./routes/notice-flags'), noticeCancel, noticeTop),
  ...routesIn(() => import('./routes/notice-options'), noticeOrgOptions, noticeProjectOptions, noticeRoles),
  ...routesIn(() => import('./routes/notice-detail'), noticeDetail),
  ...routesIn(() => import('./routes/upload-media'), noticeUpload),
  ...routesIn(() => import('./routes/inbox'), noticeInbox, noticeOpen, noticeProjectLatest, noticeUnread),
  ...routesIn(() => import('./routes/personal-notices'), noticePersonal, noticePersonalOpen),
];

export const handler = createDomainHandler(routes);

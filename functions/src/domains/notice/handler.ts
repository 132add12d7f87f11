import {
  noticeCancel,
  noticeDetail,
  noticeInbox,
  noticeInsert,
  noticeList,
  noticeOpen,
  noticeOrgOptions,
  noticeProjectLatest,
  noticeProjectOptions,
  noticeRoles,
  noticeTop,
  noticeUnread,
  noticeUpdate,
  noticeUpload,
} from '@sddp/shared';
import { createDomainHandler } from '../../lib/http/domain-handler';
import { routesIn } from '../../lib/http/lazy-routes';
import { declareSettings } from '../../lib/config';

/** Every template setting this function's code reads: one missing fails its cold start (lib/config.ts). */
declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'SCORE_SUPERUSER_CODES']);

/** Each module's code loads on the first call of one of its routes (lib/http/lazy-routes.ts). */
export const routes = [
  ...routesIn(() => import('./list-notices'), noticeList),
  ...routesIn(() => import('./insert-notice'), noticeInsert),
  ...routesIn(() => import('./update-notice'), noticeUpdate),
  ...routesIn(() => import('./notice-flags'), noticeCancel, noticeTop),
  ...routesIn(() => import('./notice-options'), noticeOrgOptions, noticeProjectOptions, noticeRoles),
  ...routesIn(() => import('./notice-detail'), noticeDetail),
  ...routesIn(() => import('./upload-media'), noticeUpload),
  ...routesIn(() => import('./inbox'), noticeInbox, noticeOpen, noticeProjectLatest, noticeUnread),
];

export const handler = createDomainHandler(routes);

import { createDomainHandler } from '../../lib/http/domain-handler';
import { inboxRoute, openRoute, projectLatestRoute, unreadRoute } from './inbox';
import { insertNoticeRoute } from './insert-notice';
import { listNoticesRoute } from './list-notices';
import { noticeDetailRoute } from './notice-detail';
import { noticeCancelRoute, noticeTopRoute } from './notice-flags';
import { noticeOrgOptionsRoute, noticeProjectOptionsRoute, noticeRolesRoute } from './notice-options';
import { updateNoticeRoute } from './update-notice';
import { uploadMediaRoute } from './upload-media';

export const routes = [
  listNoticesRoute,
  insertNoticeRoute,
  updateNoticeRoute,
  noticeCancelRoute,
  noticeTopRoute,
  noticeOrgOptionsRoute,
  noticeProjectOptionsRoute,
  noticeDetailRoute,
  noticeRolesRoute,
  uploadMediaRoute,
  inboxRoute,
  unreadRoute,
  openRoute,
  projectLatestRoute,
];

export const handler = createDomainHandler(routes);

import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

/**
 * The bell: the unread notices addressed to the caller and the caller's unread personal notices. A module of
 * its own because every signed-in screen asks it: the rest of the notice contract loads with the notice screens.
 */
export const noticeUnread = defineEndpoint({
  id: 'notice.unread',
  domain: 'notice',
  method: 'GET',
  path: '/work/notice/unreadCount',
  input: z.object({}),
  output: z.object({ count: z.number() }),
  access: 'session',
});

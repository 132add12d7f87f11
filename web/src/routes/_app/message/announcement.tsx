import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod/mini';

// The editor carries TipTap: it loads with this route only.
const NoticeEditorPage = lazyRouteComponent(() => import('@/features/notice/editor/notice-editor-page'), 'NoticeEditorPage');

export const Route = createFileRoute('/_app/message/announcement')({
  validateSearch: z.object({ id: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined) }),
  component: NoticeEditorRoute,
});

function NoticeEditorRoute() {
  return <NoticeEditorPage id={Route.useSearch().id} />;
}

import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod';

// The editor carries TipTap: it loads with this route only.
const NoticeEditorPage = lazyRouteComponent(() => import('@/features/notice/editor/notice-editor-page'), 'NoticeEditorPage');

export const Route = createFileRoute('/_app/message/announcement')({
  validateSearch: z.object({ id: z.coerce.number().int().positive().optional().catch(undefined) }),
  component: NoticeEditorRoute,
});

function NoticeEditorRoute() {
  return <NoticeEditorPage id={Route.useSearch().id} />;
}

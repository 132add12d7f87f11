import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/features/layout/app-layout';
import { NoticeBell } from '@/features/notice/inbox/notice-bell';

/** The signed-in layout; the root guard has loaded the session, which the layout reads from the query cache. */
export const Route = createFileRoute('/_app')({
  component: AppRoute,
});

function AppRoute() {
  return <AppLayout navbarExtras={<NoticeBell />} />;
}

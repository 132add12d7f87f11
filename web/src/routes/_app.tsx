import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/features/layout/app-layout';
import { NoticeBell } from '@/features/notice/inbox/notice-bell';
import { loadWorkspaceMessages } from '@/i18n';

/** The signed-in layout; the root guard has loaded the session, which the layout reads from the query cache. */
export const Route = createFileRoute('/_app')({
  // The signed-in screens' messages (web/src/i18n/tiers.ts): fetched from beforeLoad, beside the route chunks; in before the layout renders.
  beforeLoad: () => void loadWorkspaceMessages(),
  loader: () => loadWorkspaceMessages(),
  component: AppRoute,
});

function AppRoute() {
  return <AppLayout navbarExtras={<NoticeBell />} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/features/layout/app-layout';
import { userInfoQueryOptions } from '@/lib/session/session-queries';

export const Route = createFileRoute('/_app')({
  // The root guard has loaded the session already; this hands it to the screens' context.
  beforeLoad: async ({ context }) => ({
    userInfo: await context.queryClient.ensureQueryData(userInfoQueryOptions()),
  }),
  component: AppLayout,
});

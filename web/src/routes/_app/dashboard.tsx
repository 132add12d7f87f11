import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { ProjectNotices } from '@/features/notice/inbox/project-notices';
import { MyScoreSummary } from '@/features/score/mine/my-score-summary';
import { userProjectListQueryOptions } from '@/lib/session/session-queries';

export const Route = createFileRoute('/_app/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(userProjectListQueryOptions()),
  component: () => <DashboardPage notices={<ProjectNotices />} scores={<MyScoreSummary />} />,
});

import { createFileRoute } from '@tanstack/react-router';
import { ProjectHomePage } from '@/features/dashboard/project-home-page';
import { ProjectNotices } from '@/features/notice/inbox/project-notices';
import { userProjectListQueryOptions } from '@/lib/session/session-queries';

export const Route = createFileRoute('/_app/projectHome')({
  loader: ({ context }) => context.queryClient.ensureQueryData(userProjectListQueryOptions()),
  component: () => <ProjectHomePage notices={<ProjectNotices />} />,
});

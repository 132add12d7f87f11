import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectNameIn } from '@sddp/shared';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date-time';
import { userProjectListQueryOptions } from '@/lib/session/session-queries';
import { useProjectNotices } from '../api/inbox';
import { NoticeReader } from './notice-reader';
import { useNoticeReader } from './use-notice-reader';

/** The project home: the latest notices of each of the user's projects that has any. */
export function ProjectNotices() {
  const { t, i18n } = useTranslation();
  const { data = [] } = useProjectNotices();
  const { data: projects = [] } = useQuery(userProjectListQueryOptions());
  const projectName = (projectId: number) => {
    const project = projects.find((candidate) => candidate.projectId === projectId);
    return project ? projectNameIn(project, i18n.language) : String(projectId);
  };
  const reader = useNoticeReader();
  const withNotices = data.filter((entry) => entry.notices.length > 0);
  if (withNotices.length === 0) return null;
  return (
    <section aria-labelledby="project-notices-title" className="rounded-lg border bg-background p-4">
      <h2 id="project-notices-title" className="mb-2 font-semibold">
        {t('ui.notice.latest')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {withNotices.map((entry) => (
          <div key={entry.projectId}>
            <h3 className="text-sm text-muted-foreground">{projectName(entry.projectId)}</h3>
            <ul>
              {entry.notices.map((notice) => (
                <li key={notice.id} className="flex items-baseline justify-between gap-2">
                  <Button
                    variant="link"
                    className={notice.read ? 'h-auto p-0 font-normal' : 'h-auto p-0 font-semibold'}
                    aria-haspopup="dialog"
                    onClick={() => reader.show(notice.id)}
                  >
                    {notice.title}
                  </Button>
                  <span className="shrink-0 text-xs text-muted-foreground">{formatDateTime(notice.createTime)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <NoticeReader notice={reader.notice} failure={reader.failure} open={reader.open} onRetry={reader.retry} onClose={reader.close} />
    </section>
  );
}

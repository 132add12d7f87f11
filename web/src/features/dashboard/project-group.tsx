import { ChevronDownIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from '@sddp/shared';
import { Badge } from '@/components/ui/badge';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { ProjectCard } from './project-card';

interface ProjectGroupProps {
  title: string;
  projects: readonly ProjectSummary[];
  linkOf: (project: ProjectSummary) => string | undefined;
  /** The state label of cards that do not open (completed projects). */
  closedLabel?: string;
}

export function ProjectGroup({ title, projects, linkOf, closedLabel }: ProjectGroupProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Collapsible defaultOpen asChild>
      <section aria-labelledby={headingId} className="rounded-lg border bg-card p-4 shadow-xs">
        <CollapsibleTrigger className="group flex w-full items-center gap-2 rounded-sm text-left">
          <h2 id={headingId} className="text-base font-semibold">
            {title}
          </h2>
          <Badge variant="secondary">{t('ui.dashboard.projectCount', { count: projects.length })}</Badge>
          <ChevronDownIcon className="ml-auto size-4 transition-transform group-data-[state=closed]:-rotate-90" aria-hidden />
        </CollapsibleTrigger>
        <CollapsibleContent className="pt-4">
          {projects.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{t('ui.dashboard.noProjects')}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} href={linkOf(project)} {...(closedLabel ? { closedLabel } : {})} />
                </li>
              ))}
            </ul>
          )}
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}

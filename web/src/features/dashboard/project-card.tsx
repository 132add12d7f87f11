import { ExternalLinkIcon, FolderIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { projectNameIn, type ProjectSummary } from '@sddp/shared';
import { cn } from '@/lib/cn';

interface ProjectCardProps {
  project: ProjectSummary;
  /** Undefined for a card that is not clickable (completed projects). */
  href?: string;
  /** Shown on a card that is not clickable, saying why (completed projects). */
  closedLabel?: string;
}

const cardClass = 'flex h-24 items-center gap-3 rounded-lg border bg-background p-4 text-left shadow-xs';

export function ProjectCard({ project, href, closedLabel }: ProjectCardProps) {
  const { t, i18n } = useTranslation();
  const name = projectNameIn(project, i18n.language);
  const body = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
        <FolderIcon className="size-5" aria-hidden />
      </span>
      <span className="line-clamp-2 flex-1 text-sm font-medium">{name}</span>
      {href ? <ExternalLinkIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden /> : null}
      {!href && closedLabel ? (
        <span className="shrink-0 rounded-sm bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">{closedLabel}</span>
      ) : null}
    </>
  );
  if (!href) {
    return (
      <div role="group" aria-label={name} aria-disabled="true" className={cn(cardClass, 'cursor-not-allowed opacity-80')}>
        {body}
      </div>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={t('ui.dashboard.openProject', { name })}
      className={cn(cardClass, 'transition hover:border-primary hover:shadow-md')}
    >
      {body}
    </a>
  );
}

import { useTranslation } from 'react-i18next';
import type { PlatformGlance } from '@sddp/shared';

interface CountGroupProps {
  title: string;
  figures: ReadonlyArray<{ label: string; value: number }>;
}

function CountGroup({ title, figures }: CountGroupProps) {
  const total = figures.reduce((sum, figure) => sum + figure.value, 0);
  return (
    <section aria-label={title} className="rounded-lg border bg-background p-4">
      <h3 className="flex items-baseline justify-between gap-2 text-sm text-muted-foreground">
        {title}
        <span className="text-2xl font-semibold text-foreground tabular-nums">{total}</span>
      </h3>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {figures.map((figure) => (
          <div key={figure.label} className="flex gap-1">
            <dt className="text-muted-foreground">{figure.label}</dt>
            <dd className="font-medium tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Organisations, accounts and projects by state. */
export function GlanceCounts({ glance }: { glance: PlatformGlance }) {
  const { t } = useTranslation();
  const enabled = (counts: { enabled: number; disabled: number }) => [
    { label: t('ui.glance.enabled'), value: counts.enabled },
    { label: t('ui.glance.disabled'), value: counts.disabled },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <CountGroup title={t('ui.glance.orgs')} figures={enabled(glance.orgs)} />
      <CountGroup title={t('ui.glance.users')} figures={enabled(glance.users)} />
      <CountGroup
        title={t('ui.glance.projects')}
        figures={[
          { label: t('ui.dashboard.inProgress'), value: glance.projects.inProgress },
          { label: t('ui.dashboard.notStarted'), value: glance.projects.notStarted },
          { label: t('ui.dashboard.completed'), value: glance.projects.completed },
        ]}
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useGlance } from './api/get-glance';
import { GlanceCounts } from './glance-counts';
import { RecentOperations } from './recent-operations';
import { SignInsPanel } from './sign-ins-panel';

/** Spec §2.10, the administrators' view: the platform at a glance above the project home. */
export function AdminGlance() {
  const { t } = useTranslation();
  const glance = useGlance();
  return (
    <Panel title={t('ui.glance.title')} className="flex flex-col gap-3 bg-card shadow-xs">
      {glance.isPending ? (
        <Skeleton className="h-40 w-full" aria-label={t('ui.dataTable.loading')} />
      ) : glance.isError ? (
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          {t('ui.glance.failed')}
          <Button type="button" variant="outline" size="sm" onClick={() => void glance.refetch()}>
            {t('ui.glance.retry')}
          </Button>
        </div>
      ) : (
        <>
          <GlanceCounts glance={glance.data} />
          <div className="grid gap-3 lg:grid-cols-2">
            <SignInsPanel days={glance.data.signIns} />
            {glance.data.recent ? <RecentOperations rows={glance.data.recent} /> : null}
          </div>
        </>
      )}
    </Panel>
  );
}

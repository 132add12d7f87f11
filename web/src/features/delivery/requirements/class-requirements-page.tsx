import { useTranslation } from 'react-i18next';
import { ChosenItemPage } from '@/components/list/chosen-item-page';
import { Card } from '@/components/ui/card';
import { FailedWithRetry } from '@/components/ui/failed-with-retry';
import { Skeleton } from '@/components/ui/skeleton';
import { useClassRequirements } from '../api/get-class-requirements';
import { RequirementsEditor } from './requirements-editor';

/** One class's requirements, edited; the way back leads to the project's classes. */
export function ClassRequirementsPage({ projectId, classCode }: { projectId: number; classCode: string }) {
  const { t } = useTranslation();
  const record = useClassRequirements(projectId, classCode);
  const title = record.data?.className ? `${record.data.className} (${classCode})` : classCode;
  return (
    <ChosenItemPage
      kind={t('ui.delivery.requirements.classKind')}
      title={title}
      back={{ to: '/delivery/requirements', search: { projectId }, label: t('ui.delivery.requirements.back') }}
    >
      <Card className="p-4">
        {record.isPending ? <Skeleton className="h-64 w-full" aria-label={t('ui.common.loading')} /> : null}
        {record.isError ? <FailedWithRetry message={record.error.message} onRetry={() => void record.refetch()} /> : null}
        {record.data ? (
          <>
            {record.data.className === '' ? (
              <p role="status" className="mb-4 text-sm text-muted-foreground">
                {t('ui.delivery.requirements.droppedHint')}
              </p>
            ) : null}
            {/* A save or a refused stale one resets the form to the requirements as stored. */}
            <RequirementsEditor key={`${projectId}/${classCode}`} record={record.data} readOnly={record.data.className === ''} />
          </>
        ) : null}
      </Card>
    </ChosenItemPage>
  );
}

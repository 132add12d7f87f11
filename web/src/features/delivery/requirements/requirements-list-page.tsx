import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE } from '@sddp/shared';
import { DataTable } from '@/components/data-table/data-table';
import { FilterTextField } from '@/components/list/filter-text-field';
import { Card } from '@/components/ui/card';
import { useClassRequirementsList } from '../api/get-class-requirements';
import { useClassRequirementsColumns } from './class-requirements-columns';

// The workbook's download and import (job progress, upload, report dialog) load after the list, not with it.
const RequirementsWorkbook = lazy(() => import('./requirements-workbook').then((module) => ({ default: module.RequirementsWorkbook })));

interface RequirementsListPageProps {
  projectId: number | undefined;
  /** The project picker (the device feature's, composed by the route). */
  projectPicker: ReactNode;
}

/** The factory object classes of a project's breakdown and what each requires of every tag. */
export function RequirementsListPage({ projectId, projectPicker }: RequirementsListPageProps) {
  const { t } = useTranslation();
  const list = useClassRequirementsList(projectId);
  const [text, setText] = useState('');
  const [page, setPage] = useState<number>(PAGE.first);
  const [limit, setLimit] = useState<number>(PAGE.defaultSize);
  const columns = useClassRequirementsColumns(projectId ?? 0);
  const rows = useMemo(() => {
    const needle = text.trim().toLowerCase();
    return (list.data ?? []).filter((row) => !needle || `${row.classCode} ${row.className} ${row.type}`.toLowerCase().includes(needle));
  }, [list.data, text]);
  // A new search or project starts again at the first page.
  useEffect(() => setPage(PAGE.first), [rows]);
  const withRequirements = (list.data ?? []).filter((row) => row.version > 0).length;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.deliveryRequirements')}</h1>
      <Card className="gap-4 p-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
          {projectPicker}
          <FilterTextField
            id="requirements-search"
            label={t('ui.auditBreakdown.search')}
            placeholder={t('ui.auditBreakdown.search')}
            value={text}
            onChange={setText}
          />
          {projectId === undefined ? null : (
            <div className="lg:ml-auto">
              <Suspense fallback={null}>
                <RequirementsWorkbook projectId={projectId} />
              </Suspense>
            </div>
          )}
        </div>
        {projectId === undefined ? (
          <p className="py-8 text-center text-muted-foreground">{t('ui.delivery.requirements.chooseProject')}</p>
        ) : (
          <>
            {list.data ? (
              <p role="status" className="text-sm text-muted-foreground">
                {list.data.length === 0
                  ? t('ui.delivery.requirements.noClasses')
                  : t('ui.delivery.requirements.summary', { classes: list.data.length, withRequirements })}
              </p>
            ) : null}
            <DataTable
              columns={columns}
              rows={rows.slice((page - 1) * limit, page * limit)}
              total={rows.length}
              page={page}
              limit={limit}
              loading={list.isPending}
              error={list.error}
              onRetry={() => void list.refetch()}
              onPageChange={setPage}
              onLimitChange={(next) => {
                setLimit(next);
                setPage(PAGE.first);
              }}
              emptyText={t('ui.auditBreakdown.noMatch')}
              getRowId={(row) => row.classCode}
            />
          </>
        )}
      </Card>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { DataTable, useTableSearch, type SearchNavigate } from '@/components/data-table';
import { Card } from '@/components/ui/card';
import { useAuditMatrix } from '../api/get-audit-matrix';
import { useAuditMatrixColumns } from './audit-matrix-columns';
import { AuditMatrixFilters } from './audit-matrix-filters';
import { MatrixDownloadButton } from './matrix-download-button';
import { MatrixUploadButton } from './matrix-upload-button';
import type { AuditMatrixSearch } from './audit-matrix-search';

interface AuditMatrixPageProps {
  search: AuditMatrixSearch;
  navigate: SearchNavigate<AuditMatrixSearch>;
}

/** Spec §2.21: every assignment for the administrator, its own organisation's for a user manager. */
export function AuditMatrixPage({ search, navigate }: AuditMatrixPageProps) {
  const { t } = useTranslation();
  const list = useTableSearch(search, navigate);
  const matrix = useAuditMatrix(search);
  const columns = useAuditMatrixColumns();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.auditMatrix')}</h1>
      <Card className="gap-4 p-4">
        <AuditMatrixFilters
          applied={search}
          onApply={list.setFilters}
          actions={
            <>
              <MatrixDownloadButton filters={{ linkman: search.linkman ?? '', userCode: search.userCode ?? '' }} />
              <MatrixUploadButton />
            </>
          }
        />
        <DataTable
          columns={columns}
          rows={matrix.data?.rows ?? []}
          total={matrix.data?.total ?? 0}
          loading={matrix.isPending || matrix.isPlaceholderData}
          error={matrix.error}
          onRetry={() => void matrix.refetch()}
          getRowId={(row) => row.id}
          pager="total"
          {...list.pagination}
        />
      </Card>
    </div>
  );
}

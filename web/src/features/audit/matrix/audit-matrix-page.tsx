import { useTranslation } from 'react-i18next';
import { useTableSearch, type SearchNavigate } from '@/components/data-table';
import { ListPage } from '@/components/list/list-page';
import { useAuditMatrix } from '../api/get-audit-matrix';
import { useAuditMatrixColumns } from './audit-matrix-columns';
import { AuditMatrixFilters } from './audit-matrix-filters';
import type { AuditMatrixSearch } from './audit-matrix-search';
import { MatrixDownloadButton } from './matrix-download-button';
import { MatrixUploadButton } from './matrix-upload-button';

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
    <ListPage
      title={t('route.auditMatrix')}
      toolbar={
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
      }
      query={matrix}
      columns={columns}
      getRowId={(row) => row.id}
      pager="total"
      {...list.pagination}
    />
  );
}

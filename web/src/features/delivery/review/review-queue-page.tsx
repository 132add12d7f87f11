import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewQueueRow } from '@sddp/shared';
import { ACTIONS_COLUMN_ID } from '@/components/data-table';
import { DataTableRowActions, DataTableRowLink } from '@/components/data-table/data-table-row-actions';
import { createDataTableColumnHelper } from '@/components/data-table/features';
import { useTableSearch, type SearchNavigate } from '@/components/data-table/use-table-search';
import { ListPage } from '@/components/list/list-page';
import { formatDateTime } from '@/lib/format-date-time';
import { ExportJobButton } from '@/lib/jobs/export-job-button';
import { startReviewQueueExport, useReviewQueue } from '../api/reviews';
import type { ReviewQueueSearch } from './review-queue-search';

const helper = createDataTableColumnHelper<ReviewQueueRow>();

function useQueueColumns() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('tagNumber', { header: t('ui.device.weihao') }),
        helper.accessor('itemName', { header: t('ui.device.itemName') }),
        helper.accessor('classCode', { header: t('ui.device.place.class') }),
        helper.accessor('contractNo', { header: t('ui.device.contractNo') }),
        helper.accessor('supplierName', { header: t('ui.device.supplier') }),
        helper.accessor('step', {
          header: t('ui.delivery.review.step'),
          cell: (info) => t(`ui.delivery.review.steps.${info.getValue() === '90' ? '90' : '91'}`),
        }),
        helper.accessor('submittedAt', { header: t('ui.delivery.submittedAt'), cell: (info) => formatDateTime(info.getValue()) }),
        helper.display({
          id: ACTIONS_COLUMN_ID,
          header: t('ui.list.actions'),
          cell: (info) => (
            <DataTableRowActions>
              <DataTableRowLink to="/delivery/review" search={{ tagId: info.row.original.tagId }}>
                {t('ui.delivery.review.open')}
              </DataTableRowLink>
            </DataTableRowActions>
          ),
        }),
      ]),
    [t],
  );
}

/** The tags waiting for the signed-in reviewer, oldest first. */
export function ReviewQueuePage({ search, navigate }: { search: ReviewQueueSearch; navigate: SearchNavigate<ReviewQueueSearch> }) {
  const { t } = useTranslation();
  const list = useTableSearch(search, navigate);
  const queue = useReviewQueue({ page: search.page, limit: search.limit });
  return (
    <ListPage
      title={t('route.deliveryReviews')}
      query={queue}
      columns={useQueueColumns()}
      getRowId={(row) => String(row.tagId)}
      emptyText={t('ui.delivery.review.empty')}
      toolbar={
        <ExportJobButton
          start={startReviewQueueExport}
          label={t('ui.delivery.review.export')}
          progressLabel={t('ui.delivery.review.exportProgress')}
        />
      }
      {...list.pagination}
    />
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardDelivery } from '@sddp/shared';
import { loadDeliveryMessages } from '@/i18n';
import { callEndpoint } from '@/lib/api-client';

export const deliverySummaryKeys = { all: ['dashboard', 'delivery'] as const };

export const deliverySummaryQueryOptions = () =>
  queryOptions({
    queryKey: deliverySummaryKeys.all,
    // The panel's words are in the delivery screens' message tier: fetched only when there is something to show.
    queryFn: async ({ signal }) => {
      const summary = await callEndpoint(dashboardDelivery, {}, { signal });
      if (summary.rows.length > 0) await loadDeliveryMessages();
      return summary;
    },
  });

export function useDeliverySummary() {
  return useQuery(deliverySummaryQueryOptions());
}

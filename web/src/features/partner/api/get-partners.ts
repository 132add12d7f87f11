import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerList, type PartnerRow } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { partnerKeys } from './partner-keys';

export const partnersQueryOptions = () =>
  queryOptions({ queryKey: partnerKeys.list, queryFn: ({ signal }) => callEndpoint(partnerList, {}, { signal }) });

/** The few registrations come whole: one page of them, as a list shows a page. */
const asOnePage = (rows: PartnerRow[]) => ({ rows, total: rows.length });

export function usePartners() {
  return useQuery({ ...partnersQueryOptions(), select: asOnePage });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemInfo } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { deviceKeys } from './device-keys';

export const itemQueryOptions = (id: number) =>
  queryOptions({ queryKey: deviceKeys.item(id), queryFn: ({ signal }) => callEndpoint(itemInfo, { id }, { signal }) });

export const useItem = (id: number) => useQuery(itemQueryOptions(id));

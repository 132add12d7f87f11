import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contractList, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { deviceKeys } from './device-keys';

export type ContractListQuery = EndpointInput<typeof contractList>;

export const contractsQueryOptions = (query: ContractListQuery) =>
  queryOptions({
    queryKey: [...deviceKeys.contracts, query],
    queryFn: ({ signal }) => callEndpoint(contractList, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useContracts = (query: ContractListQuery) => useQuery(contractsQueryOptions(query));

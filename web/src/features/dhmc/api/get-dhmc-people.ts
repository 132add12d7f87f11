import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dhmcDetailList, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { dhmcKeys } from './dhmc-keys';

export type DhmcPeopleQuery = EndpointInput<typeof dhmcDetailList>;

export const dhmcPeopleQueryOptions = (query: DhmcPeopleQuery) =>
  queryOptions({
    queryKey: [...dhmcKeys.people, query],
    queryFn: ({ signal }) => callEndpoint(dhmcDetailList, query, { signal }),
    placeholderData: keepPreviousData,
  });

export function useDhmcPeople(query: DhmcPeopleQuery) {
  return useQuery(dhmcPeopleQueryOptions(query));
}

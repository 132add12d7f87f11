import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tagList, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { deviceKeys } from './device-keys';

export type TagListQuery = EndpointInput<typeof tagList>;

export const tagsQueryOptions = (query: TagListQuery) =>
  queryOptions({
    queryKey: [...deviceKeys.tags, query],
    queryFn: ({ signal }) => callEndpoint(tagList, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useTags = (query: TagListQuery) => useQuery(tagsQueryOptions(query));

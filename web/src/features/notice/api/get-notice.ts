import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeDetail } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { noticeKeys } from './notice-keys';

/** The editor's notice by id (fresh media links each time it opens). */
export const noticeQueryOptions = (id: number) =>
  queryOptions({ queryKey: noticeKeys.detail(id), queryFn: ({ signal }) => callEndpoint(noticeDetail, { id }, { signal }), staleTime: 0 });

export const useNotice = (id: number | undefined) => useQuery({ ...noticeQueryOptions(id ?? 0), enabled: id !== undefined });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { deviceProjectOptions, supplierOptions } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { deviceKeys } from './device-keys';

/** The delivery projects for the project pickers (they change rarely: kept for a few minutes). */
export const projectOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...deviceKeys.all, 'projectOptions'],
    queryFn: async ({ signal }) => (await callEndpoint(deviceProjectOptions, {}, { signal })).rows,
    staleTime: 5 * 60_000,
  });

export const useProjectOptions = () => useQuery(projectOptionsQueryOptions());

/** Suppliers whose name or code contains `name`, for the contract dialog. */
export const useSupplierOptions = (name: string) =>
  useQuery({
    queryKey: [...deviceKeys.all, 'supplierOptions', name],
    queryFn: async ({ signal }) => (await callEndpoint(supplierOptions, { name }, { signal })).rows,
    placeholderData: keepPreviousData,
  });

import { useMutation } from '@tanstack/react-query';
import { orgExport, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

export type OrgExportFilters = EndpointInput<typeof orgExport>;

/** Starts the export job of the organisations matching the filters (the list's, without page and limit). */
export function useStartExportMutation() {
  return useMutation({ mutationFn: (filters: OrgExportFilters) => callEndpoint(orgExport, filters) });
}

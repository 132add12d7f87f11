import { useMutation } from '@tanstack/react-query';
import { logExport, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

export type LogExportFilters = EndpointInput<typeof logExport>;

/** Starts the export job of the filtered log (the list's filters, without page and limit). */
export function useStartLogExportMutation() {
  return useMutation({ mutationFn: (filters: LogExportFilters) => callEndpoint(logExport, filters) });
}

import { useMutation } from '@tanstack/react-query';
import { userExport, type EndpointInput } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

export type UserExportFilters = EndpointInput<typeof userExport>;

/** Starts the export job of the users matching the filters (the list's, without page and limit). */
export function useStartUserExportMutation() {
  return useMutation({ mutationFn: (filters: UserExportFilters) => callEndpoint(userExport, filters) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import type { OrgKind } from '../org-kind';
import { projectKeys } from './project-keys';
import { PROJECT_ORG_ENDPOINTS } from './project-org-endpoints';

export interface ProjectOrgChange {
  projectId: number;
  orgId: number;
  /** true joins the organisation to the project, false removes it. */
  join: boolean;
}

export function useChangeProjectOrgMutation(kind: OrgKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, orgId, join }: ProjectOrgChange) => {
      const endpoints = PROJECT_ORG_ENDPOINTS[kind];
      return callEndpoint(join ? endpoints.add : endpoints.remove, { projectId, orgId });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.orgLists(kind) }),
  });
}

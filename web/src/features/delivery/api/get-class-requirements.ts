import { useQuery } from '@tanstack/react-query';
import { deliveryClassRequirements, deliveryClassRequirementsList } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** The factory object classes of a project's breakdown, with how much each requires. */
export const useClassRequirementsList = (projectId: number | undefined) =>
  useQuery({
    queryKey: deliveryKeys.classRequirementsList(projectId ?? 0),
    queryFn: async ({ signal }) => (await callEndpoint(deliveryClassRequirementsList, { projectId: projectId! }, { signal })).rows,
    enabled: projectId !== undefined,
  });

/** What one class requires, with the version a save is made against. */
export const useClassRequirements = (projectId: number, classCode: string) =>
  useQuery({
    queryKey: deliveryKeys.classRequirements(projectId, classCode),
    queryFn: ({ signal }) => callEndpoint(deliveryClassRequirements, { projectId, classCode }, { signal }),
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { isDeliveryProject, PAGE, projectList } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { auditKeys } from '../../api/audit-keys';

/** The delivery projects an engineering breakdown belongs to: every project but the user system (8000). */
export const breakdownProjectsQueryOptions = () =>
  queryOptions({
    queryKey: [...auditKeys.all, 'breakdownProjects'],
    queryFn: async ({ signal }) => {
      const page = await callEndpoint(projectList, { page: PAGE.first, limit: PAGE.maxSize }, { signal });
      return page.rows.filter((project) => isDeliveryProject(project.projectId)).sort((a, b) => a.projectId - b.projectId);
    },
  });

export const useBreakdownProjects = () => useQuery(breakdownProjectsQueryOptions());

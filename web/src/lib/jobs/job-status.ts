import { queryOptions } from '@tanstack/react-query';
import { JOB_POLL_MS, jobStatus, type JobStatus } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

export const jobKeys = {
  status: (id: string) => ['job', 'status', id] as const,
};

export const isUnfinished = (status: JobStatus | undefined) =>
  status === undefined || status.state === 'queued' || status.state === 'running';

/**
 * A job's status, asked again every JOB_POLL_MS while it is queued or running. Each read is a short
 * call; the job itself has no time limit in the browser.
 */
export const jobStatusQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobKeys.status(id),
    queryFn: ({ signal }) => callEndpoint(jobStatus, { id }, { signal }),
    refetchInterval: (query) => (query.state.status !== 'error' && isUnfinished(query.state.data) ? JOB_POLL_MS : false),
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });

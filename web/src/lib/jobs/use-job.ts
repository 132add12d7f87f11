import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { JobStatus } from '@sddp/shared';
import { i18n } from '@/i18n';
import { jobStatusQueryOptions } from './job-status';

export interface JobHandlers {
  /** The job is done; its result is on the status. */
  onDone: (status: JobStatus) => void;
  /** The job failed: the server's message, in the reader's language. */
  onFailed: (message: string) => void;
  /** The status could not be read (the API client has already shown why). */
  onLost?: () => void;
}

/**
 * Follows one background job at a time: `start` runs the call that starts it, then its status is
 * polled (job-status.ts) until it is done or failed, and the matching handler runs once.
 */
export function useJob(handlers: JobHandlers) {
  const [jobId, setJobId] = useState<string>();
  const query = useQuery({ ...jobStatusQueryOptions(jobId ?? ''), enabled: jobId !== undefined });
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (jobId === undefined) return;
    if (query.isError) {
      setJobId(undefined);
      latest.current.onLost?.();
      return;
    }
    const status = query.data;
    if (status?.id !== jobId) return;
    if (status.state === 'done') {
      setJobId(undefined);
      latest.current.onDone(status);
    } else if (status.state === 'failed') {
      setJobId(undefined);
      latest.current.onFailed(status.error?.message || i18n.t('error.generic'));
    }
  }, [jobId, query.data, query.isError]);

  const start = async (begin: () => Promise<{ jobId: string }>) => {
    const started = await begin();
    setJobId(started.jobId);
    return started.jobId;
  };

  return {
    start,
    /** While a job is followed: its latest status (undefined until the first answer). */
    status: jobId !== undefined && query.data?.id === jobId ? query.data : undefined,
    running: jobId !== undefined,
  };
}

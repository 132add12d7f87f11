import type { JobStatus } from '@sddp/shared';
import { installWorkerInvoker } from '#kit/jobs/worker-invoker';
import { call, type EnvelopeResponse } from './api-event';

/** The jobs handed to the worker in this test file, in order. */
export const handedJobs: string[] = [];

/**
 * In the functions tests a hand-over only records the job (functions-setup.ts installs this): a test
 * runs the worker itself (`runWorker`), in this process, as the Lambda would run it.
 */
export function recordHandedJobs(): void {
  installWorkerInvoker(async (jobId) => {
    handedJobs.push(jobId);
  });
}

/** The spreadsheet worker's Lambda handler, invoked in this process with `{ jobId }` (loaded on first use: functions-setup imports this file). */
export async function runWorker(jobId: string) {
  const { handler } = await import('#workers/spreadsheet/handler');
  return handler({ jobId });
}

export async function jobStatusThroughApi(token: string, id: string, language?: string) {
  const { handler } = await import('#domains/job/handler');
  return call<JobStatus>(handler, { path: '/job/status', token, query: { id }, ...(language ? { language } : {}) });
}

/**
 * A started job run to its end by the worker, answered as the call that started it used to answer:
 * the job's result, or its error as the envelope's code and message.
 */
export async function jobOutcome<T>(
  token: string,
  started: EnvelopeResponse<{ jobId: string }>,
  language?: string,
): Promise<EnvelopeResponse<T>> {
  if (started.code !== 200) return started as unknown as EnvelopeResponse<T>;
  await runWorker(started.result.jobId);
  const status = await jobStatusThroughApi(token, started.result.jobId, language);
  const job = status.result;
  if (job.state === 'done') return { ...status, result: job.result as T };
  return { ...status, status: job.error?.code ?? 500, code: job.error?.code ?? 500, message: job.error?.message ?? '', result: null as T };
}

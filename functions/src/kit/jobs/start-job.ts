import { ERROR_CODE, type JobKind } from '@sddp/shared';
import type { JobInputs } from './job-kinds';
import type { JobOwner } from './job-record';
import { createJob, endJob } from './job-store';
import { invokeWorker } from './worker-invoker';

/**
 * Writes the job (queued) and hands it to the spreadsheet worker; answers its id at once. The domain
 * function loads no spreadsheet code. If the hand-over fails the job is failed at once and the error
 * surfaces to the caller; a job handed over but never run is failed later by the recovery pass.
 */
export async function startJob<K extends JobKind>(kind: K, owner: JobOwner, input: JobInputs[K]): Promise<string> {
  const job = await createJob(kind, owner, input);
  try {
    await invokeWorker(job.id);
  } catch (error) {
    await endJob(job.id, undefined, {
      state: 'failed',
      error: { code: ERROR_CODE.internal, messageKey: 'error.internal', params: {} },
    }).catch(() => undefined);
    throw error;
  }
  return job.id;
}

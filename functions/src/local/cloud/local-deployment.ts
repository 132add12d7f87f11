import { type LocalJob, schedulePeriodMs } from '../jobs';
import type { LocalServices } from '../services';
import { LOCAL_ACCOUNT, LOCAL_CLOUD_REGION, localInfraSettings } from './local-settings';
import type { FunctionRuntime } from './runtime/function-runtime';
import { readDeployment, type LocalDeployment } from './template/read-deployment';
import { synthLocalTemplates } from './template/synth-template';

/** The spreadsheet worker's entry: when its only process (re)starts, whatever it was running was interrupted. */
export const WORKER_ENTRY = 'functions/src/workers/spreadsheet/handler.ts';

/** The CDK app synthesized for the local platform (cached), resolved onto the local table and bucket. */
export async function localDeployment(
  services: Pick<LocalServices, 'tableName' | 'bucket'>,
  log?: (line: string) => void,
): Promise<LocalDeployment> {
  const stacks = await synthLocalTemplates({ settings: localInfraSettings(), ...(log ? { log } : {}) });
  return readDeployment({
    region: LOCAL_CLOUD_REGION,
    account: LOCAL_ACCOUNT,
    stacks,
    namedByOutput: { TableName: services.tableName, UploadsBucketName: services.bucket },
  });
}

/** `functions/src/scheduled/password-expiry.ts` → `password-expiry`; the worker → `spreadsheet-worker`. */
export function jobName(entry: string): string {
  const jobs = /^functions\/src\/scheduled\/(.+)\.ts$/.exec(entry);
  if (jobs) return jobs[1]!;
  const workers = /^functions\/src\/workers\/(.+)\/handler\.ts$/.exec(entry);
  return workers ? `${workers[1]}-worker` : entry;
}

/**
 * The template's schedules as local jobs: each invokes its target asynchronously with the schedule's
 * input, as EventBridge Scheduler does, so Lambda's retries and on-failure destination apply. A run ends
 * when Lambda is done with the event: with the function's answer, or a line saying what became of it (the
 * runtime has already logged the failure and where its record went).
 */
export function scheduledJobs(deployment: LocalDeployment, runtime: FunctionRuntime): LocalJob[] {
  return deployment.schedules.map((schedule) => {
    const fn = deployment.functions.find((candidate) => candidate.name === schedule.functionName)!;
    return {
      name: jobName(fn.entry),
      everyMs: schedulePeriodMs(schedule.expression),
      run: async () => {
        const outcome = await runtime.invokeEvent(`${fn.name}:${schedule.qualifier}`, schedule.input);
        if (!outcome.error) return outcome.result;
        const where = outcome.deliveredTo
          ? `recorded in ${outcome.deliveredTo.slice(outcome.deliveredTo.lastIndexOf(':') + 1)}`
          : 'not recorded';
        return outcome.stopped
          ? `stopped with the platform after ${outcome.attempts} attempts`
          : `gave up after ${outcome.attempts} attempts (${outcome.error.errorType}), ${where}`;
      },
    };
  });
}

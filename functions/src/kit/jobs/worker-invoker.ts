import type { LambdaClient } from '@aws-sdk/client-lambda';
import { config } from '#kit/config';
import { lazyModule } from '#kit/lazy-module';

const lambdaSdk = lazyModule(() => import('#sdk/lambda'));

/** Hands a job to the spreadsheet worker without waiting for it to run. */
export type WorkerInvoker = (jobId: string) => Promise<void>;

let installed: WorkerInvoker | undefined;
let lambda: LambdaClient | undefined;

/**
 * The local platform runs the worker in a child process and installs how to reach it here (functions
 * code never imports the local platform); tests install their own. Undefined restores the default.
 */
export function installWorkerInvoker(invoker: WorkerInvoker | undefined): void {
  installed = invoker;
}

/** One Lambda client per process, created on first use (LAMBDA_ENDPOINT: a test stand-in). */
async function lambdaClient(): Promise<LambdaClient> {
  const { LambdaClient } = await lambdaSdk();
  if (!lambda) {
    const { AWS_REGION, LAMBDA_ENDPOINT } = config();
    lambda = new LambdaClient({ region: AWS_REGION, ...(LAMBDA_ENDPOINT ? { endpoint: LAMBDA_ENDPOINT } : {}) });
  }
  return lambda;
}

export function resetWorkerClient(): void {
  lambda?.destroy();
  lambda = undefined;
}

/** On AWS an asynchronous invocation ('Event') of the worker function named by SPREADSHEET_WORKER_FUNCTION. */
export async function invokeWorker(jobId: string): Promise<void> {
  if (installed) return installed(jobId);
  const functionName = config().SPREADSHEET_WORKER_FUNCTION;
  if (!functionName) throw new Error('No spreadsheet worker: SPREADSHEET_WORKER_FUNCTION is not set and no invoker is installed');
  const [client, { InvokeCommand }] = await Promise.all([lambdaClient(), lambdaSdk()]);
  await client.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify({ jobId })),
    }),
  );
}

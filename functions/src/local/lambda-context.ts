import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

export interface LambdaContextOptions {
  functionName: string;
  region: string;
  timeoutMs?: number;
  memoryMb?: number;
  requestId?: string;
}

/** Enough of the Lambda context for middy and logging; the deadline mirrors a real function timeout. */
export function createLambdaContext(options: LambdaContextOptions): Context {
  const deadline = Date.now() + (options.timeoutMs ?? 29_000);
  const unsupported = () => {
    throw new Error('Callback-style completion is not supported; return a value from the handler');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: options.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${options.region}:000000000000:function:${options.functionName}`,
    memoryLimitInMB: String(options.memoryMb ?? 1024),
    awsRequestId: options.requestId ?? randomUUID(),
    logGroupName: `/aws/lambda/${options.functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/**
 * One Lambda function's process in the local runtime (function-sandbox.ts spawns it): loads the entry
 * given as argv[2] with the environment the runtime built from the template, then runs each invocation
 * it is sent. Nothing is imported statically before the listener is in place, so invocations that
 * arrive during the cold start wait for it.
 */
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import type { FunctionErrorPayload, HostMessage, HostReply } from './host-protocol';

type Handler = (event: unknown, context: Context) => Promise<unknown>;

const send = (reply: HostReply) => process.send?.(reply);
const waiting: HostMessage[] = [];
const loaded: { run?: (message: HostMessage) => void } = {};

process.on('message', (message: HostMessage) => {
  if (message?.type !== 'invoke') return;
  if (loaded.run) loaded.run(message);
  else waiting.push(message);
});
// The platform is gone: a function without it has nobody to answer.
process.on('disconnect', () => process.exit(0));

const asPayload = (error: unknown): FunctionErrorPayload =>
  error instanceof Error
    ? { errorType: error.name, errorMessage: error.message, trace: (error.stack ?? '').split('\n') }
    : { errorType: 'Error', errorMessage: String(error) };

const entry = process.argv[2];
let handler: Handler;
try {
  if (!entry) throw new Error('function-host.ts needs the entry file as its argument');
  const module = (await import(pathToFileURL(entry).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`${entry} exports no handler`);
  handler = module.handler as Handler;
} catch (error) {
  send({ type: 'init-error', error: asPayload(error) });
  process.exit(1);
}

const [{ createLambdaContext }, { MAX_RESPONSE_BYTES }, { declaredSettings }] = await Promise.all([
  import('../../lambda-context'),
  import('./host-protocol'),
  import('../../../lib/config'),
]);

loaded.run = ({ id, event, context }) => {
  const lambdaContext = createLambdaContext({
    functionName: process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'local',
    region: process.env.AWS_REGION ?? 'local',
    memoryMb: Number(process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE ?? 128),
    timeoutMs: context.deadline - Date.now(),
    requestId: context.requestId,
  });
  handler(event, lambdaContext).then(
    (value) => {
      const json = JSON.stringify(value ?? null);
      if (Buffer.byteLength(json) > MAX_RESPONSE_BYTES) {
        send({
          type: 'result',
          id,
          error: {
            errorType: 'Function.ResponseSizeTooLarge',
            errorMessage: `Response payload size (${Buffer.byteLength(json)} bytes) exceeded maximum allowed payload size (${MAX_RESPONSE_BYTES} bytes).`,
          },
        });
      } else send({ type: 'result', id, json });
    },
    (error: unknown) => send({ type: 'result', id, error: asPayload(error) }),
  );
};
send({ type: 'ready', settings: declaredSettings() });
for (const message of waiting.splice(0)) loaded.run(message);

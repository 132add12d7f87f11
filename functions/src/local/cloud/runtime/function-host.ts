/**
 * One Lambda function's process in the local runtime (function-sandbox.ts spawns it, as a bundle of
 * its own): loads the function's bundle given as argv[2] (function-bundles.ts) with the environment the
 * runtime built from the template, then runs each invocation it is sent. Nothing is imported
 * statically before the listener is in place, so invocations that arrive during the cold start wait for it.
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
/** The settings the function's config module saw declared (the local bundle exports its `declaredSettings`). */
let declaredSettings: () => readonly string[] = () => [];
try {
  if (!entry) throw new Error('function-host.ts needs the bundled entry as its argument');
  const module = (await import(pathToFileURL(entry).href)) as { handler?: unknown; declaredSettings?: () => readonly string[] };
  if (typeof module.handler !== 'function') throw new Error(`${entry} exports no handler`);
  handler = module.handler as Handler;
  if (module.declaredSettings) declaredSettings = module.declaredSettings;
} catch (error) {
  send({ type: 'init-error', error: asPayload(error) });
  process.exit(1);
}

const [{ createLambdaContext }, { MAX_RESPONSE_BYTES }] = await Promise.all([import('../../lambda-context'), import('./host-protocol')]);

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
send({ type: 'ready', settings: [...declaredSettings()] });
for (const message of waiting.splice(0)) loaded.run(message);

import { jsonAnswer, emptyAnswer, type Answer } from './answers';
import type { GatewayCall, GatewayService } from './gateway-call';

export type InvocationType = 'RequestResponse' | 'Event' | 'DryRun';

/** The local runtime's side of Lambda Invoke. */
export interface LambdaTarget {
  functionFor(nameOrArn: string): { name: string; arn: string } | undefined;
  invoke(
    functionName: string,
    payload: Buffer,
    invocationType: InvocationType,
  ): Promise<{ payload: Buffer; functionError?: 'Unhandled' | 'Handled' }>;
}

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;
const FUNCTION_NAME = /^[\w-]{1,140}$/;
const QUALIFIER = /^(\$LATEST|[\w-]{1,128})$/;
const INVOCATION_TYPES: readonly string[] = ['RequestResponse', 'Event', 'DryRun'];

/** Lambda Invoke (REST JSON, `POST /2015-03-31/functions/<FunctionName>/invocations`), run by the local runtime. */
export function lambdaService(target: LambdaTarget): GatewayService {
  return {
    unrecognizedKey: () => lambdaError(403, 'UnrecognizedClientException', 'The security token included in the request is invalid.'),
    failure: (status, message) => lambdaError(status, 'ServiceException', message),
    serve: async (call) => {
      const match = INVOKE_PATH.exec(call.path);
      if (call.method !== 'POST' || !match)
        return lambdaError(
          400,
          'InvalidRequestContentException',
          `The local cloud gateway does not serve Lambda ${call.method} ${call.path}`,
        );
      const type = String(call.headers['x-amz-invocation-type'] ?? 'RequestResponse');
      if (!INVOCATION_TYPES.includes(type)) return lambdaError(400, 'InvalidParameterValueException', `Invalid InvocationType: ${type}`);
      const requested = functionNameOf(match[1]!, call);
      if (!requested) return lambdaError(400, 'InvalidParameterValueException', `Invalid FunctionName or Qualifier: ${match[1]!}`);
      const { name, qualifier } = requested;
      const fn = target.functionFor(name);
      const unqualified = fn?.arn ?? call.arn('lambda', `function:${name}`);
      const resource = qualifier ? `${unqualified}:${qualifier}` : unqualified;
      // IAM decides before Lambda looks the function up: a caller without the grant learns nothing of what exists.
      const denied = call.requireAll([{ action: 'lambda:InvokeFunction', resource }]);
      if (denied) return lambdaError(403, 'AccessDeniedException', denied);
      if (!fn) return lambdaError(404, 'ResourceNotFoundException', `Function not found: ${resource}`);
      // The qualifier goes along: an alias may have asynchronous settings of its own.
      const answer = await target.invoke(qualifier ? `${fn.name}:${qualifier}` : fn.name, await call.body(), type as InvocationType);
      if (type === 'Event') return emptyAnswer(202);
      if (type === 'DryRun') return emptyAnswer(204);
      return {
        status: 200,
        headers: {
          'content-type': 'application/json',
          'x-amz-executed-version': '$LATEST',
          ...(answer.functionError ? { 'x-amz-function-error': answer.functionError } : {}),
        },
        body: answer.payload,
      };
    },
  };
}

/** FunctionName as a name, `name:qualifier`, a full ARN or a partial ARN (`account:function:name`); a Qualifier parameter wins. */
function functionNameOf(encoded: string, call: GatewayCall): { name: string; qualifier: string | undefined } | undefined {
  let parts: string[];
  try {
    parts = decodeURIComponent(encoded).split(':');
  } catch {
    return undefined;
  }
  const at = parts[0] === 'arn' ? 6 : parts[1] === 'function' ? 2 : 0;
  const name = parts[at] ?? '';
  const qualifier = call.query.get('Qualifier') ?? parts[at + 1];
  if (!FUNCTION_NAME.test(name) || (qualifier !== undefined && !QUALIFIER.test(qualifier))) return undefined;
  return { name, qualifier };
}

/** Lambda's REST JSON error: the name in `x-amzn-ErrorType`, `{Type, Message}` in the body. */
function lambdaError(status: number, type: string, message: string): Answer {
  return jsonAnswer(status, { Type: 'User', Message: message }, { 'x-amzn-errortype': type });
}

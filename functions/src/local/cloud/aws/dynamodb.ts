import type { Call, Outcome } from './call';
import { jsonError } from './protocol-errors';

type Json = Record<string, unknown>;

/** The IAM action and table ARN(s) of a DynamoDB call (JSON 1.0, `X-Amz-Target: DynamoDB_20120810.<Op>`). */
export function dynamodbCall(call: Call): Outcome {
  const operation = String(call.headers['x-amz-target'] ?? '').replace(/^DynamoDB_20120810\./, '');
  let input: Json;
  try {
    input = JSON.parse(call.body.toString('utf8') || '{}') as Json;
  } catch {
    return jsonError(400, 'com.amazon.coral.service#SerializationException', 'The request body is not JSON');
  }
  const table = (name: unknown, index?: unknown) =>
    call.arn('dynamodb', `table/${String(name)}${index === undefined ? '' : `/index/${String(index)}`}`);
  const requests = requestsOf(operation, input, table);
  if (!requests)
    return jsonError(400, 'com.amazon.coral.validate#UnknownOperationException', `The local gateway does not serve DynamoDB ${operation}`);
  const denied = call.authorize(requests);
  return denied ? jsonError(400, 'com.amazon.coral.service#AccessDeniedException', denied, 'Message') : { forward: 'dynamodb' };
}

function requestsOf(operation: string, input: Json, table: (name: unknown, index?: unknown) => string) {
  const action = (name: string) => `dynamodb:${name}`;
  switch (operation) {
    case 'GetItem':
    case 'PutItem':
    case 'UpdateItem':
    case 'DeleteItem':
    case 'DescribeTable':
      return [{ action: action(operation), resource: table(input.TableName) }];
    case 'Query':
    case 'Scan':
      return [{ action: action(operation), resource: table(input.TableName, input.IndexName) }];
    case 'BatchGetItem':
    case 'BatchWriteItem':
      return Object.keys((input.RequestItems ?? {}) as Json).map((name) => ({ action: action(operation), resource: table(name) }));
    case 'TransactWriteItems':
      // IAM has no transaction action: each item needs its own action on its table.
      return ((input.TransactItems ?? []) as Json[]).flatMap((item) =>
        Object.entries(item).map(([kind, detail]) => ({
          action: action(
            { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem' }[kind] ?? kind,
          ),
          resource: table((detail as Json).TableName),
        })),
      );
    case 'TransactGetItems':
      return ((input.TransactItems ?? []) as Json[]).map((item) => ({
        action: action('GetItem'),
        resource: table((item.Get as Json)?.TableName),
      }));
    default:
      return undefined;
  }
}

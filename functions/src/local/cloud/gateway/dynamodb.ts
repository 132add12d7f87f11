import { randomUUID } from 'node:crypto';
import type { Answer } from './answers';
import type { GatewayCall, GatewayService, NeededPermission } from './gateway-call';

type Json = Record<string, unknown>;

const TARGET_PREFIX = 'DynamoDB_20120810.';
const SERVICE = 'com.amazon.coral.service#';
const VALIDATE = 'com.amazon.coral.validate#';
const NAME = /^[\w.-]{3,255}$/;
const TABLE_ARN = /^arn:aws(-cn)?:dynamodb:[a-z0-9-]+:\d{12}:table\/[\w.-]{3,255}$/;
/** Operations whose IAM action is their own name, on the table they name. */
const TABLE_ACTIONS = new Set([
  'GetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'DescribeTable',
  'CreateTable',
  'UpdateTable',
  'DeleteTable',
  'DescribeTimeToLive',
  'UpdateTimeToLive',
]);
const TRANSACT_WRITE_ACTIONS: Readonly<Record<string, string>> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};

class InvalidInput extends Error {}

/** DynamoDB's JSON 1.0 protocol (`X-Amz-Target: DynamoDB_20120810.<Op>`), forwarded to DynamoDB Local. */
export function dynamodbService(): GatewayService {
  return {
    unrecognizedKey: () =>
      dynamodbError(400, `${SERVICE}UnrecognizedClientException`, 'The security token included in the request is invalid.'),
    failure: (status, message) => dynamodbError(status, `${SERVICE}InternalFailure`, message),
    serve: async (call) => {
      const target = String(call.headers['x-amz-target'] ?? '');
      const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : target;
      let permissions: NeededPermission[] | undefined;
      try {
        permissions = permissionsFor(operation, parse(await call.body()), tableArn(call));
      } catch (error) {
        if (!(error instanceof InvalidInput)) throw error;
        return dynamodbError(400, `${VALIDATE}ValidationException`, error.message);
      }
      if (!permissions) {
        return dynamodbError(400, `${SERVICE}UnknownOperationException`, `The local cloud gateway does not serve DynamoDB ${operation}`);
      }
      const denied = call.requireAll(permissions);
      return denied ? dynamodbError(400, `${SERVICE}AccessDeniedException`, denied, 'Message') : { forward: 'dynamodb' };
    },
  };
}

/** The IAM actions a call needs, one per table (and per item of a transaction, with its own action); undefined when not served. */
function permissionsFor(operation: string, input: Json, table: (name: unknown, index?: unknown) => string): NeededPermission[] | undefined {
  const on = (action: string, resource: string, context?: NeededPermission['context']) => ({
    action: `dynamodb:${action}`,
    resource,
    ...(context ? { context } : {}),
  });
  if (TABLE_ACTIONS.has(operation)) return [on(operation, table(input.TableName))];
  switch (operation) {
    case 'ListTables':
      return [on(operation, '*')];
    case 'Query':
    case 'Scan':
      return [on(operation, table(input.TableName, input.IndexName))];
    case 'BatchGetItem':
    case 'BatchWriteItem':
      return Object.keys(objectOf(input.RequestItems, 'RequestItems')).map((name) => on(operation, table(name)));
    case 'TransactWriteItems':
      // IAM has no transaction action: each item needs its operation's own action on its table.
      return itemsOf(input).map((item) => {
        const [kind, detail] = Object.entries(item)[0] ?? [];
        const action = kind === undefined ? undefined : TRANSACT_WRITE_ACTIONS[kind];
        if (!action) throw new InvalidInput(`TransactItems: unknown item ${String(kind)}`);
        return on(action, table(objectOf(detail, kind!).TableName), { 'dynamodb:EnclosingOperation': operation });
      });
    case 'TransactGetItems':
      return itemsOf(input).map((item) =>
        on('GetItem', table(objectOf(item.Get, 'Get').TableName), { 'dynamodb:EnclosingOperation': operation }),
      );
    default:
      return undefined;
  }
}

/** A table (or its index) ARN; DynamoDB also accepts the table's ARN as its name. */
function tableArn(call: GatewayCall) {
  return (name: unknown, index?: unknown) => {
    if (typeof name !== 'string' || !(NAME.test(name) || TABLE_ARN.test(name)))
      throw new InvalidInput(`Invalid TableName: ${String(name)}`);
    if (index !== undefined && (typeof index !== 'string' || !NAME.test(index)))
      throw new InvalidInput(`Invalid IndexName: ${String(index)}`);
    const table = name.startsWith('arn:') ? name : call.arn('dynamodb', `table/${name}`);
    return index === undefined ? table : `${table}/index/${index}`;
  };
}

function parse(body: Buffer): Json {
  try {
    return objectOf(JSON.parse(body.toString('utf8') || '{}'), 'the request body');
  } catch (error) {
    if (error instanceof SyntaxError) throw new InvalidInput('The request body is not valid JSON');
    throw error;
  }
}

function itemsOf(input: Json): Json[] {
  if (!Array.isArray(input.TransactItems)) throw new InvalidInput('TransactItems must be a list');
  return input.TransactItems.map((item) => objectOf(item, 'TransactItems'));
}

function objectOf(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidInput(`${what} must be an object`);
  return value as Json;
}

/** DynamoDB's error body: `__type` in Coral's namespace (the SDK names the error after the `#`); AccessDenied's field is `Message`. */
function dynamodbError(status: number, type: string, message: string, messageField: 'message' | 'Message' = 'message'): Answer {
  return {
    status,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() },
    body: JSON.stringify({ __type: type, [messageField]: message }),
  };
}

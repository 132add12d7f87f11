import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Principal } from '../iam/types';
import { createQueueStore } from '../queues/queue-store';
import type { LocalQueue } from '../template/read-queues';
import { dynamodbService } from './dynamodb';
import { createUpstream } from './forward';
import { createRequestHandler } from './handle-request';
import { lambdaService } from './lambda';
import { s3Service } from './s3';
import { sesService } from './ses';
import { snsService } from './sns';
import { sqsService } from './sqs';
import { ssmService } from './ssm';

export interface CloudGatewayOptions {
  /** DynamoDB Local (started with -sharedDb) and s3rver, the real local services behind the gateway. */
  dynamodbEndpoint: string;
  s3Endpoint: string;
  /** What DynamoDB Local and s3rver expect (s3rver checks the access key, neither checks signatures): the gateway rewrites the credential in the Authorization header / X-Amz-Credential before forwarding. */
  upstreamCredentials: { accessKeyId: string; secretAccessKey: string };
  /** '000000000000' locally. */
  account: string;
  /** The function behind an access key id; undefined → the AWS "invalid/unrecognized client token" error of that service. */
  principalFor(accessKeyId: string): Principal | undefined;
  /** A function by name, ARN or name:qualifier (Lambda Invoke's FunctionName) → its name and ARN; undefined → ResourceNotFoundException. */
  functionFor(nameOrArn: string): { name: string; arn: string } | undefined;
  /** Lambda Invoke stand-in: the local runtime runs the function. 'Event' returns at once (202). */
  invoke(
    functionName: string,
    payload: Buffer,
    invocationType: 'RequestResponse' | 'Event' | 'DryRun',
  ): Promise<{ payload: Buffer; functionError?: 'Unhandled' | 'Handled' }>;
  /** SSM Parameter Store stand-in (SecureString values by parameter name as given, with or without leading slash as AWS stores it). */
  parameters: ReadonlyMap<string, string>;
  /** SES SendEmail and SNS Publish to a phone number are captured here as outbox messages (kit/notify/outbox.ts). */
  outboxDir: string;
  /** SQS stand-in: the template's queue with this ARN (undefined → QueueDoesNotExist), its messages kept as files here. */
  queueFor(arn: string): LocalQueue | undefined;
  queuesDir: string;
  /** false: decisions are recorded but never enforced (a debugging switch). @default true */
  enforce?: boolean;
  /** Every authorisation the gateway decided (for a least-privilege report). */
  onAuthorization?(record: { functionName: string; action: string; resource: string; allowed: boolean }): void;
  log?(line: string): void;
}

/**
 * Every local function's AWS endpoint, on 127.0.0.1: each call is decided against the calling function's
 * role before DynamoDB Local, s3rver or a stand-in (SES, SNS, SSM, SQS, Lambda) sees it, and a denial is
 * answered as that service answers it on AWS.
 */
export async function startCloudGateway(options: CloudGatewayOptions): Promise<{ url: string; stop(): Promise<void> }> {
  const upstreams = { dynamodb: createUpstream(options.dynamodbEndpoint), s3: createUpstream(options.s3Endpoint) };
  const handle = createRequestHandler({
    principalFor: options.principalFor,
    enforce: options.enforce ?? true,
    ...(options.onAuthorization ? { onAuthorization: options.onAuthorization } : {}),
    ...(options.log ? { log: options.log } : {}),
    account: options.account,
    upstreamAccessKeyId: options.upstreamCredentials.accessKeyId,
    services: {
      dynamodb: dynamodbService(),
      s3: s3Service(),
      ses: sesService(options.outboxDir),
      sns: snsService(options.outboxDir),
      lambda: lambdaService(options),
      ssm: ssmService(options.parameters),
      sqs: sqsService({ queueFor: options.queueFor, store: createQueueStore(options.queuesDir) }),
    },
    upstreams,
  });
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      options.log?.(
        `[cloud] ${req.method} ${req.url} failed in the gateway: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
    });
  });
  // Longer than the SDK keeps an idle connection, so a function's client never sends on one the gateway is closing.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      upstreams.dynamodb.close();
      upstreams.s3.close();
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startCloudGateway, type CloudGatewayOptions } from '#local/cloud/gateway/cloud-gateway';
import type { PolicyStatement, Principal } from '#local/cloud/iam/types';
import type { ProvidedServices } from '#test/local-services';

export const ACCOUNT = '000000000000';
export const REGION = 'ap-east-1';

export type AuthorizationRecord = Parameters<NonNullable<CloudGatewayOptions['onAuthorization']>>[0];

/** A local function whose access key id is its name, with one identity policy of these statements. */
export function principal(name: string, statements: readonly PolicyStatement[]): Principal {
  return {
    functionName: name,
    roleArn: `arn:aws:iam::${ACCOUNT}:role/${name}-role`,
    sessionArn: `arn:aws:sts::${ACCOUNT}:assumed-role/${name}-role/${name}`,
    policies: [{ Version: '2012-10-17', Statement: statements }],
  };
}

export interface TestGateway {
  url: string;
  services: ProvidedServices;
  outboxDir: string;
  queuesDir: string;
  records: AuthorizationRecord[];
  logs: string[];
  /** SDK client settings for the function with this key. */
  as(
    accessKeyId: string,
    region?: string,
  ): { region: string; endpoint: string; credentials: { accessKeyId: string; secretAccessKey: string } };
  stop(): Promise<void>;
}

/** The gateway in front of the run's DynamoDB Local and s3rver (tests/support/functions-global-setup.ts), one function per grant. */
export async function startTestGateway(
  grants: Readonly<Record<string, readonly PolicyStatement[]>>,
  options: Partial<CloudGatewayOptions> = {},
): Promise<TestGateway> {
  const services = inject('localServices');
  const outboxDir = mkdtempSync(join(tmpdir(), 'sddp-gateway-outbox-'));
  const queuesDir = mkdtempSync(join(tmpdir(), 'sddp-gateway-queues-'));
  const records: AuthorizationRecord[] = [];
  const logs: string[] = [];
  const principals = new Map(Object.entries(grants).map(([name, statements]) => [name, principal(name, statements)]));
  const gateway = await startCloudGateway({
    dynamodbEndpoint: services.dynamodbEndpoint,
    s3Endpoint: services.s3Endpoint,
    upstreamCredentials: services.credentials,
    account: ACCOUNT,
    principalFor: (key) => principals.get(key),
    functionFor: () => undefined,
    invoke: () => Promise.reject(new Error('no functions in this test')),
    parameters: new Map(),
    outboxDir,
    queueFor: () => undefined,
    queuesDir,
    onAuthorization: (record) => records.push(record),
    log: (line) => logs.push(line),
    ...options,
  });
  return {
    url: gateway.url,
    services,
    outboxDir,
    queuesDir,
    records,
    logs,
    as: (accessKeyId, region = REGION) => ({ region, endpoint: gateway.url, credentials: { accessKeyId, secretAccessKey: 'x' } }),
    stop: async () => {
      await gateway.stop();
      rmSync(outboxDir, { recursive: true, force: true });
      rmSync(queuesDir, { recursive: true, force: true });
    },
  };
}

export type SdkError = Error & { $metadata?: { httpStatusCode?: number }; Code?: string; Error?: { Code?: string } };

/** The error a call fails with (or undefined when it succeeds). */
export function failure(promise: Promise<unknown>): Promise<SdkError | undefined> {
  return promise.then(
    () => undefined,
    (error: unknown) => error as SdkError,
  );
}

/** AWS's wording of an identity-policy denial, as the SDK error carries it (no "on resource" for `*`). */
export function deniedMessage(functionName: string, action: string, resource: string): string {
  const onResource = resource === '*' ? '' : ` on resource: ${resource}`;
  return `User: arn:aws:sts::${ACCOUNT}:assumed-role/${functionName}-role/${functionName} is not authorized to perform: ${action}${onResource} because no identity-based policy allows the ${action} action`;
}

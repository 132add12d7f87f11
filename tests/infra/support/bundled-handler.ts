import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface BundledResponse {
  statusCode: number;
  body: string;
}

/** An HTTP API (payload 2.0) event, as API Gateway hands it to a domain function. */
export function apiEvent(method: 'GET' | 'POST', path: string, body?: unknown) {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: { 'accept-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    requestContext: { requestId: 'infra-test', http: { method, path, sourceIp: '192.0.2.1', userAgent: 'vitest' } },
    isBase64Encoded: false,
  };
}

/**
 * Runs a bundle's `index.mjs` handler on each event in turn, in a fresh Node process started outside
 * the repository (so nothing but the bundle is found), with only the settings a function gets.
 * `dynamoDbEndpoint` points the table at a stand-in; without it no request may reach DynamoDB.
 */
export async function runBundledHandler(
  bundleDir: string,
  events: readonly object[],
  dynamoDbEndpoint?: string,
): Promise<BundledResponse[]> {
  const script = `const { handler } = await import(${JSON.stringify(join(bundleDir, 'index.mjs'))});
const context = { awsRequestId: 'infra-test', getRemainingTimeInMillis: () => 5000 };
const responses = [];
for (const event of ${JSON.stringify(events)}) responses.push(await handler(event, context));
process.stdout.write('\\nRESULT ' + JSON.stringify(responses));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: '/',
    env: {
      PATH: process.env.PATH,
      TABLE_NAME: 'table',
      UPLOAD_BUCKET: 'bucket',
      AWS_REGION: 'cn-north-1',
      LOG_LEVEL: 'error',
      ...(dynamoDbEndpoint
        ? { AWS_ACCESS_KEY_ID: 'stand-in', AWS_SECRET_ACCESS_KEY: 'stand-in', DYNAMODB_ENDPOINT: dynamoDbEndpoint }
        : {}),
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return JSON.parse(stdout.slice(stdout.lastIndexOf('RESULT ') + 'RESULT '.length)) as BundledResponse[];
}

import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Principal } from '../iam/types';
import { checkAuthorizationRequest } from '../iam/catalogue';
import { accessDeniedMessage } from '../iam/denial';
import { decide, type Call, type Outcome } from './call';
import { dynamodbCall } from './dynamodb';
import { jsonError, queryError, restJsonError, s3Error, type Answer } from './protocol-errors';
import { s3Call } from './s3';
import { resignedFor, signedBy, type SignedBy } from './sigv4';
import { lambdaCall, sesCall, snsCall, ssmCall, type LambdaTarget } from './stand-ins';

export interface CloudGatewayOptions extends LambdaTarget {
  /** DynamoDB Local (started with -sharedDb) and s3rver, the real local services behind the gateway. */
  dynamodbEndpoint: string;
  s3Endpoint: string;
  /** The key DynamoDB Local and s3rver expect; neither checks signatures, so the gateway only swaps the key. */
  upstreamCredentials: { accessKeyId: string; secretAccessKey: string };
  account: string;
  /** The function behind an access key id. */
  principalFor(accessKeyId: string): Principal | undefined;
  /** SecureString values by parameter name (Parameter Store). */
  parameters: ReadonlyMap<string, string>;
  /** Where SES and SNS messages are captured. */
  outboxDir: string;
  /** false records decisions without enforcing them (debugging). @default true */
  enforce?: boolean;
  onAuthorization?(record: { functionName: string; action: string; resource: string; allowed: boolean }): void;
  log?(line: string): void;
}

/** Each service's answer to a key it does not know. */
const UNKNOWN_KEY: Readonly<Record<string, () => Answer>> = {
  dynamodb: () =>
    jsonError(400, 'com.amazon.coral.service#UnrecognizedClientException', 'The security token included in the request is invalid.'),
  s3: () => s3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'),
  sns: () => queryError(403, 'InvalidClientTokenId', 'The security token included in the request is invalid.'),
  ssm: () => jsonError(400, 'UnrecognizedClientException', 'The security token included in the request is invalid.'),
};

/**
 * Every function's AWS endpoint: reads the caller from the SigV4 credential, decides each IAM action
 * the call needs against the caller's role, and answers a denial as the service would; allowed calls go
 * to DynamoDB Local or s3rver, or to the stand-ins for SES, SNS, SSM and Lambda.
 */
export async function startCloudGateway(options: CloudGatewayOptions): Promise<{ url: string; stop(): Promise<void> }> {
  const enforce = options.enforce ?? true;
  const upstream = { dynamodb: new URL(options.dynamodbEndpoint), s3: new URL(options.s3Endpoint) };

  const handle = async (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    const signer = signedBy(req.headers, url);
    // A browser's CORS preflight of a presigned upload carries no signature: s3rver answers it.
    if (!signer && req.method === 'OPTIONS') return forward(req, res, body, url, 's3', undefined);
    if (!signer) return send(req, res, s3Error(403, 'AccessDenied', 'Anonymous requests are not allowed'));
    const principal = options.principalFor(signer.accessKeyId);
    if (!principal)
      return send(
        req,
        res,
        (
          UNKNOWN_KEY[signer.service] ??
          (() => restJsonError(403, 'UnrecognizedClientException', 'The security token included in the request is invalid.'))
        )(),
      );
    const call = callOf(req, url, body, signer, principal);
    const outcome = await serve(call);
    if ('forward' in outcome) return forward(req, res, body, url, outcome.forward, signer, outcome.onNotFound);
    return send(req, res, outcome);
  };

  const serve = (call: Call): Outcome | Promise<Outcome> => {
    switch (call.signer.service) {
      case 'dynamodb':
        return dynamodbCall(call);
      case 's3':
        return s3Call(call);
      case 'ses':
        return sesCall(call, options.outboxDir);
      case 'sns':
        return snsCall(call, options.outboxDir);
      case 'ssm':
        return ssmCall(call, options.parameters);
      case 'lambda':
        return lambdaCall(call, options);
      default:
        return restJsonError(400, 'UnknownServiceException', `The local gateway does not serve ${call.signer.service}`);
    }
  };

  const callOf = (req: IncomingMessage, url: URL, body: Buffer, signer: SignedBy, principal: Principal): Call => {
    const partition = signer.region.startsWith('cn-') ? 'aws-cn' : 'aws';
    const globalContext = () => ({
      'aws:RequestedRegion': signer.region,
      'aws:PrincipalArn': principal.roleArn,
      'aws:SecureTransport': 'false',
      'aws:CurrentTime': new Date().toISOString(),
      'aws:EpochTime': String(Math.floor(Date.now() / 1000)),
    });
    return {
      method: (req.method ?? 'GET').toUpperCase(),
      url,
      headers: req.headers,
      body,
      signer,
      principal,
      account: options.account,
      partition,
      arn: (service, resource) => `arn:${partition}:${service}:${signer.region}:${options.account}:${resource}`,
      isAllowed: (request) => decide(principal, { ...request, context: globalContext() }).effect === 'allow',
      authorize: (requests, context = {}) => {
        for (const partial of requests) {
          const request = { ...partial, context: { ...globalContext(), ...context } };
          // An action or ARN AWS does not know is the gateway's own mistake: it throws (a 500), never passes.
          checkAuthorizationRequest(request);
          const decision = decide(principal, request);
          const allowed = decision.effect === 'allow';
          options.onAuthorization?.({ functionName: principal.functionName, action: request.action, resource: request.resource, allowed });
          if (allowed) continue;
          const message = accessDeniedMessage(principal, request, decision);
          options.log?.(`[cloud] denied: ${message}${enforce ? '' : ' (not enforced)'}`);
          if (enforce) return message;
        }
        return undefined;
      },
    };
  };

  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    url: URL,
    service: 'dynamodb' | 's3',
    signer: SignedBy | undefined,
    onNotFound?: () => Answer | undefined,
  ) =>
    new Promise<void>((resolve, reject) => {
      const target = upstream[service];
      const signed = signer
        ? resignedFor(options.upstreamCredentials.accessKeyId, signer, req.headers, url)
        : { headers: req.headers, path: `${url.pathname}${url.search}` };
      const outgoing = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: signed.path,
          headers: { ...signed.headers, host: target.host },
        },
        (answer) => {
          const replaced = answer.statusCode === 404 ? onNotFound?.() : undefined;
          if (replaced) {
            options.log?.(
              `[cloud] ${req.method} ${url.pathname}: no such object, and ${signer?.accessKeyId ? (options.principalFor(signer.accessKeyId)?.functionName ?? 'the caller') : 'the caller'} may not s3:ListBucket, so S3 answers 403`,
            );
            answer.resume();
            send(req, res, replaced);
            return resolve();
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.once('end', resolve);
          answer.once('error', reject);
        },
      );
      outgoing.once('error', reject);
      outgoing.end(body);
    });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks)).catch((error: unknown) => {
        options.log?.(
          `[cloud] ${req.method} ${req.url} failed in the gateway: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        if (!res.headersSent) send(req, res, restJsonError(500, 'InternalFailure', error instanceof Error ? error.message : String(error)));
        else res.destroy();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The gateway's own answer; a browser's request gets the CORS header, so the page sees the 403 itself. */
function send(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  const origin = req.headers.origin;
  res.writeHead(answer.status, { ...answer.headers, ...(origin ? { 'access-control-allow-origin': origin } : {}) });
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}

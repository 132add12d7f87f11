import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonAnswer } from './answers';
import { callerPermissions, type AuthorizeOptions } from './authorize';
import type { createUpstream } from './forward';
import type { CallerPermissions, Forward, GatewayCall, GatewayService } from './gateway-call';
import { requestTarget, type RequestTarget } from './request-target';
import { relay, sendAnswer } from './respond';
import { s3Error } from './s3';
import { credentialOf, signedAs, type SigV4Credential } from './sigv4-credential';

type Upstream = ReturnType<typeof createUpstream>;

export interface RequestHandlerOptions extends AuthorizeOptions {
  account: string;
  /** The key DynamoDB Local and s3rver expect. */
  upstreamAccessKeyId: string;
  /** By the credential scope's service name. */
  services: Readonly<Record<string, GatewayService>>;
  upstreams: Readonly<Record<Forward['forward'], Upstream>>;
}

/** One request: the service by the credential scope, the caller by its key, then the service's answer or the upstream's. */
export function createRequestHandler(options: RequestHandlerOptions) {
  const log = (line: string) => options.log?.(line);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET';
    const target = requestTarget(req.url);
    // A browser's CORS preflight is never authorised, though a presigned URL's query names its signer:
    // s3rver answers it from the bucket's CORS rules, as S3 does.
    const credential = credentialOf(req.headers, target.query);
    if (method === 'OPTIONS') {
      const sent = credential
        ? signedAs(options.upstreamAccessKeyId, credential, target, req.headers)
        : { path: req.url ?? '/', headers: req.headers };
      return relay(res, await options.upstreams.s3.send({ method, ...sent, incoming: req }));
    }
    if (!credential) {
      log(`[cloud] refused an unsigned ${method} ${target.path}`);
      return sendAnswer(req, res, s3Error(403, 'AccessDenied', 'Access Denied'));
    }
    const service = options.services[credential.service];
    if (!service) {
      const message = `The local cloud gateway does not serve ${credential.service} (${method} ${target.path})`;
      log(`[cloud] ${message}`);
      return sendAnswer(req, res, jsonAnswer(400, { message }, { 'x-amzn-errortype': 'UnknownServiceException' }));
    }
    try {
      const permissions = callerPermissions(options, credential);
      if (!permissions) {
        log(`[cloud] refused ${credential.service} ${method} ${target.path}: no local function has the key ${credential.accessKeyId}`);
        return sendAnswer(req, res, service.unrecognizedKey(credential.accessKeyId));
      }
      let body: Buffer | undefined;
      const call = gatewayCall(req, target, credential, permissions, options.account, async () => (body ??= await readBody(req)));
      const outcome = await service.serve(call);
      if (!('forward' in outcome)) return sendAnswer(req, res, outcome);
      const upstream = await options.upstreams[outcome.forward].send({
        method,
        ...signedAs(options.upstreamAccessKeyId, credential, target, req.headers),
        ...(body ? { body } : {}),
        incoming: req,
      });
      const replaced = upstream.statusCode === 404 ? outcome.onNotFound?.() : undefined;
      if (!replaced) return await relay(res, upstream);
      upstream.resume();
      log(`[cloud] ${method} ${target.path}: ${replaced.why}`);
      sendAnswer(req, res, replaced.answer);
    } catch (error) {
      // Includes the catalogue's UnknownIamActionError / MalformedArnError: the gateway asked about something AWS has not.
      const message = error instanceof Error ? error.message : String(error);
      const detail = error instanceof Error ? (error.stack ?? message) : message;
      log(`[cloud] ${credential.service} ${method} ${target.path} failed in the gateway: ${detail}`);
      if (res.headersSent) res.destroy();
      else sendAnswer(req, res, service.failure(500, message));
    }
  };
}

function gatewayCall(
  req: IncomingMessage,
  target: RequestTarget,
  credential: SigV4Credential,
  permissions: CallerPermissions,
  account: string,
  body: () => Promise<Buffer>,
): GatewayCall {
  const partition = credential.region.startsWith('cn-') ? 'aws-cn' : 'aws';
  return {
    ...permissions,
    method: req.method ?? 'GET',
    path: target.path,
    query: target.query,
    headers: req.headers,
    credential,
    account,
    partition,
    arn: (service, resource) => `arn:${partition}:${service}:${credential.region}:${account}:${resource}`,
    body,
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

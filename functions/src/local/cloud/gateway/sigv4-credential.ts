import type { IncomingHttpHeaders } from 'node:http';
import { pathAndQuery, type RequestTarget } from './request-target';

/** The credential scope of a SigV4-signed request: who signed it, for which region and service. */
export interface SigV4Credential {
  accessKeyId: string;
  region: string;
  service: string;
  /** Signed in the query string (a presigned URL) rather than the Authorization header. */
  presigned: boolean;
}

const SCOPE = /^([^/]+)\/\d{8}\/([a-z0-9-]+)\/([a-z0-9-]+)\/aws4_request$/;
const IN_HEADER = /^AWS4-HMAC-SHA256\s+Credential=([^,\s]+)/;
const QUERY_NAME = 'X-Amz-Credential';

/** `Credential=AKID/date/region/service/aws4_request` of the Authorization header, else the query's X-Amz-Credential. */
export function credentialOf(headers: IncomingHttpHeaders, query: URLSearchParams): SigV4Credential | undefined {
  const inHeader = IN_HEADER.exec(headers.authorization ?? '')?.[1];
  const scope = inHeader ?? query.get(QUERY_NAME);
  const match = scope ? SCOPE.exec(scope) : null;
  if (!match) return undefined;
  return { accessKeyId: match[1]!, region: match[2]!, service: match[3]!, presigned: inHeader === undefined };
}

/**
 * The request as if `accessKeyId` had signed it, for an upstream that checks the key but never the signature:
 * the credential of the Authorization header or of a presigned URL's query replaced, every other byte kept.
 */
export function signedAs(
  accessKeyId: string,
  credential: SigV4Credential,
  target: RequestTarget,
  headers: IncomingHttpHeaders,
): { path: string; headers: IncomingHttpHeaders } {
  if (credential.presigned) return { path: pathAndQuery(target.path, presignedQueryFor(target.rawQuery, accessKeyId)), headers };
  const authorization = headers.authorization!.replace(/Credential=[^/]+\//, `Credential=${accessKeyId}/`);
  return { path: pathAndQuery(target.path, target.rawQuery), headers: { ...headers, authorization } };
}

function presignedQueryFor(rawQuery: string, accessKeyId: string): string {
  return rawQuery
    .split('&')
    .map((pair) => {
      const [name, scope] = [...new URLSearchParams(pair)][0] ?? [];
      if (name !== QUERY_NAME || scope === undefined) return pair;
      return `${QUERY_NAME}=${encodeURIComponent(`${accessKeyId}${scope.slice(scope.indexOf('/'))}`)}`;
    })
    .join('&');
}

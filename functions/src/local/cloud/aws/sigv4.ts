/** The caller of a SigV4-signed request: from the Authorization header, or a presigned URL's X-Amz-Credential. */
export interface SignedBy {
  accessKeyId: string;
  region: string;
  service: string;
  presigned: boolean;
}

const CREDENTIAL = /^([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request$/;

export function signedBy(headers: Record<string, string | string[] | undefined>, url: URL): SignedBy | undefined {
  const authorization = String(headers.authorization ?? '');
  const inHeader = /Credential=([^,\s]+)/.exec(authorization)?.[1];
  const credential = inHeader ?? url.searchParams.get('X-Amz-Credential') ?? undefined;
  const match = credential ? CREDENTIAL.exec(credential) : null;
  if (!match) return undefined;
  return { accessKeyId: match[1]!, region: match[3]!, service: match[4]!, presigned: inHeader === undefined };
}

/**
 * The same request as signed by the upstream's own key: DynamoDB Local and s3rver check only which key
 * signed (DynamoDB Local ignores it with -sharedDb), never the signature.
 */
export function resignedFor(
  upstreamKey: string,
  caller: SignedBy,
  headers: Record<string, string | string[] | undefined>,
  url: URL,
): { headers: Record<string, string | string[] | undefined>; path: string } {
  const rewritten = { ...headers };
  if (!caller.presigned && typeof headers.authorization === 'string') {
    rewritten.authorization = headers.authorization.replace(`Credential=${caller.accessKeyId}/`, `Credential=${upstreamKey}/`);
  }
  const target = new URL(url.href);
  const credential = target.searchParams.get('X-Amz-Credential');
  if (caller.presigned && credential)
    target.searchParams.set('X-Amz-Credential', credential.replace(`${caller.accessKeyId}/`, `${upstreamKey}/`));
  return { headers: rewritten, path: `${target.pathname}${target.search}` };
}

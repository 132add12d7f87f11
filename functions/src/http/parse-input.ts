import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { INPUT_LIMITS } from '@sddp/shared';
import { invalid, payloadTooLarge } from '#kit/errors';

/**
 * The input of a call: query parameters overlaid by the body (JSON or form-encoded). Spec §7 sends
 * some values in the query and some in the body, so routes see one object either way.
 */
export function parseInput(event: APIGatewayProxyEventV2): Record<string, unknown> {
  const query: Record<string, unknown> = { ...(event.queryStringParameters ?? {}) };
  if (!event.body) return query;
  // A base64 body is 4/3 of its bytes; either way no input of ours comes near the ceiling.
  if (event.body.length > (INPUT_LIMITS.bodyMaxBytes * 4) / 3) throw payloadTooLarge();
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > INPUT_LIMITS.bodyMaxBytes) throw payloadTooLarge();
  const contentType = (event.headers['content-type'] ?? '').toLowerCase();
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return { ...query, ...Object.fromEntries(new URLSearchParams(raw)) };
  }
  if (raw.trim() === '') return query;
  try {
    const body: unknown = JSON.parse(raw);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    return { ...query, ...(body as Record<string, unknown>) };
  } catch {
    throw invalid({}, 'validation.invalid');
  }
}

export function applyAliases(input: Record<string, unknown>, aliases: Readonly<Record<string, string>> = {}) {
  const result = { ...input };
  for (const [alias, name] of Object.entries(aliases)) {
    if (alias in result && !(name in result)) result[name] = result[alias];
    delete result[alias];
  }
  return result;
}

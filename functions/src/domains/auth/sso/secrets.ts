import { readParameter } from '#kit/ssm-parameters';

/** A deployment secret: given directly (local platform, tests) or the name of an SSM SecureString (AWS). */
export interface SecretSource {
  value: string | undefined;
  parameter: string | undefined;
}

const CACHE_MS = 5 * 60_000;
const cache = new Map<string, { value: string; until: number }>();

/** The secret's value, read from SSM at most every five minutes per container; undefined when not configured. */
export async function readSecret(source: SecretSource, now = Date.now()): Promise<string | undefined> {
  if (source.value) return source.value;
  if (!source.parameter) return undefined;
  const hit = cache.get(source.parameter);
  if (hit && hit.until > now) return hit.value;
  const parameter = await readParameter(source.parameter);
  // A setting that names a parameter nobody created is a deployment fault, not "sign-on not configured".
  if (!parameter) throw new Error(`The SSM parameter ${source.parameter} does not exist.`);
  cache.set(source.parameter, { value: parameter.value, until: now + CACHE_MS });
  return parameter.value;
}

export const isConfigured = (source: SecretSource) => Boolean(source.value || source.parameter);

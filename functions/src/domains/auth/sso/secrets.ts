import type { SSMClient } from '@aws-sdk/client-ssm';
import { config } from '#kit/config';
import { lazyModule } from '#kit/lazy-module';

const ssmSdk = lazyModule(() => import('#sdk/ssm'));

/** A deployment secret: given directly (local platform, tests) or the name of an SSM SecureString (AWS). */
export interface SecretSource {
  value: string | undefined;
  parameter: string | undefined;
}

const CACHE_MS = 5 * 60_000;
const cache = new Map<string, { value: string; until: number }>();
let ssm: SSMClient | undefined;

/** The secret's value, read from SSM at most every five minutes per container; undefined when not configured. */
export async function readSecret(source: SecretSource, now = Date.now()): Promise<string | undefined> {
  if (source.value) return source.value;
  if (!source.parameter) return undefined;
  const hit = cache.get(source.parameter);
  if (hit && hit.until > now) return hit.value;
  const { GetParameterCommand, SSMClient } = await ssmSdk();
  const { AWS_REGION, SSM_ENDPOINT } = config();
  ssm ??= new SSMClient({
    region: AWS_REGION,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 3_000 },
    ...(SSM_ENDPOINT ? { endpoint: SSM_ENDPOINT } : {}),
  });
  const { Parameter } = await ssm.send(new GetParameterCommand({ Name: source.parameter, WithDecryption: true }));
  const value = Parameter?.Value;
  if (!value) return undefined;
  cache.set(source.parameter, { value, until: now + CACHE_MS });
  return value;
}

export const isConfigured = (source: SecretSource) => Boolean(source.value || source.parameter);

import type { SSMClient } from '@aws-sdk/client-ssm';
import { config } from '#kit/config';
import { lazyModule } from '#kit/lazy-module';

const ssmSdk = lazyModule(() => import('#sdk/ssm'));

/** One version of a Parameter Store parameter, SecureStrings decrypted. */
export interface ParameterVersion {
  value: string;
  version: number;
}

let client: SSMClient | undefined;

/**
 * Reads a parameter (`name:version` reads an earlier version) with one client per container; short
 * timeouts, since the reads sit on a request's path. Undefined when it, or that version, does not exist.
 */
export async function readParameter(name: string): Promise<ParameterVersion | undefined> {
  const { GetParameterCommand, SSMClient } = await ssmSdk();
  const { AWS_REGION, SSM_ENDPOINT } = config();
  client ??= new SSMClient({
    region: AWS_REGION,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 3_000 },
    ...(SSM_ENDPOINT ? { endpoint: SSM_ENDPOINT } : {}),
  });
  try {
    const { Parameter } = await client.send(new GetParameterCommand({ Name: name, WithDecryption: true }));
    return Parameter?.Value ? { value: Parameter.Value, version: Number(Parameter.Version ?? 1) } : undefined;
  } catch (error) {
    if ((error as Error).name === 'ParameterNotFound' || (error as Error).name === 'ParameterVersionNotFound') return undefined;
    throw error;
  }
}

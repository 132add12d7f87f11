import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { config } from './config';

/** Neither INITIAL_PASSWORD nor INITIAL_PASSWORD_PARAMETER is set, or the parameter is empty. */
export class SecretNotConfiguredError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SecretNotConfiguredError';
  }
}

let client: SSMClient | undefined;
let pending: Promise<string> | undefined;

/**
 * The initial password of new and administrator-reset accounts (spec §9): INITIAL_PASSWORD where the
 * local platform sets it, else the SSM SecureString named by INITIAL_PASSWORD_PARAMETER, read once per
 * process (a failed read is retried on the next call).
 */
export function initialPassword(): Promise<string> {
  const { INITIAL_PASSWORD, INITIAL_PASSWORD_PARAMETER } = config();
  if (INITIAL_PASSWORD) return Promise.resolve(INITIAL_PASSWORD);
  if (!INITIAL_PASSWORD_PARAMETER) {
    return Promise.reject(
      new SecretNotConfiguredError(
        'The initial password is not configured: set INITIAL_PASSWORD, or INITIAL_PASSWORD_PARAMETER to an SSM SecureString name',
      ),
    );
  }
  pending ??= readParameter(INITIAL_PASSWORD_PARAMETER).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function readParameter(name: string): Promise<string> {
  // Tests point the SDK at a stand-in through its own AWS_ENDPOINT_URL_SSM variable.
  client ??= new SSMClient({ region: config().AWS_REGION });
  let value: string | undefined;
  try {
    const { Parameter } = await client.send(new GetParameterCommand({ Name: name, WithDecryption: true }));
    value = Parameter?.Value;
  } catch (error) {
    throw new SecretNotConfiguredError(`The initial password parameter ${name} could not be read`, { cause: error });
  }
  if (!value) throw new SecretNotConfiguredError(`The initial password parameter ${name} is empty`);
  return value;
}

/** Tests point the process at new settings; drop the cached client and value. */
export function resetSecretsForTests(): void {
  client?.destroy();
  client = undefined;
  pending = undefined;
}

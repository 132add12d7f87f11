import type { LocalFunction } from '../template/read-deployment';

/** Variables Lambda sets itself; a template that declares one is refused, as CloudFormation refuses it. */
const RESERVED = new Set([
  '_HANDLER',
  'AWS_REGION',
  'AWS_DEFAULT_REGION',
  'AWS_EXECUTION_ENV',
  'AWS_LAMBDA_FUNCTION_NAME',
  'AWS_LAMBDA_FUNCTION_MEMORY_SIZE',
  'AWS_LAMBDA_FUNCTION_VERSION',
  'AWS_LAMBDA_LOG_GROUP_NAME',
  'AWS_LAMBDA_LOG_STREAM_NAME',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'TZ',
]);

/** The functions' config variables that point the SDK clients at the local cloud gateway (functions/src/kit/config.ts). */
export const LOCAL_ENDPOINT_VARIABLES = [
  'DYNAMODB_ENDPOINT',
  'S3_ENDPOINT',
  'SES_ENDPOINT',
  'SNS_ENDPOINT',
  'LAMBDA_ENDPOINT',
  'SSM_ENDPOINT',
] as const;

export interface EnvironmentInputs {
  fn: LocalFunction;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The local cloud gateway: every AWS endpoint of the function. */
  endpoint: string;
  /** Platform knobs passed to every function (LOG_LEVEL); never application settings. */
  passThrough: Readonly<Record<string, string>>;
  /** Replaces the local template's placeholder origins with the running stand-ins' (local-settings.ts). */
  substitute: (value: string) => string;
}

/**
 * A function's whole environment: what Lambda sets (region, name, credentials, UTC), the local
 * endpoints, and exactly the variables its template resource declares. Nothing of the platform's own
 * environment leaks in.
 */
export function functionEnvironment({
  fn,
  region,
  credentials,
  endpoint,
  passThrough,
  substitute,
}: EnvironmentInputs): Record<string, string> {
  const reserved = Object.keys(fn.environment).filter((name) => RESERVED.has(name));
  if (reserved.length > 0) throw new Error(`${fn.label}: its template sets reserved variables ${reserved.join(', ')}`);
  const declared = Object.fromEntries(Object.entries(fn.environment).map(([name, value]) => [name, substitute(value)]));
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    LANG: 'en_US.UTF-8',
    TZ: 'UTC',
    AWS_REGION: region,
    AWS_DEFAULT_REGION: region,
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    AWS_LAMBDA_FUNCTION_NAME: fn.name,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memoryMb),
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${fn.name}`,
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...Object.fromEntries(LOCAL_ENDPOINT_VARIABLES.map((name) => [name, endpoint])),
    ...passThrough,
    ...declared,
  };
}

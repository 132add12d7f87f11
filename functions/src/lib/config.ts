import * as z from 'zod';

/** The functions' environment, parsed once; nothing else reads process.env. */
const schema = z.object({
  TABLE_NAME: z.string().min(1),
  UPLOAD_BUCKET: z.string().min(1),
  AWS_REGION: z.string().default('cn-north-1'),
  /** Local platform only: the wire-compatible services started in-process. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  /** Local platform only: where e-mail and SMS are captured instead of sent. */
  OUTBOX_DIR: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@sddp.local'),
  /** Tests only: wire-level stand-ins for SES and SNS. */
  SES_ENDPOINT: z.url().optional(),
  SNS_ENDPOINT: z.url().optional(),
  /** The web origin, for links in e-mails (password reset) and extension sign-in links. */
  PUBLIC_URL: z.string().default(''),
  /** Optional tightening of the password policy (JSON, merged over the default of shared/). */
  PASSWORD_POLICY: z.string().optional(),
  /** Comma-separated account codes granted the maturity-score list (spec §6). */
  SCORE_SUPERUSER_CODES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  SYS_LOGOUT_URL: z.string().default(''),
  HUAYUN_URL: z.string().default(''),
  /**
   * Enterprise sign-on (lib/sso): per provider its issuer and client id; the client secret is an SSM
   * SecureString named by *_SECRET_PARAMETER on AWS, or given as *_CLIENT_SECRET locally and in tests.
   */
  OIDC_INTRANET_ISSUER: z.string().default(''),
  OIDC_INTRANET_CLIENT_ID: z.string().default(''),
  OIDC_INTRANET_CLIENT_SECRET: z.string().optional(),
  OIDC_INTRANET_SECRET_PARAMETER: z.string().optional(),
  OIDC_INTERNET_ISSUER: z.string().default(''),
  OIDC_INTERNET_CLIENT_ID: z.string().default(''),
  OIDC_INTERNET_CLIENT_SECRET: z.string().optional(),
  OIDC_INTERNET_SECRET_PARAMETER: z.string().optional(),
  /** The ID-token claim that names the account (its userCode). */
  OIDC_USER_CLAIM: z.string().default('preferred_username'),
  /** The key partners' shared secrets are derived from (lib/sso/partner-secrets.ts). */
  PARTNER_KEY: z.string().optional(),
  PARTNER_KEY_PARAMETER: z.string().optional(),
  /** The inventory system (spec §4): base URL is HUAYUN_URL; client id and secret as above. */
  INVENTORY_CLIENT_ID: z.string().default(''),
  INVENTORY_CLIENT_SECRET: z.string().optional(),
  INVENTORY_SECRET_PARAMETER: z.string().optional(),
  INVENTORY_TIMEOUT_MS: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .default('5000')
    .transform(Number),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** AWS: the spreadsheet worker function the domain functions hand jobs to (the local platform installs its own invoker). */
  SPREADSHEET_WORKER_FUNCTION: z.string().optional(),
  /** Tests only: a wire-level stand-in for Lambda's Invoke. */
  LAMBDA_ENDPOINT: z.url().optional(),
});

export type Config = z.infer<typeof schema>;

let cached: Config | undefined;

export function config(): Config {
  cached ??= schema.parse(process.env);
  return cached;
}

/** Tests and the local server set the environment before first use; this lets them re-read it. */
export function resetConfigForTests(): void {
  cached = undefined;
}

import * as z from 'zod/mini';

/** The functions' environment, parsed once; nothing else reads process.env. */
const schema = z.object({
  TABLE_NAME: z.string().check(z.minLength(1)),
  UPLOAD_BUCKET: z.string().check(z.minLength(1)),
  AWS_REGION: z._default(z.string(), 'cn-north-1'),
  /** Local platform only: the wire-compatible services started in-process. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  S3_ENDPOINT: z.optional(z.url()),
  /** Local platform only: where e-mail and SMS are captured instead of sent. */
  OUTBOX_DIR: z.optional(z.string()),
  MAIL_FROM: z._default(z.string(), 'no-reply@sddp.local'),
  /** Tests only: wire-level stand-ins for SES and SNS. */
  SES_ENDPOINT: z.optional(z.url()),
  SNS_ENDPOINT: z.optional(z.url()),
  /** The web origin, for links in e-mails (password reset) and extension sign-in links. */
  PUBLIC_URL: z._default(z.string(), ''),
  /** Optional tightening of the password policy (JSON, merged over the default of shared/). */
  PASSWORD_POLICY: z.optional(z.string()),
  /** Comma-separated account codes granted the maturity-score list (spec §6). */
  SCORE_SUPERUSER_CODES: z.pipe(
    z._default(z.string(), ''),
    z.transform((value) =>
      value
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ),
  SYS_LOGOUT_URL: z._default(z.string(), ''),
  HUAYUN_URL: z._default(z.string(), ''),
  /**
   * Enterprise sign-on (lib/sso): per provider its issuer and client id; the client secret is an SSM
   * SecureString named by *_SECRET_PARAMETER on AWS, or given as *_CLIENT_SECRET locally and in tests.
   */
  OIDC_INTRANET_ISSUER: z._default(z.string(), ''),
  OIDC_INTRANET_CLIENT_ID: z._default(z.string(), ''),
  OIDC_INTRANET_CLIENT_SECRET: z.optional(z.string()),
  OIDC_INTRANET_SECRET_PARAMETER: z.optional(z.string()),
  OIDC_INTERNET_ISSUER: z._default(z.string(), ''),
  OIDC_INTERNET_CLIENT_ID: z._default(z.string(), ''),
  OIDC_INTERNET_CLIENT_SECRET: z.optional(z.string()),
  OIDC_INTERNET_SECRET_PARAMETER: z.optional(z.string()),
  /** The ID-token claim that names the account (its userCode). */
  OIDC_USER_CLAIM: z._default(z.string(), 'preferred_username'),
  /** The key partners' shared secrets are derived from (lib/sso/partner-secrets.ts). */
  PARTNER_KEY: z.optional(z.string()),
  PARTNER_KEY_PARAMETER: z.optional(z.string()),
  /** The inventory system (spec §4): base URL is HUAYUN_URL; client id and secret as above. */
  INVENTORY_CLIENT_ID: z._default(z.string(), ''),
  INVENTORY_CLIENT_SECRET: z.optional(z.string()),
  INVENTORY_SECRET_PARAMETER: z.optional(z.string()),
  INVENTORY_TIMEOUT_MS: z.pipe(z._default(z.string().check(z.regex(/^[1-9]\d{0,5}$/)), '5000'), z.transform(Number)),
  LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error']), 'info'),
  /** AWS: the spreadsheet worker function the domain functions hand jobs to (the local platform installs its own invoker). */
  SPREADSHEET_WORKER_FUNCTION: z.optional(z.string()),
  /** Tests only: a wire-level stand-in for Lambda's Invoke. */
  LAMBDA_ENDPOINT: z.optional(z.url()),
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

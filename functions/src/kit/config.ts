import * as z from 'zod/mini';

/** The functions' environment, parsed once; nothing else reads process.env. */
const schema = z.object({
  TABLE_NAME: z.optional(z.string().check(z.minLength(1))),
  UPLOAD_BUCKET: z.optional(z.string().check(z.minLength(1))),
  AWS_REGION: z._default(z.string(), 'cn-north-1'),
  /** Local platform only: the wire-compatible services started in-process. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  S3_ENDPOINT: z.optional(z.url()),
  /** Local platform only: where e-mail and SMS are captured instead of sent. */
  OUTBOX_DIR: z.optional(z.string()),
  MAIL_FROM: z._default(z.string(), ''),
  /** Local platform and tests only: wire-level stand-ins for SES, SNS and SSM. */
  SES_ENDPOINT: z.optional(z.url()),
  SNS_ENDPOINT: z.optional(z.url()),
  SSM_ENDPOINT: z.optional(z.url()),
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
  /** The key partners' shared secrets are derived from (domains/auth/sso/partner-secrets.ts). */
  PARTNER_KEY: z.optional(z.string()),
  PARTNER_KEY_PARAMETER: z.optional(z.string()),
  /** The SSM parameter holding the header value CloudFront adds (http/origin-check.ts); unset, any caller is served. */
  ORIGIN_SECRET_PARAMETER: z.optional(z.string()),
  /** The inventory system (spec §4): base URL is HUAYUN_URL; client id and secret as above. */
  INVENTORY_CLIENT_ID: z._default(z.string(), ''),
  INVENTORY_CLIENT_SECRET: z.optional(z.string()),
  INVENTORY_SECRET_PARAMETER: z.optional(z.string()),
  INVENTORY_TIMEOUT_MS: z.pipe(z._default(z.string().check(z.regex(/^[1-9]\d{0,5}$/)), '5000'), z.transform(Number)),
  LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error']), 'info'),
  /** AWS: the spreadsheet worker function the domain functions hand jobs to (the local platform installs its own invoker). */
  SPREADSHEET_WORKER_FUNCTION: z.optional(z.string()),
  /** Local platform and tests only: a wire-level stand-in for Lambda's Invoke. */
  LAMBDA_ENDPOINT: z.optional(z.url()),
});

type Parsed = z.infer<typeof schema>;

/**
 * Settings a function's template must give when its code reads them: no default stands in for one
 * that is missing, so a function deployed without it fails on first read (and at its cold start, for
 * the settings its entry declares with `declareSettings`), locally as on AWS.
 */
export const TEMPLATE_SETTINGS = [
  'TABLE_NAME',
  'UPLOAD_BUCKET',
  'MAIL_FROM',
  'PUBLIC_URL',
  'SCORE_SUPERUSER_CODES',
  'SYS_LOGOUT_URL',
  'HUAYUN_URL',
  'SPREADSHEET_WORKER_FUNCTION',
] as const;
export type TemplateSetting = (typeof TEMPLATE_SETTINGS)[number];
const templateSettings: ReadonlySet<string> = new Set(TEMPLATE_SETTINGS);

export type Config = Omit<Parsed, 'TABLE_NAME' | 'UPLOAD_BUCKET' | 'SPREADSHEET_WORKER_FUNCTION'> & {
  TABLE_NAME: string;
  UPLOAD_BUCKET: string;
  SPREADSHEET_WORKER_FUNCTION: string;
};

/** A setting the code reads that the function's environment does not give. */
export class MissingSettingError extends Error {
  constructor(readonly settings: readonly string[]) {
    super(
      `${functionLabel()} reads ${settings.join(', ')}, which its environment does not set: add ${settings.length > 1 ? 'them' : 'it'} to the function in the CDK app (infra/)`,
    );
    this.name = 'MissingSettingError';
  }
}

/** A setting read by a function whose entry does not declare it (so its absence would only show on that path). */
export class UndeclaredSettingError extends Error {
  constructor(readonly setting: string) {
    super(`${functionLabel()} reads ${setting}, which its entry does not declare: add it to the entry's declareSettings([...])`);
    this.name = 'UndeclaredSettingError';
  }
}

const functionLabel = () => (process.env.AWS_LAMBDA_FUNCTION_NAME ? `Function ${process.env.AWS_LAMBDA_FUNCTION_NAME}` : 'This process');

let cached: Config | undefined;
const declared = new Set<TemplateSetting>();

export function config(): Config {
  if (!cached) {
    const given = new Set(TEMPLATE_SETTINGS.filter((name) => process.env[name] !== undefined));
    // Checked only in a function (on Lambda or the local runtime): tests call many entries' code in one process.
    const inFunction = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);
    cached = new Proxy(schema.parse(process.env) as Config, {
      get(target, key, receiver) {
        if (typeof key === 'string' && templateSettings.has(key)) {
          if (!given.has(key as TemplateSetting)) throw new MissingSettingError([key]);
          if (inFunction && !declared.has(key as TemplateSetting)) throw new UndeclaredSettingError(key);
        }
        return Reflect.get(target, key, receiver);
      },
    });
  }
  return cached;
}

/**
 * Called once by each Lambda entry at module load with every template setting its code reads: a
 * setting the environment lacks fails the cold start, naming it, instead of the first request that
 * reads it.
 */
export function declareSettings(settings: readonly TemplateSetting[]): void {
  for (const setting of settings) declared.add(setting);
  // In-process tests load many entries into one process that is no function; they check on read only.
  if (!process.env.AWS_LAMBDA_FUNCTION_NAME) return;
  const missing = settings.filter((setting) => process.env[setting] === undefined);
  if (missing.length > 0) throw new MissingSettingError(missing);
}

/**
 * The settings this process's entry declared (the local runtime compares them with the template).
 * @public Re-exported by the local bundles' entry (infra/bin/local-bundles.ts), which no import shows.
 */
export function declaredSettings(): TemplateSetting[] {
  return [...declared].sort();
}

/** Tests and the local server set the environment before first use; this lets them re-read it. */
export function resetConfigForTests(): void {
  cached = undefined;
}

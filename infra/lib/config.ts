import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import * as z from 'zod';
import { DEFAULT_PASSWORD_POLICY, passwordPolicySchema } from '@sddp/shared/password-policy';

const RETENTION_DAYS = new Set<number>(Object.values(RetentionDays).filter((value) => typeof value === 'number'));

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default('');

/** An SSM parameter name (a SecureString created outside the stacks, so no secret is ever in a template). */
const ssmParameterName = z
  .union([z.literal(''), z.string().regex(/^\/?[A-Za-z0-9_.\-/]{1,1000}$/, 'an SSM parameter name, e.g. /sddp/prod/oidc-intranet-secret')])
  .default('');

/** An SES identity: its ARN, a domain, or an e-mail address. */
const sesIdentity = z.union([
  z.literal(''),
  z.string().regex(/^arn:aws(-cn)?:ses:[a-z0-9-]+:\d{12}:identity\/[^\s/]+$/),
  z.email(),
  z.string().regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i),
]);

/** Overrides of the shared password policy, as JSON; the merged policy must be valid. Kept as given (compact). */
const passwordPolicyJson = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'passwordPolicy: not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.strictObject(passwordPolicySchema.shape).partial())
  .refine(
    (overrides) => {
      const merged = passwordPolicySchema.safeParse({ ...DEFAULT_PASSWORD_POLICY, ...overrides });
      return merged.success && merged.data.minLength <= merged.data.maxLength;
    },
    { message: 'passwordPolicy: the merged policy is invalid (minLength above maxLength?)' },
  )
  .transform((overrides) => JSON.stringify(overrides));

/**
 * The infra settings, each from CDK context (`-c key=value` or cdk.json) or else the environment
 * variable named in docs/architecture.md (infrastructure). Parsed once, here; nothing else reads process.env.
 */
const schema = z.object({
  /** Names the stacks (`sddp-<stage>-data` …) so several stages can share an account. */
  stage: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,19}$/, 'stage: lower-case letters, digits and hyphens, 2–20 characters')
    .default('dev'),
  /** Target account; unset leaves the stacks account-agnostic (the CLI fills it in from the profile). */
  account: z
    .string()
    .regex(/^\d{12}$/)
    .optional(),
  /**
   * Target region: the CLI's CDK_DEFAULT_REGION (from the profile or AWS_REGION), else Hong Kong, the
   * nearest region of the global partition, where CloudFront has every feature the web stack uses.
   * China regions work too once a custom domain is set (docs/deploy.md).
   */
  region: z.string().min(1).default('ap-east-1'),
  /** HTTP API default-stage throttling, requests per second (steady) and burst. */
  apiRateLimit: z.coerce.number().positive().default(50),
  apiBurstLimit: z.coerce.number().int().positive().default(100),
  /**
   * Origins allowed to PUT/GET uploads straight to S3 with presigned URLs. The distribution's own
   * domain is only known after the first deploy; until it is set, any CloudFront domain of the
   * partition is allowed (the presigned signature, not CORS, is what authorises an upload).
   */
  webOrigins: commaList.pipe(z.array(z.url({ protocol: /^https$/ }).transform((url) => new URL(url).origin)).min(1)).optional(),
  /** CloudWatch and S3 log retention. China's Cybersecurity Law asks for at least six months. */
  logRetentionDays: z.coerce
    .number()
    .refine((days) => RETENTION_DAYS.has(days), 'logRetentionDays: one of the CloudWatch retention values')
    .default(RetentionDays.SIX_MONTHS),
  /** Passed through to the functions (functions/src/kit/config.ts). */
  scoreSuperuserCodes: z.string().default(''),
  sysLogoutUrl: optionalUrl,
  huayunUrl: optionalUrl,
  /** The sender of e-mail (password reset, codes); unset, the functions cannot send e-mail. */
  mailFrom: z.union([z.literal(''), z.email()]).default(''),
  /**
   * The verified SES identity the functions may send as.
   * @default - the domain and the address of `mailFrom`
   */
  mailFromIdentity: sesIdentity.default(''),
  /**
   * The web origin users see, for links in e-mails.
   * @default - the first of `webOrigins` when set, else none (the CloudFront domain is only known after deploy)
   */
  publicUrl: optionalUrl,
  /**
   * Enterprise sign-on (issue 15), per provider: issuer URL, client id, and the SSM SecureString holding
   * the client secret. A provider without all three has no button. Only the auth function reads them.
   */
  oidcIntranetIssuer: optionalUrl,
  oidcIntranetClientId: z.string().default(''),
  oidcIntranetSecretParameter: ssmParameterName,
  oidcInternetIssuer: optionalUrl,
  oidcInternetClientId: z.string().default(''),
  oidcInternetSecretParameter: ssmParameterName,
  /** The ID-token claim naming the account's userCode. */
  oidcUserClaim: z
    .string()
    .regex(/^[\w.:-]{1,100}$/)
    .default('preferred_username'),
  /** The SSM SecureString partners' shared secrets are derived from (32+ random bytes). */
  partnerKeyParameter: ssmParameterName,
  /** The inventory system (base URL: huayunUrl): its client id and the SSM SecureString of its client secret. */
  inventoryClientId: z.string().default(''),
  inventorySecretParameter: ssmParameterName,
  /** JSON overrides of the shared password policy, e.g. {"maxAgeDays":60} (an object in cdk.json). */
  passwordPolicy: z
    .preprocess((value) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : value), passwordPolicyJson)
    .optional(),
});

export type InfraConfig = Omit<z.output<typeof schema>, 'webOrigins' | 'logRetentionDays'> & {
  /** Derived from the region: the China regions form their own partition with fewer CloudFront features. */
  partition: 'aws' | 'aws-cn';
  webOrigins: string[];
  logRetentionDays: RetentionDays;
};
export type InfraSettings = z.input<typeof schema>;

/** Validates raw settings and fills in the defaults; throws one error naming every bad setting. */
export function parseInfraConfig(raw: Record<string, unknown>): InfraConfig {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid infra configuration:\n${z.prettifyError(parsed.error)}`);
  const { webOrigins, logRetentionDays, publicUrl, ...rest } = parsed.data;
  const partition = rest.region.startsWith('cn-') ? 'aws-cn' : 'aws';
  const cloudFrontDomain = partition === 'aws-cn' ? 'cloudfront.cn' : 'cloudfront.net';
  return {
    ...rest,
    partition,
    webOrigins: webOrigins ?? [`https://*.${cloudFrontDomain}`],
    logRetentionDays: logRetentionDays as RetentionDays,
    publicUrl: (publicUrl || webOrigins?.[0] || '').replace(/\/+$/, ''),
  };
}

/** Context key → environment variable read when the context does not set it. */
const SOURCES: Record<keyof InfraSettings, string> = {
  stage: 'SDDP_STAGE',
  account: 'CDK_DEFAULT_ACCOUNT',
  region: 'CDK_DEFAULT_REGION',
  apiRateLimit: 'SDDP_API_RATE_LIMIT',
  apiBurstLimit: 'SDDP_API_BURST_LIMIT',
  webOrigins: 'SDDP_WEB_ORIGINS',
  logRetentionDays: 'SDDP_LOG_RETENTION_DAYS',
  scoreSuperuserCodes: 'SCORE_SUPERUSER_CODES',
  sysLogoutUrl: 'SYS_LOGOUT_URL',
  huayunUrl: 'HUAYUN_URL',
  mailFrom: 'SDDP_MAIL_FROM',
  mailFromIdentity: 'SDDP_MAIL_FROM_IDENTITY',
  publicUrl: 'SDDP_PUBLIC_URL',
  passwordPolicy: 'SDDP_PASSWORD_POLICY',
  oidcIntranetIssuer: 'SDDP_OIDC_INTRANET_ISSUER',
  oidcIntranetClientId: 'SDDP_OIDC_INTRANET_CLIENT_ID',
  oidcIntranetSecretParameter: 'SDDP_OIDC_INTRANET_SECRET_PARAMETER',
  oidcInternetIssuer: 'SDDP_OIDC_INTERNET_ISSUER',
  oidcInternetClientId: 'SDDP_OIDC_INTERNET_CLIENT_ID',
  oidcInternetSecretParameter: 'SDDP_OIDC_INTERNET_SECRET_PARAMETER',
  oidcUserClaim: 'SDDP_OIDC_USER_CLAIM',
  partnerKeyParameter: 'SDDP_PARTNER_KEY_PARAMETER',
  inventoryClientId: 'SDDP_INVENTORY_CLIENT_ID',
  inventorySecretParameter: 'SDDP_INVENTORY_SECRET_PARAMETER',
};

/** Reads every setting from the app's context, falling back to the environment. */
export function loadInfraConfig(scope: Construct, env: NodeJS.ProcessEnv = process.env): InfraConfig {
  const raw = Object.fromEntries(Object.entries(SOURCES).map(([key, variable]) => [key, scope.node.tryGetContext(key) ?? env[variable]]));
  return parseInfraConfig(raw);
}

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

const hostname = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** An SES identity: its ARN, a domain, or an e-mail address. */
const sesIdentity = z.union([
  z.literal(''),
  z.string().regex(/^arn:aws(-cn)?:ses:[a-z0-9-]+:\d{12}:identity\/[^\s/]+$/),
  z.email(),
  z.string().regex(hostname),
]);

/** The viewer certificate: an ACM certificate in us-east-1 (global partition), or an IAM server certificate (China). */
const certificateArn = z.union([
  z.literal(''),
  z.string().regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'certificateArn: an ACM certificate in us-east-1'),
  z.string().regex(/^arn:aws-cn:iam::\d{12}:server-certificate\/[\w+=,.@/-]+$/, 'certificateArn: an IAM server certificate (China)'),
]);

const DEPLOY_STYLES = ['canary', 'linear', 'all-at-once'] as const;

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
  /**
   * The site's own domain (CloudFront alternate domain name), with `certificateArn`. Sets `publicUrl` and
   * `webOrigins` unless they are given. Required in the China regions outside dev (ICP).
   */
  domainName: z.union([z.literal(''), z.string().regex(hostname, 'domainName: a host name such as sddp.example.com')]).default(''),
  certificateArn: certificateArn.default(''),
  /** Where alarms are sent (an SNS e-mail subscription, confirmed by the address); unset, alarms only show in the console. */
  alarmEmail: z.union([z.literal(''), z.email()]).default(''),
  /** A WAF web ACL on CloudFront (global partition; WAF is regional-only in China). */
  waf: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).default(true),
  /** The month's SMS spend (USD) the alarm warns at 80 % of; keep it at the account's SNS spend limit. */
  smsMonthlyBudgetUsd: z.coerce.number().positive().default(100),
  /** Requests per IP in any 5 minutes before WAF blocks it: everything, and the sign-in and code routes. */
  wafRateLimit: z.coerce.number().int().min(100).default(3000),
  wafSignInRateLimit: z.coerce.number().int().min(100).default(300),
  /** Per-route throttle of each public route (no session: sign-in, captcha, codes), requests per second and burst. */
  publicRouteRateLimit: z.coerce.number().positive().default(20),
  publicRouteBurstLimit: z.coerce.number().int().positive().default(40),
  /** How a new version of an API function takes traffic. @default - canary in prod, all at once elsewhere */
  deployStyle: z.enum(DEPLOY_STYLES).optional(),
  /** Concurrent runs the spreadsheet worker may take, so imports cannot starve the API. @default - 5 in prod, unreserved elsewhere (0) */
  workerConcurrency: z.coerce.number().int().min(0).optional(),
  /** A daily AWS Backup of the table kept 35 days. @default - on outside dev */
  backup: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).optional(),
  /** The region each backup is copied to. @default - the partition's other region near the stack's (BACKUP_COPY_REGIONS), none for dev */
  backupCopyRegion: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d$/)
    .optional(),
  /** A table to use instead of the stack's own, after a restore (docs/runbook.md "Restore the table"); its indexes must be gsi1 and gsi2. */
  tableName: z.union([z.literal(''), z.string().regex(/^[\w.-]{3,255}$/, 'tableName: a DynamoDB table name')]).default(''),
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
  /**
   * An SSM String parameter (not SecureString: CloudFront reads it at deploy) holding a random value
   * CloudFront sends to the API in a header; with it, the API's own URL answers 403 to anyone else.
   */
  originSecretParameter: ssmParameterName,
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

export type DeployStyle = (typeof DEPLOY_STYLES)[number];

export type InfraConfig = Omit<
  z.output<typeof schema>,
  'webOrigins' | 'logRetentionDays' | 'deployStyle' | 'workerConcurrency' | 'backup' | 'backupCopyRegion'
> & {
  /** Derived from the region: the China regions form their own partition with fewer CloudFront features. */
  partition: 'aws' | 'aws-cn';
  webOrigins: string[];
  logRetentionDays: RetentionDays;
  deployStyle: DeployStyle;
  workerConcurrency: number;
  backup: boolean;
  /** '' when backups are not copied. */
  backupCopyRegion: string;
};

/** A second region of the same partition for backup copies, by the stack's region. */
export const BACKUP_COPY_REGIONS: Readonly<Record<string, string>> = {
  'ap-east-1': 'ap-southeast-1',
  'ap-southeast-1': 'ap-east-1',
  'cn-north-1': 'cn-northwest-1',
  'cn-northwest-1': 'cn-north-1',
};
export type InfraSettings = z.input<typeof schema>;

/** Validates raw settings and fills in the defaults; throws one error naming every bad setting. */
export function parseInfraConfig(raw: Record<string, unknown>): InfraConfig {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid infra configuration:\n${z.prettifyError(parsed.error)}`);
  const { webOrigins, logRetentionDays, publicUrl, deployStyle, workerConcurrency, backup, backupCopyRegion, ...rest } = parsed.data;
  const partition = rest.region.startsWith('cn-') ? 'aws-cn' : 'aws';
  const cloudFrontDomain = partition === 'aws-cn' ? 'cloudfront.cn' : 'cloudfront.net';
  const prod = rest.stage === 'prod';
  const dev = rest.stage === 'dev';
  const siteOrigin = rest.domainName ? `https://${rest.domainName}` : '';
  const problems = [
    ...(rest.domainName && !rest.certificateArn ? ['domainName needs certificateArn (the certificate CloudFront serves for it)'] : []),
    ...(rest.certificateArn && !rest.domainName ? ['certificateArn needs domainName'] : []),
    ...(rest.certificateArn && rest.certificateArn.startsWith('arn:aws-cn:') !== (partition === 'aws-cn')
      ? [
          `certificateArn: ${partition === 'aws-cn' ? 'an IAM server certificate in the China regions' : 'an ACM certificate in us-east-1 outside China'}`,
        ]
      : []),
    ...(!dev && !webOrigins && !siteOrigin
      ? [`webOrigins (or domainName) is required outside dev: stage ${rest.stage} would let any CloudFront site upload`]
      : []),
    ...(!dev && partition === 'aws-cn' && !rest.domainName
      ? ['domainName is required in the China regions outside dev (CloudFront China serves no default domain)']
      : []),
  ];
  if (problems.length > 0) throw new Error(`Invalid infra configuration:\n${problems.map((problem) => `✖ ${problem}`).join('\n')}`);
  return {
    ...rest,
    partition,
    webOrigins: webOrigins ?? (siteOrigin ? [siteOrigin] : [`https://*.${cloudFrontDomain}`]),
    logRetentionDays: logRetentionDays as RetentionDays,
    publicUrl: (publicUrl || siteOrigin || webOrigins?.[0] || '').replace(/\/+$/, ''),
    deployStyle: deployStyle ?? (prod ? 'canary' : 'all-at-once'),
    workerConcurrency: workerConcurrency ?? (prod ? 5 : 0),
    backup: backup ?? !dev,
    backupCopyRegion: backupCopyRegion ?? (dev ? '' : (BACKUP_COPY_REGIONS[rest.region] ?? '')),
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
  domainName: 'SDDP_DOMAIN_NAME',
  certificateArn: 'SDDP_CERTIFICATE_ARN',
  alarmEmail: 'SDDP_ALARM_EMAIL',
  tableName: 'SDDP_TABLE_NAME',
  smsMonthlyBudgetUsd: 'SDDP_SMS_MONTHLY_BUDGET_USD',
  waf: 'SDDP_WAF',
  wafRateLimit: 'SDDP_WAF_RATE_LIMIT',
  wafSignInRateLimit: 'SDDP_WAF_SIGN_IN_RATE_LIMIT',
  publicRouteRateLimit: 'SDDP_PUBLIC_ROUTE_RATE_LIMIT',
  publicRouteBurstLimit: 'SDDP_PUBLIC_ROUTE_BURST_LIMIT',
  deployStyle: 'SDDP_DEPLOY_STYLE',
  workerConcurrency: 'SDDP_WORKER_CONCURRENCY',
  backup: 'SDDP_BACKUP',
  backupCopyRegion: 'SDDP_BACKUP_COPY_REGION',
  passwordPolicy: 'SDDP_PASSWORD_POLICY',
  oidcIntranetIssuer: 'SDDP_OIDC_INTRANET_ISSUER',
  oidcIntranetClientId: 'SDDP_OIDC_INTRANET_CLIENT_ID',
  oidcIntranetSecretParameter: 'SDDP_OIDC_INTRANET_SECRET_PARAMETER',
  oidcInternetIssuer: 'SDDP_OIDC_INTERNET_ISSUER',
  oidcInternetClientId: 'SDDP_OIDC_INTERNET_CLIENT_ID',
  oidcInternetSecretParameter: 'SDDP_OIDC_INTERNET_SECRET_PARAMETER',
  oidcUserClaim: 'SDDP_OIDC_USER_CLAIM',
  partnerKeyParameter: 'SDDP_PARTNER_KEY_PARAMETER',
  originSecretParameter: 'SDDP_ORIGIN_SECRET_PARAMETER',
  inventoryClientId: 'SDDP_INVENTORY_CLIENT_ID',
  inventorySecretParameter: 'SDDP_INVENTORY_SECRET_PARAMETER',
};

/** Reads every setting from the app's context, falling back to the environment. */
export function loadInfraConfig(scope: Construct, env: NodeJS.ProcessEnv = process.env): InfraConfig {
  const raw = Object.fromEntries(Object.entries(SOURCES).map(([key, variable]) => [key, scope.node.tryGetContext(key) ?? env[variable]]));
  return parseInfraConfig(raw);
}

import { Annotations, ArnFormat, CfnOutput, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { type CfnStage, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { ENDPOINTS, type Domain } from '@sddp/shared/contract/index';
import { runtimeFilesOf } from '../bundling/runtime-files';
import type { InfraConfig } from '../config';
import { DomainFunction } from '../constructs/domain-function';
import { FailedInvocations } from '../constructs/failed-invocations';
import { GradualDeploy } from '../constructs/gradual-deploy';
import { Jobs } from '../constructs/jobs';
import { SpreadsheetWorker } from '../constructs/spreadsheet-worker';
import { domainEntry, jobEntry, workerEntry } from '../paths';

/** The base path of the HTTP API (spec §7); CloudFront routes it to this API. */
export const API_BASE_PATH = '/user-api';

export interface ApiStackProps extends StackProps {
  readonly config: InfraConfig;
  readonly table: ITable;
  readonly tableIndexNames: readonly string[];
  readonly uploadsBucket: IBucket;
  /**
   * The entry file of a domain's handler.
   * @default - functions/src/domains/<domain>/handler.ts
   */
  readonly entryFor?: (domain: Domain) => string;
  /**
   * The entry file of a scheduled job.
   * @default - functions/src/scheduled/<name>.ts
   */
  readonly jobEntryFor?: (name: string) => string;
  /**
   * The entry file of a worker.
   * @default - functions/src/workers/<name>/handler.ts
   */
  readonly workerEntryFor?: (name: string) => string;
}

/** Domains that send e-mail (codes, reset links, temporary passwords of new and reset accounts), with links to PUBLIC_URL; the spreadsheet worker does too. */
const EMAIL_DOMAINS: ReadonlySet<Domain> = new Set(['auth', 'project', 'user']);
/** Domains that send SMS (sign-in and verification codes). */
const SMS_DOMAINS: ReadonlySet<Domain> = new Set(['auth']);
/** Domains that hold the single sign-on settings (with the logout and inventory URLs) and may read their secrets (enterprise sign-on, partners, inventory). */
const SSO_DOMAINS: ReadonlySet<Domain> = new Set(['auth']);
/** Domains that start background jobs (imports, exports) on the spreadsheet worker. */
const JOB_STARTING_DOMAINS: ReadonlySet<Domain> = new Set(['org', 'user', 'audit', 'dhmc', 'device', 'delivery']);

/** What a domain's code does with the uploads bucket. */
interface UploadsUse {
  /** The objects it reads and writes: any (presigned URLs act as its role), or only some prefixes. */
  readonly objects: 'any' | { read: readonly string[]; write: readonly string[] };
  /** Whether a route confirms an upload with `objectSize` (HeadObject), which needs s3:ListBucket to see a missing key. */
  readonly confirmsUploads?: boolean;
}

/**
 * The uploads bucket by domain, read off each domain's imports of functions/src/kit/s3/ (tests/infra
 * checks this table against the bundles): a domain not listed never touches the bucket and gets neither
 * UPLOAD_BUCKET nor a grant on it.
 */
const UPLOADS_USE: Partial<Record<Domain, UploadsUse>> = {
  // Presigned PUTs of account images, signed GETs of them in the user info.
  auth: { objects: 'any' },
  // Imports: a presigned PUT of the workbook, then HeadObject before the job starts; template workbooks.
  org: { objects: 'any', confirmsUploads: true },
  user: { objects: 'any', confirmsUploads: true },
  audit: { objects: 'any', confirmsUploads: true },
  dhmc: { objects: 'any', confirmsUploads: true },
  device: { objects: 'any', confirmsUploads: true },
  // The job status signs links to finished exports, nothing else.
  job: { objects: { read: ['exports/'], write: [] } },
  // Notice media and attachments: the editor's uploads and the links every read signs.
  notice: { objects: { read: ['fqa/work_notice/'], write: ['fqa/work_notice/'] } },
  // Delivered documents: presigned PUTs of revisions, HeadObject on confirming one, signed GETs of them;
  // the supplier's filled workbooks and the administrators' requirements workbooks, under audit/ where the worker reads them.
  delivery: { objects: { read: ['delivery/', 'audit/delivery/'], write: ['delivery/', 'audit/delivery/'] }, confirmsUploads: true },
};

/** Access-log fields; no headers, so the x-token session never reaches the logs. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    method: '$context.httpMethod',
    path: '$context.path',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    integrationStatus: '$context.integrationStatus',
    integrationError: '$context.integrationErrorMessage',
    responseLength: '$context.responseLength',
  }),
);

/**
 * The HTTP API: one Lambda per domain that has endpoints, and one route per endpoint of the shared
 * contract (`METHOD /user-api<path>`), each integrated with its domain's Lambda. Every route is
 * public at the gateway: the domain handler authenticates the x-token session and checks the
 * endpoint's declared access before any route code runs.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly functions: ReadonlyMap<Domain, DomainFunction>;
  readonly jobs: Jobs;
  readonly spreadsheetWorker: SpreadsheetWorker;
  /** Where scheduled and asynchronous invocations that finally failed are kept. */
  readonly failedInvocations: FailedInvocations;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const entryFor = props.entryFor ?? domainEntry;

    this.api = new HttpApi(this, 'HttpApi', {
      description: `SDDP ${config.stage} API`,
      createDefaultStage: false,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(new LogGroup(this, 'AccessLogs', { retention: config.logRetentionDays })),
        format: ACCESS_LOG_FORMAT,
      },
    });
    // The public routes (captcha, codes, sign-in, reset) cost SMS, mail or scrypt for anyone who calls:
    // each has its own, lower ceiling, so a flood of one cannot use up the stage's for every signed-in user.
    (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      ENDPOINTS.filter((endpoint) => endpoint.access === 'public').map((endpoint) => [
        `${endpoint.method} ${API_BASE_PATH}${endpoint.path}`,
        // A free-form map in CloudFormation: the keys are written as the template wants them.
        { ThrottlingRateLimit: config.publicRouteRateLimit, ThrottlingBurstLimit: config.publicRouteBurstLimit },
      ]),
    );

    const policyEnvironment: Record<string, string> = config.passwordPolicy ? { PASSWORD_POLICY: config.passwordPolicy } : {};
    this.failedInvocations = new FailedInvocations(this, 'FailedInvocations');
    this.spreadsheetWorker = new SpreadsheetWorker(this, 'SpreadsheetWorker', {
      entry: (props.workerEntryFor ?? workerEntry)('spreadsheet'),
      table: props.table,
      tableIndexNames: props.tableIndexNames,
      uploadsBucket: props.uploadsBucket,
      failures: this.failedInvocations,
      // The account imports mail each new account its temporary password, with a link to the site.
      environment: { PUBLIC_URL: config.publicUrl, ...policyEnvironment },
      logRetention: config.logRetentionDays,
      reservedConcurrency: config.workerConcurrency,
    });
    this.allowSendingEmail(this.spreadsheetWorker.worker, config);
    const functions = new Map<Domain, DomainFunction>();
    // Lambda CPU scales with memory: sign-in runs scrypt (N=2^17, 128 MiB), which wants a full vCPU.
    const MEMORY_BY_DOMAIN: Partial<Record<Domain, number>> = { auth: 1769 };
    for (const domain of new Set(ENDPOINTS.map((endpoint) => endpoint.domain))) {
      const fn = new DomainFunction(this, `${pascalCase(domain)}Function`, {
        domain,
        entry: entryFor(domain),
        logRetention: config.logRetentionDays,
        runtimeFiles: runtimeFilesOf(domain),
        ...(MEMORY_BY_DOMAIN[domain] ? { memorySize: MEMORY_BY_DOMAIN[domain] } : {}),
        // Exactly the settings the domain's code reads (its entry's declareSettings; tests/functions/local/cloud checks).
        environment: {
          SCORE_SUPERUSER_CODES: config.scoreSuperuserCodes,
          ...(EMAIL_DOMAINS.has(domain) ? { PUBLIC_URL: config.publicUrl } : {}),
          ...(SSO_DOMAINS.has(domain) ? { SYS_LOGOUT_URL: config.sysLogoutUrl, HUAYUN_URL: config.huayunUrl } : {}),
          ...policyEnvironment,
        },
      });
      fn.bindTable(props.table, props.tableIndexNames);
      const uploads = UPLOADS_USE[domain];
      if (uploads) {
        if (uploads.objects === 'any') fn.bindUploads(props.uploadsBucket);
        else fn.bindUploadPrefixes(props.uploadsBucket, uploads.objects);
        if (uploads.confirmsUploads) fn.allowMissingObjectChecks(props.uploadsBucket);
      }
      if (EMAIL_DOMAINS.has(domain)) this.allowSendingEmail(fn, config);
      if (SMS_DOMAINS.has(domain)) fn.grantSendSms();
      if (JOB_STARTING_DOMAINS.has(domain)) this.spreadsheetWorker.allowStartingJobs(fn);
      if (SSO_DOMAINS.has(domain)) grantSso(fn, config);
      // Its earlier versions too (`name:version`), which IAM authorises as the parameter itself.
      fn.grantReadParameters({ ORIGIN_SECRET_PARAMETER: config.originSecretParameter });
      functions.set(domain, fn);
    }
    this.functions = functions;
    if (!config.mailFrom) {
      Annotations.of(this).addWarningV2(
        'sddp:mailFrom',
        'mailFrom is not set: the functions cannot send e-mail (password reset, codes). See docs/deploy.md.',
      );
    }
    if (!config.publicUrl) {
      Annotations.of(this).addWarningV2(
        'sddp:publicUrl',
        'publicUrl is not set: links in e-mails have no origin. Set it (or webOrigins) to the site URL after the first deploy.',
      );
    }

    this.jobs = new Jobs(this, 'Jobs', {
      table: props.table,
      tableIndexNames: props.tableIndexNames,
      failures: this.failedInvocations,
      environment: policyEnvironment,
      logRetention: config.logRetentionDays,
      entryFor: props.jobEntryFor ?? jobEntry,
    });

    // One invoke permission per function for the whole API, not one per route: a route costs one resource
    // instead of two, which keeps the stack far from CloudFormation's 500 (docs/architecture.md, infrastructure).
    // Routes call each function's live alias, which a deploy moves to the new version: at once, or (prod)
    // gradually, rolled back on its alarms.
    const gradual =
      config.deployStyle === 'all-at-once' ? undefined : new GradualDeploy(this, 'GradualDeploy', { style: config.deployStyle });
    for (const [domain, fn] of functions) gradual?.add(domain, fn.live);
    const integrations = new Map(
      [...functions].map(([domain, fn]) => [
        domain,
        new HttpLambdaIntegration(`${pascalCase(domain)}Integration`, fn.live, { scopePermissionToRoute: false }),
      ]),
    );
    for (const endpoint of ENDPOINTS) {
      const routes = this.api.addRoutes({
        path: `${API_BASE_PATH}${endpoint.path}`,
        methods: [HttpMethod[endpoint.method]],
        integration: integrations.get(endpoint.domain)!,
      });
      for (const route of routes) {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `Authorisation is done in the ${endpoint.domain} Lambda, from the endpoint's declared access (${describeAccess(endpoint.access)}): it validates the x-token session and permissions before any non-public route runs.`,
        });
      }
    }

    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
  }

  /**
   * The one place e-mail is granted: MAIL_FROM, and SES SendEmail as the configured identity from that
   * address alone. Without a configured sender the function still gets MAIL_FROM, empty, and no grant:
   * its code reads the setting, and sending fails with the transport error (synth warns).
   */
  private allowSendingEmail(fn: DomainFunction, config: InfraConfig): void {
    if (config.mailFrom) fn.grantSendEmail(config.mailFrom, this.sesIdentityArns(config));
    else fn.lambda.addEnvironment('MAIL_FROM', '');
  }

  /** The SES identities to send as: the configured one, else the domain and the address of mailFrom. */
  private sesIdentityArns(config: InfraConfig): string[] {
    if (config.mailFromIdentity.startsWith('arn:')) return [config.mailFromIdentity];
    const identities = config.mailFromIdentity ? [config.mailFromIdentity] : [config.mailFrom.split('@')[1]!, config.mailFrom];
    return identities.map((identity) =>
      this.formatArn({ service: 'ses', resource: 'identity', resourceName: identity, arnFormat: ArnFormat.SLASH_RESOURCE_NAME }),
    );
  }
}

/** The sign-on settings that are set, as environment variables, and read access to exactly their secret parameters. */
function grantSso(fn: DomainFunction, config: InfraConfig): void {
  const settings: Record<string, string> = {
    OIDC_INTRANET_ISSUER: config.oidcIntranetIssuer,
    OIDC_INTRANET_CLIENT_ID: config.oidcIntranetClientId,
    OIDC_INTERNET_ISSUER: config.oidcInternetIssuer,
    OIDC_INTERNET_CLIENT_ID: config.oidcInternetClientId,
    INVENTORY_CLIENT_ID: config.inventoryClientId,
  };
  for (const [variable, value] of Object.entries(settings)) if (value) fn.lambda.addEnvironment(variable, value);
  if (config.oidcIntranetIssuer || config.oidcInternetIssuer) fn.lambda.addEnvironment('OIDC_USER_CLAIM', config.oidcUserClaim);
  fn.grantReadParameters({
    OIDC_INTRANET_SECRET_PARAMETER: config.oidcIntranetSecretParameter,
    OIDC_INTERNET_SECRET_PARAMETER: config.oidcInternetSecretParameter,
    PARTNER_KEY_PARAMETER: config.partnerKeyParameter,
    INVENTORY_SECRET_PARAMETER: config.inventorySecretParameter,
  });
}

function pascalCase(value: string): string {
  return value.replace(/(^|[-_])(\w)/g, (_match, _separator, letter: string) => letter.toUpperCase());
}

function describeAccess(access: (typeof ENDPOINTS)[number]['access']): string {
  return typeof access === 'string' ? access : `permissions ${access.join(', ')}`;
}

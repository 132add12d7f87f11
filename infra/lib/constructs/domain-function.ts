import { relative, sep } from 'node:path';
import { AssetHashType, type CfnResource, DockerImage, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Alias, Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { cachedBundle } from '../bundling/bundle-cache';
import { bundleLambda, type RuntimeFile } from '../bundling/lambda-bundle';
import { REPO_ROOT } from '../paths';
import { acknowledgeWildcardResource } from './nag';

export interface DomainFunctionProps {
  /** The API domain (`auth`, `org`, …) or job the function serves; used in its descriptions. */
  readonly domain: string;
  /**
   * The function's description.
   * @default - `SDDP <domain> API`
   */
  readonly description?: string;
  /** Absolute path of the TypeScript entry that exports `handler`. */
  readonly entry: string;
  /**
   * Application settings, as environment variables for the functions' config module.
   * `TABLE_NAME` and `UPLOAD_BUCKET` come from `bindTable()` and `bindUploads()`.
   * @default - none
   */
  readonly environment?: Readonly<Record<string, string>>;
  /** @default 512 */
  readonly memorySize?: number;
  /** @default Duration.seconds(10) */
  readonly timeout?: Duration;
  /** Concurrent runs reserved for (and the most allowed to) this function. @default - unreserved */
  readonly reservedConcurrency?: number;
  /** @default RetentionDays.SIX_MONTHS */
  readonly logRetention?: RetentionDays;
  /**
   * Files the bundle reads from disk: ones bundled CommonJS packages read relative to their own
   * `lib/` folder (see lambda-bundle.ts), and package files resolved by name with `createRequire`,
   * which finds them under `node_modules/` next to `index.mjs`.
   * @default - none
   */
  readonly runtimeFiles?: readonly RuntimeFile[];
  /**
   * Whether Node.js maps stack traces through the source maps shipped beside the bundle. Reading them
   * adds 15–19 ms to every cold start, so it is a switch for when a function is being debugged.
   * @default false
   */
  readonly sourceMaps?: boolean;
}

/** The alias callers use, moved to each new version (at once, or gradually by CodeDeploy). */
export const LIVE_ALIAS = 'live';

/** Template metadata on each function: its entry file, relative to the repository root. */
export const ENTRY_METADATA_KEY = 'sddp:entry';
/** …and the files its bundle carries (functions/src/local/cloud/runtime/function-bundles.ts bundles it the same way). */
export const RUNTIME_FILES_METADATA_KEY = 'sddp:runtimeFiles';

/** The DynamoDB item actions the data modules use; transactions are authorised per item action. */
export const TABLE_ITEM_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchGetItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:Query',
];

/**
 * The function's code: `entry` bundled on this machine by lambda-bundle.ts (never in Docker), or the
 * same bundle again while its sources are unchanged (bundle-cache.ts). The asset is hashed by its
 * output, so an unchanged bundle is not uploaded again.
 */
function bundledCode(entry: string, runtimeFiles: readonly RuntimeFile[]): Code {
  return Code.fromAsset(REPO_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Required by the API; local bundling always succeeds first, so the image is never pulled.
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22'),
      // Part of the asset's cache key: two functions must not share a bundle.
      command: ['lambda-bundle', relative(REPO_ROOT, entry), ...runtimeFiles.map(({ from, to }) => `${from}=${to}`)],
      local: {
        tryBundle(outputDir) {
          const request = { entry: relative(REPO_ROOT, entry), runtimeFiles };
          cachedBundle(request, outputDir, (dir) => bundleLambda(entry, dir, runtimeFiles).metafiles);
          return true;
        },
      },
    },
  });
}

/**
 * One domain's Lambda: Node.js 22 on Graviton, bundled by lambda-bundle.ts (minified ESM, our pinned
 * AWS SDK included, rarely used paths in their own chunks), X-Ray tracing, its own log group with retention, and a role
 * that can only write that log group until `bindTable()` / `bindUploads()` grant data access.
 */
export class DomainFunction extends Construct {
  readonly lambda: LambdaFunction;
  /** Its own log group, with the retention asked for. */
  readonly logGroup: LogGroup;
  /** The alias `live`, on a version published whenever the code or settings change: what the API calls. */
  readonly live: Alias;
  private readonly role: Role;

  constructor(scope: Construct, id: string, props: DomainFunctionProps) {
    super(scope, id);
    const runtimeFiles = props.runtimeFiles ?? [];

    const logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention ?? RetentionDays.SIX_MONTHS });
    this.logGroup = logGroup;
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `SDDP ${props.domain} function`,
    });
    logGroup.grantWrite(this.role);

    this.lambda = new LambdaFunction(this, 'Handler', {
      description: props.description ?? `SDDP ${props.domain} API`,
      code: bundledCode(props.entry, runtimeFiles),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      ...(props.reservedConcurrency ? { reservedConcurrentExecutions: props.reservedConcurrency } : {}),
      tracing: Tracing.ACTIVE,
      role: this.role,
      logGroup,
      environment: { ...props.environment, ...(props.sourceMaps ? { NODE_OPTIONS: '--enable-source-maps' } : {}) },
    });

    this.live = new Alias(this, 'Live', { aliasName: LIVE_ALIAS, version: this.lambda.currentVersion });

    // The local platform runs each function of the template from this entry (functions/src/local/cloud).
    (this.lambda.node.defaultChild as CfnResource).addMetadata(ENTRY_METADATA_KEY, relative(REPO_ROOT, props.entry).split(sep).join('/'));
    if (runtimeFiles.length > 0) (this.lambda.node.defaultChild as CfnResource).addMetadata(RUNTIME_FILES_METADATA_KEY, runtimeFiles);

    Validations.of(this.lambda).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Pinned to Node.js 22, the LTS line the functions and their pinned dependencies are tested on; moving to 24 is a deliberate upgrade.',
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray PutTraceSegments/PutTelemetryRecords (added by active tracing) support no resource-level permissions.',
    });
  }

  /**
   * Sets TABLE_NAME and grants item actions on the table (by default every one the data modules use),
   * and Query on its indexes.
   */
  bindTable(table: ITable, indexNames: readonly string[], itemActions: readonly string[] = TABLE_ITEM_ACTIONS): void {
    this.lambda.addEnvironment('TABLE_NAME', table.tableName);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...itemActions],
        resources: [table.tableArn],
      }),
    );
    if (indexNames.length > 0) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: indexNames.map((name) => `${table.tableArn}/index/${name}`),
        }),
      );
    }
  }

  /** Sets UPLOAD_BUCKET and grants reading and writing the bucket's objects, which presigned URLs act as. */
  bindUploads(bucket: IBucket): void {
    this.lambda.addEnvironment('UPLOAD_BUCKET', bucket.bucketName);
    const objects = bucket.arnForObjects('*');
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:PutObject', 's3:GetObject'], resources: [objects] }));
    acknowledgeWildcardResource(
      this.role,
      objects,
      'Object keys are chosen by the server per upload at run time; the grant is limited to Put/Get on this one bucket.',
    );
  }

  /**
   * Sets UPLOAD_BUCKET and grants object access under given prefixes only: reading (`read`), writing
   * (`write`, with aborting a multipart upload, which a streamed write may leave).
   */
  bindUploadPrefixes(bucket: IBucket, prefixes: { read: readonly string[]; write: readonly string[] }): void {
    this.lambda.addEnvironment('UPLOAD_BUCKET', bucket.bucketName);
    const grant = (actions: string[], prefix: string) => {
      const objects = bucket.arnForObjects(`${prefix}*`);
      this.role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [objects] }));
      acknowledgeWildcardResource(
        this.role,
        objects,
        `Object keys under ${prefix} are chosen by the server per job at run time; the grant is limited to that prefix of this one bucket.`,
      );
    };
    for (const prefix of prefixes.read) grant(['s3:GetObject'], prefix);
    for (const prefix of prefixes.write) grant(['s3:PutObject', 's3:AbortMultipartUpload'], prefix);
  }

  /**
   * Grants s3:ListBucket on the bucket, so that S3 answers a HeadObject of a key with no object 404 (not
   * found) rather than 403 (access denied), and `objectSize` (functions/src/kit/s3/objects.ts) can tell an
   * upload that never arrived. Unconditioned: a HeadObject carries no s3:prefix to condition on. It lets
   * the function list the bucket's keys, which are ids the server chose (docs/decisions.md, issue 24).
   */
  allowMissingObjectChecks(bucket: IBucket): void {
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
  }

  /** Sets `variable` to the function's name and lets this function invoke it (asynchronously or not). */
  grantInvoke(variable: string, target: LambdaFunction): void {
    this.lambda.addEnvironment(variable, target.functionName);
    target.grantInvoke(this.role);
    acknowledgeWildcardResource(
      this.role,
      `${target.functionArn}:*`,
      'The function may invoke only this one function; the suffix covers its versions and aliases, as aws-cdk-lib grants it.',
    );
  }

  /**
   * Sets MAIL_FROM and lets the function send e-mail through SES as the given identities, from that
   * one address only.
   */
  grantSendEmail(mailFrom: string, identityArns: readonly string[]): void {
    this.lambda.addEnvironment('MAIL_FROM', mailFrom);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [...identityArns],
        conditions: { StringEquals: { 'ses:FromAddress': mailFrom } },
      }),
    );
  }

  /**
   * Names SSM SecureString parameters in environment variables (variable → parameter name) and lets the
   * function read exactly those, decrypted; nothing else of Parameter Store.
   */
  grantReadParameters(parameters: Readonly<Record<string, string>>): void {
    const named = Object.entries(parameters).filter(([, name]) => name);
    if (named.length === 0) return;
    for (const [variable, name] of named) this.lambda.addEnvironment(variable, name);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: named.map(([, name]) =>
          Stack.of(this).formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.replace(/^\//, '') }),
        ),
      }),
    );
  }

  /** Lets the function send SMS with SNS Publish to a phone number, in its own region. */
  grantSendSms(): void {
    const policy = new Policy(this, 'SmsPolicy', {
      roles: [this.role],
      statements: [
        new PolicyStatement({
          actions: ['sns:Publish'],
          resources: ['*'],
          conditions: { StringEquals: { 'aws:RequestedRegion': Stack.of(this).region } },
        }),
      ],
    });
    Validations.of(policy).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'SNS Publish straight to a phone number has no resource to name (the SMS is not sent through a topic); the grant is sns:Publish alone, in this region.',
    });
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startDynamoDbLocal, type DynamoDbLocal, type JvmProfile } from './dynamodb-local';
import { S3RVER_CREDENTIALS, startS3Local, type S3Local } from './s3-local';
import { ensureTable } from './tables';

export const LOCAL_TABLE_NAME = 'sddp';
export const LOCAL_UPLOAD_BUCKET = 'sddp-uploads';
export const LOCAL_REGION = 'cn-north-1';

export interface ServicesOptions {
  /** Root for `dynamodb/` and `s3/`; without it S3 objects go to a temp dir removed on stop. */
  dataDir?: string;
  /** DynamoDB Local -inMemory: no table data survives stop(). Default: true without dataDir. */
  inMemory?: boolean;
  tableName?: string;
  bucket?: string;
  region?: string;
  /** DynamoDB Local's JVM tuning; 'throughput' for benchmarks (see dynamodb-local.ts). */
  jvmProfile?: JvmProfile;
  /** Origins allowed to upload to the bucket from a browser; default any. */
  corsOrigins?: readonly string[];
  log?: (line: string) => void;
}

export interface LocalServices {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  tableName: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** PID of the DynamoDB Local JVM. */
  dynamodbPid: number;
  /** The environment the functions read (functions/src/kit/config.ts), minus OUTBOX_DIR. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** DynamoDB Local and s3rver on 127.0.0.1 free ports, with the table and the uploads bucket in place. */
export async function startServices(options: ServicesOptions = {}): Promise<LocalServices> {
  // The SDK's Node 20 deprecation notice would otherwise print on every start (STACK-NOTES.md).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const tableName = options.tableName ?? LOCAL_TABLE_NAME;
  const bucket = options.bucket ?? LOCAL_UPLOAD_BUCKET;
  const region = options.region ?? LOCAL_REGION;
  const inMemory = options.inMemory ?? !options.dataDir;
  const tempDir = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'sddp-services-'));
  const root = options.dataDir ?? (tempDir as string);

  const [dynamo, s3] = await Promise.allSettled([
    startDynamoDbLocal({
      inMemory,
      ...(options.jvmProfile ? { jvmProfile: options.jvmProfile } : {}),
      dbPath: join(root, 'dynamodb'),
      ...(options.log ? { log: options.log } : {}),
    }),
    startS3Local({
      directory: join(root, 's3'),
      buckets: [bucket],
      ...(options.corsOrigins ? { allowedOrigins: options.corsOrigins } : {}),
    }),
  ]);
  const started = [dynamo, s3].flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.allSettled(started.map((service) => service.stop()));
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
  if (dynamo.status === 'rejected' || s3.status === 'rejected') {
    await stopAll();
    throw dynamo.status === 'rejected' ? dynamo.reason : (s3 as PromiseRejectedResult).reason;
  }

  const services = describeServices(dynamo.value, s3.value, { tableName, bucket, region }, stopAll);
  const client = new DynamoDBClient({ endpoint: services.dynamodbEndpoint, region, credentials: services.credentials });
  try {
    await ensureTable(client, tableName);
  } catch (error) {
    await stopAll();
    throw error;
  } finally {
    client.destroy();
  }
  return services;
}

function describeServices(
  dynamo: DynamoDbLocal,
  s3: S3Local,
  names: { tableName: string; bucket: string; region: string },
  stop: () => Promise<void>,
): LocalServices {
  const credentials = { ...S3RVER_CREDENTIALS };
  return {
    ...names,
    dynamodbEndpoint: dynamo.endpoint,
    s3Endpoint: s3.endpoint,
    credentials,
    dynamodbPid: dynamo.pid,
    env: {
      TABLE_NAME: names.tableName,
      UPLOAD_BUCKET: names.bucket,
      AWS_REGION: names.region,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stop,
  };
}

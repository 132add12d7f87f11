import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject, vi } from 'vitest';
import { resetConfigForTests } from '#kit/config';
import { setPasswordHashCostForTests } from '#kit/crypto/password';
import { resetDbClient } from '#kit/db/client';
import { resetPasswordPolicyForTests } from '#kit/password-policy';
import { resetS3Client } from '#kit/s3/client';
import { recordHandedJobs } from './jobs';
import './local-services';

// Files share a worker (isolate: false): one that left fake timers on must not hand them to the next.
vi.useRealTimers();

// Per test file: point the functions' environment at the shared local services, with a private outbox.
const services = inject('localServices');
const outboxDir = mkdtempSync(join(tmpdir(), 'sddp-outbox-'));

Object.assign(process.env, {
  TABLE_NAME: services.tableName,
  UPLOAD_BUCKET: services.bucket,
  AWS_REGION: services.region,
  AWS_ACCESS_KEY_ID: services.credentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: services.credentials.secretAccessKey,
  DYNAMODB_ENDPOINT: services.dynamodbEndpoint,
  S3_ENDPOINT: services.s3Endpoint,
  OUTBOX_DIR: outboxDir,
  PUBLIC_URL: 'http://sddp.test',
  // The settings a function's template gives (functions/src/kit/config.ts TEMPLATE_SETTINGS), as a deployment without them sets them.
  SCORE_SUPERUSER_CODES: '',
  SYS_LOGOUT_URL: '',
  HUAYUN_URL: '',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});
resetConfigForTests();
resetDbClient();
resetS3Client();
resetPasswordPolicyForTests();
// The stored string carries the cost, so checks run as deployed (functions/src/kit/crypto/password.ts).
setPasswordHashCostForTests({ N: 2 ** 10, r: 8, p: 1, keyLength: 32 });
recordHandedJobs();

afterAll(() => {
  rmSync(outboxDir, { recursive: true, force: true });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMessage, type JobStatus } from '@sddp/shared';
import { resetConfigForTests } from '#kit/config';
import { resetDbClient } from '#kit/db/client';
import { readOutbox } from '#kit/notify/outbox';
import type { PolicyStatement } from '#local/cloud/iam/types';
import type { LocalDeployment } from '#local/cloud/template/read-deployment';
import { startPlatform, type Platform } from '#local/platform';
import { signedIn, XLSX_TYPE } from '#test/orgs';
import { TEST_PLATFORM_OPTIONS } from '#test/test-platform';
import { workbookBytes } from '../../kit/spreadsheet/workbooks';

/**
 * What the template gives a function is what it may do: each grant the code needs, taken away from the
 * app as deployed, fails here as it would on AWS, with AWS's error (issue 24).
 */
const savedEnv = { ...process.env };
const dataDirs: string[] = [];
afterAll(() => {
  process.env = savedEnv;
  resetConfigForTests();
  resetDbClient();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function withPlatform(
  adjust: ((deployment: LocalDeployment) => LocalDeployment) | undefined,
  test: (platform: Platform, lines: string[]) => Promise<void>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sddp-grants-'));
  dataDirs.push(dataDir);
  const lines: string[] = [];
  const platform = await startPlatform({
    ...TEST_PLATFORM_OPTIONS,
    port: 0,
    dataDir,
    inMemory: true,
    webDist: false,
    seed: true,
    jobs: false,
    log: (line) => lines.push(line),
    ...(adjust ? { adjustDeployment: adjust } : {}),
  });
  try {
    await test(platform, lines);
  } finally {
    await platform.stop();
  }
}

/** The deployment with some statements of one function's role taken out. */
const withoutGrant = (entry: string, drop: (statement: PolicyStatement) => boolean) => (deployment: LocalDeployment) => ({
  ...deployment,
  functions: deployment.functions.map((fn) =>
    fn.entry !== entry
      ? fn
      : {
          ...fn,
          policies: fn.policies.map((policy) => ({
            ...policy,
            Statement: (Array.isArray(policy.Statement) ? policy.Statement : [policy.Statement]).filter((statement) => !drop(statement)),
          })),
        },
  ),
});
const actionsOf = (statement: PolicyStatement) =>
  typeof statement.Action === 'string' ? [statement.Action] : [...(statement.Action ?? [])];

function client(platform: Platform, token: string) {
  return async <T>(method: 'GET' | 'POST', path: string, input: Record<string, unknown>) => {
    const query = method === 'GET' ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
    const response = await fetch(`${platform.url}/user-api${path}${query}`, {
      method,
      headers: { 'x-token': token, 'content-type': 'application/json', 'accept-language': 'en' },
      ...(method === 'POST' ? { body: JSON.stringify(input) } : {}),
    });
    return { status: response.status, ...((await response.json()) as { code: number; message: string; result: T }) };
  };
}

/** Imports two accounts from a workbook through the API, as the user list does; answers the settled job and their addresses. */
async function importAccounts(platform: Platform): Promise<{ job: JobStatus; emails: string[] }> {
  const api = client(platform, (await signedIn('admin')).token);
  const marker = `grant${Date.now().toString(36)}`;
  const rows = [0, 1].map((index) => [
    '中化工程建设有限公司',
    `${marker}_${index}`,
    `导入${index}`,
    '13900004444',
    `${marker}.${index}@example.com`,
    '工程部',
  ]);
  const bytes = workbookBytes([['机构名称', '登录账号', '联系人', '联系电话', '邮箱', '部门'], ...rows]);
  const upload = await api<{ url: string; key: string; headers: Record<string, string> }>('POST', '/user/admin/import_upload', {
    fileName: 'users.xlsx',
    contentType: XLSX_TYPE,
    size: bytes.length,
  });
  expect(upload.code).toBe(200);
  expect((await fetch(upload.result.url, { method: 'PUT', headers: upload.result.headers, body: Buffer.from(bytes) })).status).toBe(200);
  const started = await api<{ jobId: string }>('GET', '/user/admin_import_user', { key: upload.result.key });
  expect(started.code).toBe(200);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = (await api<JobStatus>('GET', '/job/status', { id: started.result.jobId })).result;
    if (job.state === 'done' || job.state === 'failed' || Date.now() > deadline) return { job, emails: rows.map((row) => row[4]!) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Presigns an upload and never makes it, then asks the organisation import to read it. */
async function importOfMissingUpload(platform: Platform) {
  const api = client(platform, (await signedIn('admin')).token);
  const upload = await api<{ key: string }>('POST', '/org/admin/import_upload', {
    fileName: 'suppliers.xlsx',
    contentType: XLSX_TYPE,
    size: 1000,
  });
  return api('POST', '/org/admin/import_gys', { key: upload.result.key });
}

describe("the template's grants, as the local platform enforces them", () => {
  it('with the grants of the CDK app, the worker mails imported accounts and a missing upload is a clear refusal', async () => {
    await withPlatform(undefined, async (platform) => {
      const { job, emails } = await importAccounts(platform);
      expect(job.state).toBe('done');
      const mailed = (await readOutbox(platform.outboxDir)).map((message) => (message.kind === 'email' ? message.to : ''));
      for (const email of emails) expect(mailed).toContain(email);

      const missing = await importOfMissingUpload(platform);
      expect(missing).toMatchObject({ code: 400, message: formatMessage('en', 'error.importUploadMissing') });
    });
  }, 180_000);

  it("without the worker's ses:SendEmail the mails fail with AWS's AccessDenied; without s3:ListBucket a missing upload is S3's 403", async () => {
    const worker = 'functions/src/workers/spreadsheet/handler.ts';
    const org = 'functions/src/domains/org/handler.ts';
    const noMail = withoutGrant(worker, (statement) => actionsOf(statement).some((action) => action.startsWith('ses:')));
    const noList = withoutGrant(org, (statement) => actionsOf(statement).includes('s3:ListBucket'));
    await withPlatform(
      (deployment) => noList(noMail(deployment)),
      async (platform, lines) => {
        const { emails } = await importAccounts(platform);
        const mailed = (await readOutbox(platform.outboxDir)).map((message) => (message.kind === 'email' ? message.to : ''));
        for (const email of emails) expect(mailed).not.toContain(email);
        const workerName = platform.deployment.functions.find((fn) => fn.entry === worker)!.name;
        expect(lines).toContainEqual(
          expect.stringMatching(
            new RegExp(
              `^\\[cloud\\] denied: User: arn:aws:sts::000000000000:assumed-role/[^/]+/${workerName} is not authorized to perform: ses:SendEmail on resource: arn:aws:ses:ap-east-1:000000000000:identity/`,
            ),
          ),
        );

        const missing = await importOfMissingUpload(platform);
        expect(missing).toMatchObject({ code: 500 });
        expect(lines).toContainEqual(
          expect.stringMatching(
            /^\[cloud\] HEAD \/sddp-uploads\/supplier\/.*: no such object, and .*OrgFunction.* may not s3:ListBucket, so S3 answers 403$/,
          ),
        );
      },
    );
  }, 180_000);
});

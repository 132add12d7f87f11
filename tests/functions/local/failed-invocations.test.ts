import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobStatus } from '@sddp/shared';
import { resetConfigForTests } from '#kit/config';
import { resetDbClient } from '#kit/db/client';
import { resetS3Client } from '#kit/s3/client';
import type { PolicyDocument, PolicyStatement } from '#local/cloud/iam/types';
import { readQueueFolders, type StoredMessage } from '#local/cloud/queues/queue-store';
import type { DestinationRecord } from '#local/cloud/runtime/destination-record';
import type { LocalDeployment, LocalFunction } from '#local/cloud/template/read-deployment';
import { startPlatform, type Platform } from '#local/platform';
import { recordHandedJobs } from '#test/jobs';
import { signedIn } from '#test/orgs';
import { TEST_PLATFORM_OPTIONS } from '#test/test-platform';

/**
 * Failures land somewhere, locally as on AWS (issue 28): the template's EventInvokeConfigs retry the
 * worker's job events and the scheduled jobs as configured, then send Lambda's on-failure record to the
 * failure queue with the function's role, which the local SQS keeps until `npm run job:redrive` replays it.
 * The failures are injected through the roles: a table the role may not write or read.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WORKER = 'functions/src/workers/spreadsheet/handler.ts';
const PASSWORD_EXPIRY = 'functions/src/scheduled/password-expiry.ts';
const LIST_INDEX_REPAIR = 'functions/src/scheduled/list-index-repair.ts';

const deny = (action: string): PolicyDocument => ({ Statement: [{ Effect: 'Deny', Action: action, Resource: '*' }] });
const statementsOf = (policy: PolicyDocument): PolicyStatement[] =>
  Array.isArray(policy.Statement) ? [...(policy.Statement as PolicyStatement[])] : [policy.Statement as PolicyStatement];
const grantsSqs = (statement: PolicyStatement) => [statement.Action ?? []].flat().some((action) => action.startsWith('sqs:'));

/** The worker's role, kept by reference: the test gives the worker its writes back before the redrive, as an operator fixing the role would. */
const workerPolicies: PolicyDocument[] = [];
const denyWorkerWrites = deny('dynamodb:UpdateItem');

function injectFailures(deployment: LocalDeployment): LocalDeployment {
  const adjusted = (fn: LocalFunction): LocalFunction => {
    if (fn.entry === WORKER) {
      workerPolicies.push(...fn.policies, denyWorkerWrites);
      return { ...fn, policies: workerPolicies };
    }
    if (fn.entry === PASSWORD_EXPIRY) return { ...fn, policies: [...fn.policies, deny('dynamodb:Query')] };
    if (fn.entry === LIST_INDEX_REPAIR) {
      const withoutSqs = fn.policies.map((policy) => ({
        ...policy,
        Statement: statementsOf(policy).filter((statement) => !grantsSqs(statement)),
      }));
      return { ...fn, policies: [...withoutSqs, deny('dynamodb:Query')] };
    }
    return fn;
  };
  const functions = deployment.functions.map(adjusted);
  const scheduled = new Set(functions.filter((fn) => fn.entry === PASSWORD_EXPIRY || fn.entry === LIST_INDEX_REPAIR).map((fn) => fn.name));
  // Only the two failing jobs run on their schedule (once, at start); the worker is invoked by the export below.
  return { ...deployment, functions, schedules: deployment.schedules.filter((schedule) => scheduled.has(schedule.functionName)) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'sddp-failures-'));
const savedEnv = { ...process.env };
const lines: string[] = [];
/** The functions' own output, which a platform without a log file prints as Lambda would. */
const functionLines: string[] = [];
const decisions: { functionName: string; action: string; resource: string; allowed: boolean }[] = [];
let platform: Platform;
const fnOf = (entry: string) => platform.deployment.functions.find((fn) => fn.entry === entry)!;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void functionLines.push(String(line)));
  platform = await startPlatform({
    ...TEST_PLATFORM_OPTIONS,
    port: 0,
    dataDir,
    inMemory: true,
    webDist: false,
    adjustDeployment: injectFailures,
    onAuthorization: (record) => decisions.push(record),
    log: (line) => lines.push(line),
  });
}, 120_000);

afterAll(async () => {
  await platform?.stop();
  vi.restoreAllMocks();
  process.env = savedEnv;
  resetConfigForTests();
  resetDbClient();
  resetS3Client();
  recordHandedJobs();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The messages the failure queue holds (its files: looking changes nothing), each with its record. */
async function held(): Promise<{ message: StoredMessage; record: DestinationRecord }[]> {
  const queues = await readQueueFolders(platform.queuesDir);
  return queues.flatMap(({ messages }) => messages.map((message) => ({ message, record: JSON.parse(message.body) as DestinationRecord })));
}

async function recordOf(fn: LocalFunction, timeoutMs = 30_000): Promise<DestinationRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await held()).find(({ record }) => record.requestContext.functionArn.startsWith(`${fn.arn}:`));
    if (found) return found.record;
    if (Date.now() > deadline) throw new Error(`no record of ${fn.label} reached the queue; lines:\n${lines.join('\n')}`);
    await sleep(100);
  }
}

async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; lines:\n${lines.join('\n')}`);
    await sleep(100);
  }
}

/** `npm run job:redrive`, as a child process, against this platform's data folder unless told another. */
function redrive(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/redrive.ts', ...args, `--data-dir=${dataDir}`],
      { cwd: REPO_ROOT, env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('failed asynchronous invocations on the local platform', () => {
  it("retries a scheduled job as its EventInvokeConfig says, then the record reaches the queue in Lambda's shape, sent with the job's role", async () => {
    const job = fnOf(PASSWORD_EXPIRY);
    expect(job.eventInvokeConfigs).toEqual([expect.objectContaining({ maximumRetryAttempts: 2 })]);
    const queue = platform.deployment.queues.find((candidate) => candidate.arn === job.eventInvokeConfigs[0]!.onFailure)!;
    expect(queue.label).toMatch(/FailedInvocations/);

    const record = await recordOf(job);
    expect(record).toEqual({
      version: '1.0',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      requestContext: {
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        functionArn: `${job.arn}:${job.eventInvokeConfigs[0]!.qualifier}`,
        condition: 'RetriesExhausted',
        approximateInvokeCount: 3,
      },
      requestPayload: {},
      responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
      responsePayload: {
        errorType: 'AccessDeniedException',
        errorMessage: expect.stringContaining(
          `is not authorized to perform: dynamodb:Query on resource: arn:aws:dynamodb:ap-east-1:000000000000:table/sddp`,
        ),
        trace: expect.any(Array),
      },
    });
    const retries = lines.filter(
      (line) => line.includes(job.label) && line.includes(`event ${record.requestContext.requestId} threw on attempt`),
    );
    expect(retries).toEqual([expect.stringContaining('attempt 1 of 3'), expect.stringContaining('attempt 2 of 3')]);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^\\[cloud\\] ${job.label}: asynchronous event ${record.requestContext.requestId} failed: AccessDeniedException: .* after 3 attempts \\(RetriesExhausted\\); its record is in the queue ${queue.name}`,
        ),
      ),
    );
    expect(decisions).toContainEqual({ functionName: job.name, action: 'sqs:SendMessage', resource: queue.arn, allowed: true });
    // Each failed attempt wrote its metric line (shared/src/metrics.ts), which the failure alarms read on AWS.
    const failureMetrics = functionLines.filter(
      (line) => line.includes('"InvocationFailures":1') && line.includes('"service":"password-expiry"'),
    );
    expect(failureMetrics).toHaveLength(3);
    // The schedule's run ends when Lambda is done with the event, not at the first failure.
    await until(
      () => lines.includes(`[job] password-expiry: gave up after 3 attempts (AccessDeniedException), recorded in ${queue.name}`),
      'the job line',
    );

    const page = await (await fetch(`${platform.url}/__outbox`)).text();
    expect(page).toContain('Failed invocations (');
    expect(page).toContain(job.name);
  });

  it('refuses the record of a job whose role lacks sqs:SendMessage on the queue, as AWS does, and keeps nothing of it', async () => {
    const job = fnOf(LIST_INDEX_REPAIR);
    const queueArn = job.eventInvokeConfigs[0]!.onFailure!;
    await until(() => lines.some((line) => line.includes(job.label) && line.includes('its record was lost')), 'the lost record');
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^\\[cloud\\] denied: User: arn:aws:sts::000000000000:assumed-role/[^/]+/${job.name} is not authorized to perform: sqs:SendMessage on resource: ${queueArn} because no identity-based policy allows`,
        ),
      ),
    );
    expect(lines).toContainEqual(expect.stringContaining(`${job.label}: Lambda could not deliver the RetriesExhausted record`));
    expect(decisions).toContainEqual({ functionName: job.name, action: 'sqs:SendMessage', resource: queueArn, allowed: false });
    expect((await held()).filter(({ record }) => record.requestContext.functionArn.startsWith(`${job.arn}:`))).toEqual([]);
  });

  it("sends the worker's failed job event to the queue after one attempt, and the redrive replays it once the role is fixed", async () => {
    const worker = fnOf(WORKER);
    expect(worker.eventInvokeConfigs).toEqual([expect.objectContaining({ maximumRetryAttempts: 0 })]);
    const { token } = await signedIn('admin');
    const api = async <T>(method: 'GET' | 'POST', path: string, input: Record<string, string>) => {
      const query = method === 'GET' ? `?${new URLSearchParams(input)}` : '';
      const response = await fetch(`${platform.url}/user-api${path}${query}`, {
        method,
        headers: { 'x-token': token, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify(input) } : {}),
      });
      return ((await response.json()) as { result: T }).result;
    };
    const { jobId } = await api<{ jobId: string }>('POST', '/org/admin/export', { orgName: 'failure-injection' });

    const record = await recordOf(worker);
    expect(record.requestContext).toMatchObject({
      functionArn: `${worker.arn}:${worker.eventInvokeConfigs[0]!.qualifier}`,
      condition: 'RetriesExhausted',
      approximateInvokeCount: 1,
    });
    expect(record.requestPayload).toEqual({ jobId });
    expect(record.responsePayload).toMatchObject({ errorType: 'AccessDeniedException' });
    expect((await api<JobStatus>('GET', '/job/status', { id: jobId })).state).toBe('queued');
    await recordOf(fnOf(PASSWORD_EXPIRY));

    const elsewhere = await redrive(`--data-dir=${join(dataDir, 'no-platform-here')}`);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain('No platform is running on');
    expect(elsewhere.stderr).toContain('aws lambda invoke --function-name');

    const listed = await redrive('--dry-run');
    expect(listed.stderr).toBe('');
    expect(listed.stdout).toMatch(/: 2 messages \(dry run: nothing is replayed or deleted\)/);
    expect(listed.stdout).toContain(`would replay ${worker.name} {"jobId":"${jobId}"} (RetriesExhausted, 1 attempt,`);
    expect(listed.stdout).toContain(`would replay ${fnOf(PASSWORD_EXPIRY).name} {} (RetriesExhausted, 3 attempts,`);
    expect(listed.code).toBe(0);
    expect(await held()).toHaveLength(2);

    workerPolicies.splice(workerPolicies.indexOf(denyWorkerWrites), 1);
    const replayed = await redrive();
    expect(replayed.stdout).toContain(`replayed  ${worker.name} {"jobId":"${jobId}"}`);
    expect(replayed.stdout).toContain('2 replayed and deleted, 0 left in the queue');
    expect(replayed.code).toBe(0);

    const deadline = Date.now() + 30_000;
    let status = await api<JobStatus>('GET', '/job/status', { id: jobId });
    while (status.state !== 'done' && status.state !== 'failed' && Date.now() < deadline) {
      await sleep(100);
      status = await api<JobStatus>('GET', '/job/status', { id: jobId });
    }
    expect(status).toMatchObject({ state: 'done', result: { rows: 0 } });
    // The job still may not read the table: its replay failed every attempt again and left a new record.
    const again = await recordOf(fnOf(PASSWORD_EXPIRY));
    expect(again.requestContext.requestId).not.toBe(record.requestContext.requestId);
    expect((await held()).map(({ record: kept }) => kept.requestContext.functionArn)).toEqual([again.requestContext.functionArn]);
  });
});

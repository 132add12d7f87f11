/**
 * Seeds N users on the local platform (DynamoDB Local, the real handlers behind the HTTP adapter) and
 * measures sign-in and /user/info latency (p50/p95/p99) and throughput. Results: bench/results/.
 * Usage: npm run bench -- [--users 500] [--logins 60] [--infos 2000] [--concurrency 8]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { addMembership, putProject } from '#entities/project';
import { createUser } from '#entities/user';
import { hashPassword, prehashPassword } from '#kit/crypto/password';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { startPlatform } from '#local/platform';
import { resultHeader, writeBenchResult } from './support/bench-result';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '500' },
    logins: { type: 'string', default: '60' },
    infos: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '8' },
  },
});
const USERS = Number(values.users);
const LOGINS = Number(values.logins);
const INFOS = Number(values.infos);
const CONCURRENCY = Number(values.concurrency);
const PASSWORD = 'Bench#Pass1';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function summarise(latencies: number[], wallMs: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? NaN),
    throughputPerSecond: round((sorted.length / wallMs) * 1000),
  };
}

/** Runs `total` tasks with at most `concurrency` in flight; returns each task's latency in ms. */
async function pool(total: number, concurrency: number, task: (index: number) => Promise<number>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) latencies.push(await task(next++));
    }),
  );
  return summarise(latencies, performance.now() - started);
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sddp-bench-'));
  const platform = await startPlatform({ dataDir, inMemory: true, port: 0, webDist: false, seed: false, jobs: false });
  const api = `${platform.url}/user-api`;
  try {
    const seedStarted = performance.now();
    await putProject({
      id: 8001,
      projectName: '镇海项目',
      projectNameEn: 'Zhenhai',
      state: '20',
      indexUrl: '',
      indexUrlEn: '',
      createTime: new Date().toISOString(),
      version: 1,
    });
    // One production-strength hash shared by all bench users: seeding measures the table, not scrypt.
    const passwordHash = await hashPassword(prehashPassword(PASSWORD));
    const now = new Date().toISOString();
    for (let id = 1; id <= USERS; id++) {
      await createUser({
        id,
        userCode: `bench${id}`,
        linkman: `用户${id}`,
        userRole: '10',
        userType: '0',
        orgId: 101,
        orgName: '华东泵业',
        orgDepartment: '',
        email: `bench${id}@example.com`,
        email2: '',
        phone: '',
        phone2: '',
        linkPhone: '',
        businessLicence: '',
        permissionType: [],
        passwordHash,
        pwdChangedAt: now,
        mustChangePassword: false,
        createTime: now,
      });
      await addMembership({ userId: id, projectId: 8001, createTime: now });
    }
    const seedMs = performance.now() - seedStarted;

    const tokens: string[] = [];
    const signIn = async (index: number) => {
      const captcha = (await (await fetch(`${api}/cap_img`)).json()) as { result: { key: string } };
      const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.captcha(captcha.result.key) }));
      const started = performance.now();
      const response = await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: `bench${(index % USERS) + 1}`,
          password: prehashPassword(PASSWORD),
          captcha: Item?.answer,
          key: captcha.result.key,
        }),
      });
      const body = (await response.json()) as { code: number; result: { token: string } };
      if (body.code !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
      tokens.push(body.result.token);
      return performance.now() - started;
    };
    // One at a time is what a user feels; concurrent shows what one process sustains.
    const loginSerial = await pool(Math.ceil(LOGINS / 2), 1, signIn);
    const login = await pool(LOGINS, CONCURRENCY, signIn);

    const info = await pool(INFOS, CONCURRENCY * 2, async (index) => {
      const started = performance.now();
      const response = await fetch(`${api}/user/info`, { headers: { 'x-token': tokens[index % tokens.length]! } });
      const body = (await response.json()) as { code: number };
      if (body.code !== 200) throw new Error(`user/info failed: ${JSON.stringify(body)}`);
      return performance.now() - started;
    });

    const result = {
      ...resultHeader('login-and-user-info'),
      setup: { users: USERS, seedMs: Math.round(seedMs), concurrency: CONCURRENCY, scrypt: 'N=2^17 r=8 p=1' },
      loginOneAtATime: loginSerial,
      loginConcurrent: login,
      userInfo: info,
    };
    writeBenchResult('login-and-user-info.json', result, { show: result });
  } finally {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

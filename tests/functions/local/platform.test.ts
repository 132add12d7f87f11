import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Permission } from '@sddp/shared';
import { resetConfigForTests } from '#kit/config';
import { prehashPassword } from '#kit/crypto/password';
import { resetDbClient } from '#kit/db/client';
import { createLogger } from '#kit/logger';
import { createHandlerResolver, type LambdaHandler } from '#local/api-router';
import { DataDirInUseError } from '#local/data-dir-lock';
import { demoAccountTable } from '#local/demo/account-table';
import { startPlatform, type Platform } from '#local/platform';
import { TEST_PLATFORM_OPTIONS } from '#test/test-platform';

/** Signs in over HTTP the way the login page does, reading the captcha answer from the table. */
async function signIn(platform: Platform, userCode: string, password: string) {
  const captcha = (await (await fetch(`${platform.url}/user-api/cap_img`)).json()) as { code: number; result: { key: string } };
  expect(captcha.code).toBe(200);
  const { services } = platform;
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: services.dynamodbEndpoint, region: services.region, credentials: services.credentials }),
  );
  const { Item } = await db.send(
    new GetCommand({ TableName: services.tableName, Key: { pk: `CAPTCHA#${captcha.result.key}`, sk: 'CAPTCHA' } }),
  );
  const response = await fetch(`${platform.url}/user-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: userCode,
      password: prehashPassword(password),
      captcha: String(Item?.answer),
      key: captcha.result.key,
    }),
  });
  return (await response.json()) as { code: number; result: { token: string } | null };
}

async function tokenOf(platform: Platform, userCode: string, password: string): Promise<string> {
  const login = await signIn(platform, userCode, password);
  expect(login.code, userCode).toBe(200);
  return login.result!.token;
}

async function rolesOf(platform: Platform, token: string): Promise<Permission[]> {
  const info = await fetch(`${platform.url}/user-api/user/info`, { headers: { 'x-token': token } });
  return ((await info.json()) as { result: { roles: Permission[] } }).result.roles;
}

describe('startPlatform', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sddp-platform-'));
  const keptPasswords = () =>
    Object.fromEntries(
      (JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8')) as Array<{ userCode: string; password?: string }>)
        .filter((account) => account.password !== undefined)
        .map((account) => [account.userCode, account.password]),
    );
  const savedEnv = { ...process.env };

  afterAll(() => {
    process.env = savedEnv;
    resetConfigForTests();
    resetDbClient();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the real handlers, seeds once, remembers the demo accounts and forgets a password once it changed', async () => {
    const first = await startPlatform({ ...TEST_PLATFORM_OPTIONS, port: 0, dataDir, webDist: false, seed: true });
    let accounts: Platform['accounts'];
    let changed: Platform['accounts'][number];
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      // The platform itself (seed, demo accounts) works on the services directly; the functions only through the gateway.
      expect(process.env.DYNAMODB_ENDPOINT).toBe(first.services.dynamodbEndpoint);
      expect(first.deployment.functions.map((fn) => first.pidOf(fn.entry))).not.toContain(undefined);
      // The template's 10 s, stretched for a test machine (tests/support/test-platform.ts).
      const auth = first.deployment.functions.find((fn) => fn.entry.endsWith('domains/auth/handler.ts'));
      expect(auth?.timeoutSeconds).toBe(10 * TEST_PLATFORM_OPTIONS.functionTimeoutScale);
      accounts = first.accounts;
      expect(accounts.length).toBeGreaterThan(0);
      expect(accounts.every((account) => account.state === 'current' && account.password)).toBe(true);
      expect(keptPasswords()).toEqual(Object.fromEntries(accounts.map((account) => [account.userCode, account.password])));

      // The banner's roles are the ones each account's profile shows (/user/info).
      for (const account of accounts) {
        const token = await tokenOf(first, account.userCode, account.password!);
        expect(await rolesOf(first, token), account.userCode).toEqual(account.roles);
      }

      changed = accounts[1]!;
      const token = await tokenOf(first, changed.userCode, changed.password!);
      const update = await fetch(`${first.url}/user-api/user/update_pwd`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': token },
        body: JSON.stringify({ pwd: 'Chosen#ByUser7', pwd2: 'Chosen#ByUser7' }),
      });
      expect(((await update.json()) as { code: number }).code).toBe(200);

      const notFound = await fetch(`${first.url}/user-api/no/such/path`);
      expect(notFound.status).toBe(404);
      expect(await notFound.json()).toEqual({ code: 404, message: 'Not Found', result: null });
    } finally {
      await first.stop();
    }

    const second = await startPlatform({ ...TEST_PLATFORM_OPTIONS, port: 0, dataDir, webDist: false, seed: true });
    try {
      const { password: oldPassword, ...rest } = changed;
      expect(second.accounts).toEqual(accounts.map((account) => (account === changed ? { ...rest, state: 'changed' } : account)));
      expect(keptPasswords()).not.toHaveProperty(changed.userCode);
      expect(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8')).not.toContain(oldPassword!);
      const table = demoAccountTable(second.accounts).join('\n');
      expect(table).not.toContain(oldPassword!);
      expect(table).toContain('changed since it was generated');
      const account = accounts[accounts.length - 1]!;
      expect((await signIn(second, account.userCode, account.password!)).code).toBe(200);
    } finally {
      await second.stop();
    }
    expect(existsSync(join(dataDir, 'dynamodb', 'shared-local-instance.db'))).toBe(true);
  }, 240_000);

  it("with a log file, keeps the functions' and its own lines off the console and passes on only problems, in short", async () => {
    process.env.LOG_LEVEL = 'info';
    const logFile = join(dataDir, 'logs', 'platform.log');
    const alerts: string[] = [];
    const consoleLines: unknown[] = [];
    const out = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void consoleLines.push(line));
    const err = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void consoleLines.push(line));
    const real = createHandlerResolver();
    // The failing handler runs in this process (a test resolver); every other route goes to a real handler, in-process too.
    const failing: LambdaHandler = () => {
      createLogger({ requestId: 'req-1' }).warn('storage outcome', { endpoint: 'project.list', status: 503 });
      throw new Error('boom\n    at somewhere');
    };
    try {
      const platform = await startPlatform({
        ...TEST_PLATFORM_OPTIONS,
        port: 0,
        dataDir,
        webDist: false,
        logFile,
        log: (line) => alerts.push(line),
        resolveHandler: (domain, routeKey) => (domain === 'project' ? Promise.resolve(failing) : real(domain, routeKey)),
      });
      try {
        expect((await fetch(`${platform.url}/user-api/cap_img`)).status).toBe(200);
        expect((await fetch(`${platform.url}/user-api/project/admin/list_project`)).status).toBe(500);
      } finally {
        await platform.stop();
      }

      const entries = readFileSync(logFile, 'utf8')
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toContainEqual(
        expect.objectContaining({ level: 'info', message: 'request', endpoint: 'auth.captchaImage', status: 200 }),
      );
      expect(entries).toContainEqual(
        expect.objectContaining({ source: 'platform', message: expect.stringMatching(/^GET \/user-api\/cap_img → 200 /) }),
      );
      expect(entries).toContainEqual(expect.objectContaining({ source: 'platform', message: expect.stringMatching(/^\[dynamodb\] /) }));
      expect(entries).toContainEqual(
        expect.objectContaining({ source: 'platform', message: expect.stringMatching(/^\[job\] password-expiry: /) }),
      );
      expect(entries).toContainEqual(
        expect.objectContaining({ level: 'error', source: 'platform', message: expect.stringContaining('at somewhere') }),
      );

      expect(alerts).toHaveLength(2);
      expect(alerts[0]).toMatch(/^\d\d:\d\d:\d\d warn {2}storage outcome \(endpoint project\.list, status 503, requestId req-1\)$/);
      expect(alerts[1]).toMatch(/^\d\d:\d\d:\d\d error GET \/user-api\/project\/admin\/list_project → 500 \(project\.\w+\): Error: boom$/);
      expect(consoleLines).toEqual([]);

      createLogger().error('after stop');
      expect(consoleLines).toHaveLength(1);
      expect(consoleLines[0]).toMatch(/"message":"after stop"/);
    } finally {
      out.mockRestore();
      err.mockRestore();
      process.env.LOG_LEVEL = savedEnv.LOG_LEVEL;
    }
  }, 180_000);

  it('keeps no deployment-wide initial password, runs the password-expiry job at start, and refuses a second platform on its data', async () => {
    const lines: string[] = [];
    const platform = await startPlatform({
      ...TEST_PLATFORM_OPTIONS,
      port: 0,
      dataDir,
      webDist: false,
      seed: true,
      log: (line) => lines.push(line),
    });
    try {
      expect(existsSync(join(dataDir, 'initial-password'))).toBe(false);
      for (const fn of platform.deployment.functions) expect(fn.environment, fn.label).not.toHaveProperty('INITIAL_PASSWORD');
      expect(JSON.parse(readFileSync(join(dataDir, 'in-use.json'), 'utf8'))).toMatchObject({ pid: process.pid, url: platform.url });

      await expect(startPlatform({ ...TEST_PLATFORM_OPTIONS, port: 0, dataDir, webDist: false })).rejects.toBeInstanceOf(DataDirInUseError);

      const deadline = Date.now() + 15_000;
      while (!lines.some((line) => line.startsWith('[job] password-expiry')) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const jobLine = lines.find((line) => line.startsWith('[job] password-expiry'));
      expect(jobLine).toMatch(/^\[job\] password-expiry: scanned [1-9]\d*, flagged \d+, cleared \d+$/);
    } finally {
      await platform.stop();
    }
    expect(existsSync(join(dataDir, 'in-use.json'))).toBe(false);
  }, 180_000);
});

import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../../../functions/src/lib/config';
import { prehashPassword } from '../../../functions/src/lib/crypto/password';
import { resetDbClient } from '../../../functions/src/lib/db/client';
import { DataDirInUseError } from '../../../functions/src/local/data-dir-lock';
import { startPlatform, type Platform } from '../../../functions/src/local/platform';

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
    body: JSON.stringify({ username: userCode, password: prehashPassword(password), captcha: String(Item?.answer), key: captcha.result.key }),
  });
  return (await response.json()) as { code: number; result: { token: string } | null };
}

describe('startPlatform', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sddp-platform-'));
  const savedEnv = { ...process.env };

  afterAll(() => {
    process.env = savedEnv;
    resetConfigForTests();
    resetDbClient();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the real handlers, seeds once and remembers the demo accounts across restarts', async () => {
    const first = await startPlatform({ port: 0, dataDir, webDist: false, seed: true });
    let accounts: Platform['accounts'];
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(first.env).toMatchObject({ TABLE_NAME: 'sddp', UPLOAD_BUCKET: 'sddp-uploads', OUTBOX_DIR: join(dataDir, 'outbox') });
      expect(process.env.DYNAMODB_ENDPOINT).toBe(first.services.dynamodbEndpoint);
      accounts = first.accounts;
      expect(accounts.length).toBeGreaterThan(0);
      expect(JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8'))).toEqual(accounts);
      const account = accounts[0]!;
      const login = await signIn(first, account.userCode, account.password);
      expect(login.code).toBe(200);
      expect(login.result?.token).toBeTruthy();

      const notFound = await fetch(`${first.url}/user-api/no/such/path`);
      expect(notFound.status).toBe(404);
      expect(await notFound.json()).toEqual({ code: 404, message: 'Not Found', result: null });
    } finally {
      await first.stop();
    }

    const second = await startPlatform({ port: 0, dataDir, webDist: false, seed: true });
    try {
      expect(second.accounts).toEqual(accounts);
      const account = accounts[accounts.length - 1]!;
      expect((await signIn(second, account.userCode, account.password)).code).toBe(200);
    } finally {
      await second.stop();
    }
    expect(existsSync(join(dataDir, 'dynamodb', 'shared-local-instance.db'))).toBe(true);
  }, 90_000);

  it('keeps one initial password, runs the password-expiry job at start, and refuses a second platform on its data', async () => {
    const lines: string[] = [];
    const platform = await startPlatform({ port: 0, dataDir, webDist: false, seed: true, log: (line) => lines.push(line) });
    try {
      const file = join(dataDir, 'initial-password');
      expect(readFileSync(file, 'utf8')).toBe(`${platform.initialPassword}\n`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(platform.env.INITIAL_PASSWORD).toBe(platform.initialPassword);
      expect(process.env.INITIAL_PASSWORD).toBe(platform.initialPassword);
      expect(JSON.parse(readFileSync(join(dataDir, 'in-use.json'), 'utf8'))).toMatchObject({ pid: process.pid, url: platform.url });

      await expect(startPlatform({ port: 0, dataDir, webDist: false })).rejects.toBeInstanceOf(DataDirInUseError);

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
  }, 60_000);
});

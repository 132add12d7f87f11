// test-isolation: the functions' settings are read once per module cache, and this file points SSM at its own gateway
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSecret } from '#domains/auth/sso/secrets';
import { readParameter } from '#kit/ssm-parameters';
import { startTestGateway, type TestGateway } from '../local/cloud/gateway/gateway-harness';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway(
    { reader: [{ Effect: 'Allow', Action: 'ssm:GetParameter', Resource: 'arn:aws:ssm:ap-east-1:000000000000:parameter/sddp/test/*' }] },
    { parameters: new Map([['/sddp/test/origin', 'edge-value']]) },
  );
  const { region, endpoint, credentials } = gateway.as('reader');
  vi.stubEnv('AWS_REGION', region);
  vi.stubEnv('SSM_ENDPOINT', endpoint);
  vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await gateway?.stop();
});

describe('readParameter', () => {
  it('reads a SecureString with its version', async () => {
    await expect(readParameter('/sddp/test/origin')).resolves.toEqual({ value: 'edge-value', version: 1 });
  });

  it('answers undefined for a parameter that does not exist', async () => {
    await expect(readParameter('/sddp/test/none')).resolves.toBeUndefined();
  });

  it('fails on a parameter the role may not read, rather than treating it as missing', async () => {
    await expect(readParameter('/sddp/other/secret')).rejects.toMatchObject({ name: 'AccessDeniedException' });
  });
});

describe('readSecret', () => {
  it('reads the named parameter, and calls a missing one a deployment fault', async () => {
    await expect(readSecret({ value: undefined, parameter: '/sddp/test/origin' })).resolves.toBe('edge-value');
    await expect(readSecret({ value: undefined, parameter: '/sddp/test/none' })).rejects.toThrow('/sddp/test/none does not exist');
    await expect(readSecret({ value: 'given', parameter: '/sddp/test/none' })).resolves.toBe('given');
  });
});

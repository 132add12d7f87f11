import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../../../functions/src/lib/config';
import { initialPassword, resetSecretsForTests, SecretNotConfiguredError } from '../../../functions/src/lib/secrets';
import { type AwsStandIn, type StandInReply, startAwsStandIn, withEnv } from './aws-stand-in';

const PARAMETER = '/sddp/test/initial-password';
const FOUND: StandInReply = {
  headers: { 'content-type': 'application/x-amz-json-1.1' },
  body: JSON.stringify({ Parameter: { Name: PARAMETER, Type: 'SecureString', Value: 'Init#Pass-2026', Version: 1 } }),
};

describe('initialPassword', () => {
  let ssm: AwsStandIn;
  let restoreEnv: (() => void) | undefined;

  const useEnv = (values: Record<string, string | undefined>) => {
    restoreEnv = withEnv({ AWS_ENDPOINT_URL_SSM: ssm.url, ...values });
    resetConfigForTests();
    resetSecretsForTests();
  };

  beforeAll(async () => {
    ssm = await startAwsStandIn(() => FOUND);
  });
  afterEach(() => {
    restoreEnv?.();
    resetConfigForTests();
    resetSecretsForTests();
    ssm.requests.length = 0;
    ssm.reply = () => FOUND;
  });
  afterAll(() => ssm.close());

  it('is INITIAL_PASSWORD when set, without asking SSM', async () => {
    useEnv({ INITIAL_PASSWORD: 'Local#Pass-1', INITIAL_PASSWORD_PARAMETER: PARAMETER });
    await expect(initialPassword()).resolves.toBe('Local#Pass-1');
    expect(ssm.requests).toEqual([]);
  });

  it('reads the SecureString once per process, decrypted', async () => {
    useEnv({ INITIAL_PASSWORD: undefined, INITIAL_PASSWORD_PARAMETER: PARAMETER });
    const [first, second] = await Promise.all([initialPassword(), initialPassword()]);
    expect([first, second, await initialPassword()]).toEqual(['Init#Pass-2026', 'Init#Pass-2026', 'Init#Pass-2026']);

    expect(ssm.requests).toHaveLength(1);
    const [request] = ssm.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/' });
    expect(request!.headers['x-amz-target']).toBe('AmazonSSM.GetParameter');
    expect(request!.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(JSON.parse(request!.body)).toEqual({ Name: PARAMETER, WithDecryption: true });
  });

  it('names the parameter when it cannot be read, and tries again on the next call', async () => {
    useEnv({ INITIAL_PASSWORD: undefined, INITIAL_PASSWORD_PARAMETER: PARAMETER });
    ssm.reply = () => ({
      status: 400,
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: JSON.stringify({ __type: 'ParameterNotFound', message: '' }),
    });
    const failed = initialPassword();
    await expect(failed).rejects.toBeInstanceOf(SecretNotConfiguredError);
    await expect(failed).rejects.toThrow(PARAMETER);
    await expect(failed).rejects.toMatchObject({ cause: { name: 'ParameterNotFound' } });

    ssm.reply = () => FOUND;
    await expect(initialPassword()).resolves.toBe('Init#Pass-2026');
    expect(ssm.requests).toHaveLength(2);
  });

  it('refuses an empty parameter', async () => {
    useEnv({ INITIAL_PASSWORD: undefined, INITIAL_PASSWORD_PARAMETER: PARAMETER });
    ssm.reply = () => ({
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: JSON.stringify({ Parameter: { Name: PARAMETER, Value: '' } }),
    });
    await expect(initialPassword()).rejects.toThrow(/is empty/);
  });

  it('says how to configure it when neither setting is present', async () => {
    useEnv({ INITIAL_PASSWORD: undefined, INITIAL_PASSWORD_PARAMETER: undefined });
    await expect(initialPassword()).rejects.toThrow(/set INITIAL_PASSWORD, or INITIAL_PASSWORD_PARAMETER/);
    expect(ssm.requests).toEqual([]);
  });
});

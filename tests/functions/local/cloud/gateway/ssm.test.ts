import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deniedMessage, failure, startTestGateway, type TestGateway } from './gateway-harness';

const PARAMETER = 'arn:aws:ssm:ap-east-1:000000000000:parameter/sddp/local/sso-secret';

let gateway: TestGateway;
const grants = {
  signIn: [{ Effect: 'Allow' as const, Action: 'ssm:GetParameter', Resource: 'arn:aws:ssm:ap-east-1:000000000000:parameter/sddp/local/*' }],
  other: [],
};

beforeAll(async () => {
  gateway = await startTestGateway(grants, { parameters: new Map([['/sddp/local/sso-secret', 's3cret']]) });
});
afterAll(() => gateway?.stop());

const get = (key: string, Name: string) => new SSMClient(gateway.as(key)).send(new GetParameterCommand({ Name, WithDecryption: true }));

describe('the cloud gateway standing in for Parameter Store', () => {
  it('returns a granted SecureString parameter with its ARN', async () => {
    const { Parameter } = await get('signIn', '/sddp/local/sso-secret');
    expect(Parameter).toMatchObject({ Name: '/sddp/local/sso-secret', Type: 'SecureString', Value: 's3cret', Version: 1, ARN: PARAMETER });
  });

  it('refuses an ungranted read with AccessDeniedException before saying whether the parameter exists', async () => {
    const denied = await failure(get('other', '/sddp/local/sso-secret'));
    expect(denied?.name).toBe('AccessDeniedException');
    expect(denied?.message).toBe(deniedMessage('other', 'ssm:GetParameter', PARAMETER));
    expect((await failure(get('other', '/sddp/local/none')))?.name).toBe('AccessDeniedException');
    expect((await failure(get('signIn', '/sddp/local/none')))?.name).toBe('ParameterNotFound');
  });

  it('answers a key no function owns with UnrecognizedClientException', async () => {
    expect((await failure(get('nobody', '/sddp/local/sso-secret')))?.name).toBe('UnrecognizedClientException');
  });
});

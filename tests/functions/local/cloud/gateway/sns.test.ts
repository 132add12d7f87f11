import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '#kit/notify/outbox';
import { deniedMessage, failure, startTestGateway, type TestGateway } from './gateway-harness';

let gateway: TestGateway;
const grants = {
  texter: [{ Effect: 'Allow' as const, Action: 'sns:Publish', Resource: '*' }],
  silent: [{ Effect: 'Allow' as const, Action: 'sns:Publish', Resource: 'arn:aws:sns:ap-east-1:000000000000:alerts' }],
};

beforeAll(async () => {
  gateway = await startTestGateway(grants);
});
afterAll(() => gateway?.stop());

const sms = (key: string) =>
  new SNSClient(gateway.as(key)).send(new PublishCommand({ PhoneNumber: '+8613900000000', Message: 'code 1234' }));

describe('the cloud gateway standing in for SNS', () => {
  it('captures a granted SMS in the outbox and answers with a MessageId', async () => {
    const { MessageId } = await sms('texter');
    expect(MessageId).toBeTruthy();
    expect(await readOutbox(gateway.outboxDir)).toEqual([
      expect.objectContaining({ kind: 'sms', phone: '+8613900000000', text: 'code 1234' }),
    ]);
  });

  it('refuses an SMS without sns:Publish on * as an AuthorizationError', async () => {
    const denied = await failure(sms('silent'));
    expect(denied?.name).toBe('AuthorizationErrorException');
    expect(denied?.Error?.Code).toBe('AuthorizationError');
    expect(denied?.$metadata?.httpStatusCode).toBe(403);
    expect(denied?.message).toBe(deniedMessage('silent', 'sns:Publish', '*'));
    expect(await readOutbox(gateway.outboxDir)).toHaveLength(1);
  });

  it('answers a key no function owns with InvalidClientTokenId', async () => {
    const unknown = await failure(sms('nobody'));
    expect(unknown?.Error?.Code ?? unknown?.name).toBe('InvalidClientTokenId');
    expect(unknown?.$metadata?.httpStatusCode).toBe(403);
  });
});

import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '#kit/notify/outbox';
import { failure, startTestGateway, type TestGateway } from './gateway-harness';

const IDENTITY = 'arn:aws:ses:ap-east-1:000000000000:identity';

let gateway: TestGateway;
const grants = {
  // Granted on the domain identity, from one address only: as the CDK app grants its mailer.
  mailer: [
    {
      Effect: 'Allow' as const,
      Action: 'ses:SendEmail',
      Resource: `${IDENTITY}/sddp.local`,
      Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@sddp.local' } },
    },
  ],
  addressOnly: [
    { Effect: 'Allow' as const, Action: 'ses:SendEmail', Resource: `${IDENTITY}/*` },
    {
      Effect: 'Deny' as const,
      Action: 'ses:SendEmail',
      Resource: `${IDENTITY}/*`,
      Condition: { 'ForAnyValue:StringLike': { 'ses:Recipients': '*@blocked.example' } },
    },
  ],
};

beforeAll(async () => {
  gateway = await startTestGateway(grants);
});
afterAll(() => gateway?.stop());

const mail = (key: string, from: string, to = ['someone@example.com']) =>
  new SESv2Client(gateway.as(key)).send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: to },
      Content: { Simple: { Subject: { Data: 'Hi' }, Body: { Text: { Data: 'Hello there' }, Html: { Data: '<p>Hello there</p>' } } } },
    }),
  );

describe('the cloud gateway standing in for SES v2', () => {
  it('captures a granted e-mail in the outbox and answers with a MessageId', async () => {
    const { MessageId } = await mail('mailer', '"SDDP" <no-reply@sddp.local>');
    expect(MessageId).toBeTruthy();
    expect(await readOutbox(gateway.outboxDir)).toEqual([
      expect.objectContaining({ kind: 'email', to: 'someone@example.com', subject: 'Hi', text: 'Hello there', html: '<p>Hello there</p>' }),
    ]);
    expect(gateway.records).toContainEqual({
      functionName: 'mailer',
      action: 'ses:SendEmail',
      resource: `${IDENTITY}/sddp.local`,
      allowed: true,
    });
  });

  it('refuses an ungranted sender with AccessDeniedException, sending nothing', async () => {
    const before = (await readOutbox(gateway.outboxDir)).length;
    const denied = await failure(mail('mailer', 'other@sddp.local'));
    expect(denied?.name).toBe('AccessDeniedException');
    expect(denied?.$metadata?.httpStatusCode).toBe(403);
    expect(denied?.message).toContain('ses:SendEmail');
    expect(denied?.message).toContain(`${IDENTITY}/sddp.local`);
    expect(await readOutbox(gateway.outboxDir)).toHaveLength(before);
  });

  it('lets an explicit Deny on the recipients refuse even where the other identity is allowed', async () => {
    await mail('addressOnly', 'anyone@sddp.local');
    const denied = await failure(mail('addressOnly', 'anyone@sddp.local', ['a@blocked.example']));
    expect(denied?.name).toBe('AccessDeniedException');
    expect(denied?.message).toContain(`${IDENTITY}/anyone@sddp.local`);
  });

  it('answers a key no function owns as SES does', async () => {
    const unknown = await failure(mail('nobody', 'no-reply@sddp.local'));
    expect(unknown?.name).toBe('UnrecognizedClientException');
    expect(unknown?.$metadata?.httpStatusCode).toBe(403);
  });
});

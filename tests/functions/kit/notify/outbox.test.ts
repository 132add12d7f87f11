import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '#kit/config';
import { readOutbox, renderHtml, resetNotifyClients, sendEmail, sendSms } from '#kit/notify';
import { type AwsStandIn, startAwsStandIn, withEnv } from '../aws-stand-in';

describe('sendEmail and sendSms on the local platform (OUTBOX_DIR set)', () => {
  let aws: AwsStandIn;
  let restoreEnv: () => void;
  const outbox = mkdtempSync(join(tmpdir(), 'sddp-notify-outbox-'));

  beforeAll(async () => {
    aws = await startAwsStandIn(() => ({ status: 500, body: '' }));
    // SES and SNS would answer here: the outbox must win, so nothing may arrive.
    restoreEnv = withEnv({ OUTBOX_DIR: outbox, SES_ENDPOINT: aws.url, SNS_ENDPOINT: aws.url });
    resetConfigForTests();
    resetNotifyClients();
  });
  afterAll(async () => {
    restoreEnv();
    resetConfigForTests();
    resetNotifyClients();
    await aws.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('captures both kinds with the HTML part the e-mail would have, and calls neither SES nor SNS', async () => {
    await sendEmail({ to: 'li@example.com', subject: '验证码', text: '验证码：4821\nhttps://sddp.example.com' });
    await sendSms({ phone: '13800138000', text: '验证码：9901' });

    const messages = await readOutbox(outbox);
    expect(messages).toHaveLength(2);
    expect(messages).toContainEqual(
      expect.objectContaining({ kind: 'email', to: 'li@example.com', html: renderHtml('验证码：4821\nhttps://sddp.example.com') }),
    );
    expect(messages).toContainEqual(expect.objectContaining({ kind: 'sms', phone: '13800138000', text: '验证码：9901' }));
    expect(aws.requests).toEqual([]);
  });

  it('turns a failed capture into error.mailTransport', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const restore = withEnv({ OUTBOX_DIR: join(outbox, 'blocked', 'x') });
    resetConfigForTests();
    try {
      // A file where the outbox directory should be: mkdir fails.
      writeFileSync(join(outbox, 'blocked'), '');
      await expect(sendSms({ phone: '13800138000', text: 'x' })).rejects.toMatchObject({
        messageKey: 'error.mailTransport',
        channel: 'sms',
      });
    } finally {
      restore();
      resetConfigForTests();
      vi.restoreAllMocks();
    }
  });
});

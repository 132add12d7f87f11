import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '#kit/config';
import { NotifyTransportError, renderHtml, resetNotifyClients, sendEmail } from '#kit/notify';
import { sesClient } from '#kit/notify/aws-clients';
import { type AwsStandIn, startAwsStandIn, withEnv } from '../aws-stand-in';

const SENT = { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ MessageId: 'm-1' }) };

describe('sendEmail through SES v2 (no OUTBOX_DIR)', () => {
  let ses: AwsStandIn;
  let restoreEnv: () => void;

  beforeAll(async () => {
    ses = await startAwsStandIn(() => SENT);
    restoreEnv = withEnv({ OUTBOX_DIR: undefined, SES_ENDPOINT: ses.url, MAIL_FROM: 'no-reply@sddp.example.com' });
    resetConfigForTests();
    resetNotifyClients();
  });
  afterEach(() => {
    ses.requests.length = 0;
    ses.reply = () => SENT;
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    restoreEnv();
    resetConfigForTests();
    resetNotifyClients();
    await ses.close();
  });

  it('posts a simple UTF-8 message with a text part and an HTML part rendered from it', async () => {
    const text = '您好，李工：\n重置密码请打开 https://sddp.example.com/find_pwd?k=a&b=1 。';
    await sendEmail({ to: 'li@example.com', subject: '重置密码 Reset', text });

    expect(ses.requests).toHaveLength(1);
    const [request] = ses.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v2/email/outbound-emails' });
    expect(request!.headers['content-type']).toMatch(/^application\/json/);
    expect(request!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=.*\/ses\/aws4_request/);
    expect(JSON.parse(request!.body)).toEqual({
      FromEmailAddress: 'no-reply@sddp.example.com',
      Destination: { ToAddresses: ['li@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: '重置密码 Reset', Charset: 'UTF-8' },
          Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: renderHtml(text), Charset: 'UTF-8' } },
        },
      },
    });
    expect(renderHtml(text)).toContain('<a href="https://sddp.example.com/find_pwd?k=a&amp;b=1">');
  });

  it('sends a given HTML part as it is, and keeps one client for the process', async () => {
    const client = await sesClient();
    await sendEmail({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' });
    await sendEmail({ to: 'b@example.com', subject: 's', text: 't' });
    expect(await sesClient()).toBe(client);
    expect(ses.requests.map((request) => JSON.parse(request.body).Content.Simple.Body.Html.Data)).toEqual(['<p>t</p>', renderHtml('t')]);
  });

  it('turns an SES error reply into error.mailTransport, logging the cause but not the message', async () => {
    ses.reply = () => ({
      status: 400,
      headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected', 'x-amzn-requestid': 'req-400' },
      body: JSON.stringify({ message: 'Email address is not verified.' }),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const sending = sendEmail({ to: 'li@example.com', subject: 'Code', text: 'Your code: 482913' });
    await expect(sending).rejects.toBeInstanceOf(NotifyTransportError);
    await expect(sending).rejects.toMatchObject({
      code: 500,
      messageKey: 'error.mailTransport',
      channel: 'email',
      cause: { name: 'MessageRejected' },
    });

    expect(ses.requests).toHaveLength(1);
    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      channel: 'email',
      cause: 'MessageRejected',
      httpStatus: 400,
      awsRequestId: 'req-400',
    });
    expect(lines[0]).not.toContain('482913');
    expect(lines[0]).not.toContain('li@example.com');
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '#kit/config';
import { NotifyTransportError, resetNotifyClients, sendSms } from '#kit/notify';
import { type AwsStandIn, startAwsStandIn, withEnv } from '../aws-stand-in';

const PUBLISHED = {
  status: 200,
  headers: { 'content-type': 'text/xml' },
  body: `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/">
  <PublishResult><MessageId>m-1</MessageId></PublishResult>
  <ResponseMetadata><RequestId>req-1</RequestId></ResponseMetadata>
</PublishResponse>`,
};

const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

describe('sendSms through SNS (no OUTBOX_DIR)', () => {
  let sns: AwsStandIn;
  let restoreEnv: () => void;

  beforeAll(async () => {
    sns = await startAwsStandIn(() => PUBLISHED);
    restoreEnv = withEnv({ OUTBOX_DIR: undefined, SNS_ENDPOINT: sns.url });
    resetConfigForTests();
    resetNotifyClients();
  });
  afterEach(() => {
    sns.requests.length = 0;
    sns.reply = () => PUBLISHED;
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    restoreEnv();
    resetConfigForTests();
    resetNotifyClients();
    await sns.close();
  });

  it('publishes a transactional SMS to the mainland number in E.164 form', async () => {
    await sendSms({ phone: '138 0013 8000', text: '【SDDP】验证码 482913，5 分钟内有效。' });

    expect(sns.requests).toHaveLength(1);
    const [request] = sns.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/' });
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request!.headers.authorization).toMatch(/\/sns\/aws4_request/);
    expect(request!.body).toContain('Action=Publish');
    expect(request!.body).toContain('PhoneNumber=%2B8613800138000');
    expect(form(request!.body)).toEqual({
      Action: 'Publish',
      Version: '2010-03-31',
      PhoneNumber: '+8613800138000',
      Message: '【SDDP】验证码 482913，5 分钟内有效。',
      'MessageAttributes.entry.1.Name': 'AWS.SNS.SMS.SMSType',
      'MessageAttributes.entry.1.Value.DataType': 'String',
      'MessageAttributes.entry.1.Value.StringValue': 'Transactional',
    });
  });

  it('keeps an international number and rewrites 0086', async () => {
    await sendSms({ phone: '+852 9123 4567', text: 'a' });
    await sendSms({ phone: '008613900139000', text: 'b' });
    expect(sns.requests.map((request) => form(request.body).PhoneNumber)).toEqual(['+85291234567', '+8613900139000']);
  });

  it('turns an SNS error reply into error.mailTransport without logging the code', async () => {
    sns.reply = () => ({
      status: 400,
      headers: { 'content-type': 'text/xml' },
      body: `<ErrorResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/">
  <Error><Type>Sender</Type><Code>InvalidParameter</Code><Message>Invalid parameter: PhoneNumber</Message></Error>
  <RequestId>req-400</RequestId>
</ErrorResponse>`,
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const sending = sendSms({ phone: '13800138000', text: '验证码 482913' });
    await expect(sending).rejects.toBeInstanceOf(NotifyTransportError);
    await expect(sending).rejects.toMatchObject({ code: 500, messageKey: 'error.mailTransport', channel: 'sms' });

    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      channel: 'sms',
      cause: 'InvalidParameterException',
      httpStatus: 400,
      recipient: '+86138****8000',
    });
    expect(lines[0]).not.toContain('482913');
    expect(lines[0]).not.toContain('13800138000');
  });

  it('refuses a number it cannot write in E.164 form without calling SNS', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(sendSms({ phone: '12345', text: 'x' })).rejects.toMatchObject({ messageKey: 'error.mailTransport', channel: 'sms' });
    expect(sns.requests).toHaveLength(0);
  });
});

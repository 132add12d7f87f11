import { randomUUID } from 'node:crypto';
import { writeOutboxMessage } from '../../../lib/notify/outbox';
import type { Call, Outcome } from './call';
import { jsonError, queryError, restJsonError, type Answer } from './protocol-errors';

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/json', 'x-amzn-requestid': randomUUID(), ...headers },
  body: body === undefined ? '' : JSON.stringify(body),
});

/** SES v2 SendEmail (`POST /v2/email/outbound-emails`), captured in the outbox. */
export async function sesCall(call: Call, outboxDir: string): Promise<Outcome> {
  if (call.method !== 'POST' || call.url.pathname !== '/v2/email/outbound-emails') {
    return restJsonError(400, 'BadRequestException', `The local gateway does not serve SES ${call.method} ${call.url.pathname}`);
  }
  const input = JSON.parse(call.body.toString('utf8')) as {
    FromEmailAddress?: string;
    Destination?: { ToAddresses?: string[] };
    Content?: { Simple?: { Subject?: { Data?: string }; Body?: { Text?: { Data?: string }; Html?: { Data?: string } } } };
  };
  const from = input.FromEmailAddress ?? '';
  if (!from) return restJsonError(400, 'BadRequestException', 'FromEmailAddress is required (is MAIL_FROM set?)');
  const recipients = input.Destination?.ToAddresses ?? [];
  const domain = from.split('@')[1] ?? '';
  // SES authorises the identity it sends as: the address when verified, else its domain. Either grant will do.
  const context = { 'ses:FromAddress': from, 'ses:Recipients': recipients };
  const denials = [`identity/${from}`, `identity/${domain}`].map((identity) =>
    call.authorize([{ action: 'ses:SendEmail', resource: call.arn('ses', identity) }], context),
  );
  if (denials.every(Boolean)) return restJsonError(403, 'AccessDeniedException', denials[1]!);
  const simple = input.Content?.Simple;
  for (const to of recipients) {
    await writeOutboxMessage(outboxDir, {
      kind: 'email',
      to,
      subject: simple?.Subject?.Data ?? '',
      text: simple?.Body?.Text?.Data ?? '',
      ...(simple?.Body?.Html?.Data ? { html: simple.Body.Html.Data } : {}),
    });
  }
  return json(200, { MessageId: randomUUID() });
}

/** SNS Publish to a phone number (query protocol), captured in the outbox. */
export async function snsCall(call: Call, outboxDir: string): Promise<Outcome> {
  const form = new URLSearchParams(call.body.toString('utf8'));
  if (form.get('Action') !== 'Publish')
    return queryError(400, 'InvalidAction', `The local gateway does not serve SNS ${form.get('Action')}`);
  const phone = form.get('PhoneNumber');
  const topic = form.get('TopicArn') ?? form.get('TargetArn');
  const denied = call.authorize([{ action: 'sns:Publish', resource: phone ? '*' : (topic ?? '*') }]);
  if (denied) return queryError(403, 'AuthorizationError', denied);
  if (!phone) return queryError(400, 'InvalidParameter', 'The local gateway publishes to phone numbers only');
  await writeOutboxMessage(outboxDir, { kind: 'sms', phone, text: form.get('Message') ?? '' });
  const messageId = randomUUID();
  return {
    status: 200,
    headers: { 'content-type': 'text/xml' },
    body: `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>${messageId}</MessageId></PublishResult><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></PublishResponse>`,
  };
}

/** SSM GetParameter (JSON 1.1), from the local parameters. */
export function ssmCall(call: Call, parameters: ReadonlyMap<string, string>): Outcome {
  const operation = String(call.headers['x-amz-target'] ?? '').replace(/^AmazonSSM\./, '');
  if (operation !== 'GetParameter') return jsonError(400, 'InvalidAction', `The local gateway does not serve SSM ${operation}`);
  const { Name = '' } = JSON.parse(call.body.toString('utf8')) as { Name?: string };
  const arn = call.arn('ssm', `parameter/${Name.replace(/^\//, '')}`);
  const denied = call.authorize([{ action: 'ssm:GetParameter', resource: arn }]);
  if (denied) return jsonError(400, 'AccessDeniedException', denied);
  const value = parameters.get(Name);
  if (value === undefined) return jsonError(400, 'ParameterNotFound', `Parameter ${Name} not found.`);
  return json(
    200,
    { Parameter: { Name, Type: 'SecureString', Value: value, Version: 1, ARN: arn } },
    { 'content-type': 'application/x-amz-json-1.1' },
  );
}

export interface LambdaTarget {
  functionFor(nameOrArn: string): { name: string; arn: string } | undefined;
  invoke(
    functionName: string,
    payload: Buffer,
    invocationType: 'RequestResponse' | 'Event' | 'DryRun',
  ): Promise<{ payload: Buffer; functionError?: 'Unhandled' | 'Handled' }>;
}

/** Lambda Invoke (`POST /2015-03-31/functions/<name>/invocations`), run by the local runtime. */
export async function lambdaCall(call: Call, target: LambdaTarget): Promise<Outcome> {
  const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(call.url.pathname);
  if (call.method !== 'POST' || !match)
    return restJsonError(400, 'InvalidRequestContentException', `The local gateway does not serve Lambda ${call.url.pathname}`);
  const requested = decodeURIComponent(match[1]!);
  const qualifier =
    call.url.searchParams.get('Qualifier') ?? (requested.startsWith('arn:') ? requested.split(':')[7] : requested.split(':')[1]);
  const fn = target.functionFor(requested);
  const resource = fn ? `${fn.arn}${qualifier ? `:${qualifier}` : ''}` : call.arn('lambda', `function:${requested}`);
  const denied = call.authorize([{ action: 'lambda:InvokeFunction', resource }]);
  if (denied) return restJsonError(403, 'AccessDeniedException', denied);
  if (!fn) return restJsonError(404, 'ResourceNotFoundException', `Function not found: ${resource}`);
  const type = String(call.headers['x-amz-invocation-type'] ?? 'RequestResponse') as 'RequestResponse' | 'Event' | 'DryRun';
  const answer = await target.invoke(fn.name, call.body, type);
  if (type === 'Event') return { status: 202, headers: { 'x-amzn-requestid': randomUUID() }, body: '' };
  if (type === 'DryRun') return { status: 204, headers: {}, body: '' };
  return {
    status: 200,
    headers: { 'content-type': 'application/json', ...(answer.functionError ? { 'x-amz-function-error': answer.functionError } : {}) },
    body: answer.payload,
  };
}

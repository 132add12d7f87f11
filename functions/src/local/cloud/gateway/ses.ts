import { randomUUID } from 'node:crypto';
import { writeOutboxMessage } from '#kit/notify/outbox';
import { jsonAnswer, type Answer } from './answers';
import type { GatewayService, NeededPermission } from './gateway-call';

interface SendEmailInput {
  FromEmailAddress?: string;
  ConfigurationSetName?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  Content?: { Simple?: { Subject?: { Data?: string }; Body?: { Text?: { Data?: string }; Html?: { Data?: string } } } };
}

const SEND_EMAIL_PATH = '/v2/email/outbound-emails';

/** SES v2 SendEmail (REST JSON), captured in the outbox instead of sent. */
export function sesService(outboxDir: string): GatewayService {
  return {
    unrecognizedKey: () => sesError(403, 'UnrecognizedClientException', 'The security token included in the request is invalid.'),
    failure: (status, message) => sesError(status, 'InternalFailure', message),
    serve: async (call) => {
      if (call.method !== 'POST' || call.path !== SEND_EMAIL_PATH) {
        return sesError(400, 'BadRequestException', `The local cloud gateway does not serve SES ${call.method} ${call.path}`);
      }
      let input: SendEmailInput;
      try {
        input = JSON.parse((await call.body()).toString('utf8')) as SendEmailInput;
      } catch {
        return sesError(400, 'BadRequestException', 'The request body is not valid JSON');
      }
      const from = addressOf(input.FromEmailAddress ?? '');
      if (!from.address.includes('@')) {
        return sesError(400, 'BadRequestException', `Missing or invalid FromEmailAddress: ${input.FromEmailAddress ?? ''}`);
      }
      const destination = input.Destination ?? {};
      const recipients = [...(destination.ToAddresses ?? []), ...(destination.CcAddresses ?? []), ...(destination.BccAddresses ?? [])].map(
        (to) => addressOf(to).address,
      );
      const context = {
        'ses:ApiVersion': '2',
        'ses:FromAddress': from.address,
        'ses:Recipients': recipients,
        ...(from.displayName ? { 'ses:FromDisplayName': from.displayName } : {}),
      };
      const identity = (name: string): NeededPermission => ({
        action: 'ses:SendEmail',
        resource: call.arn('ses', `identity/${name}`),
        context,
      });
      // SES authorises the identity it sends as: the address if that is verified, else its domain. The gateway does not
      // know which is verified, so a grant on either will do, and a Deny on either refuses.
      const denied =
        call.requireAny([identity(from.address), identity(from.address.slice(from.address.lastIndexOf('@') + 1))]) ??
        (input.ConfigurationSetName
          ? call.requireAll([
              { action: 'ses:SendEmail', resource: call.arn('ses', `configuration-set/${input.ConfigurationSetName}`), context },
            ])
          : undefined);
      if (denied) return sesError(403, 'AccessDeniedException', denied);
      const simple = input.Content?.Simple;
      if (!simple) return sesError(400, 'BadRequestException', 'The local cloud gateway captures Simple content only');
      if (recipients.length === 0) return sesError(400, 'BadRequestException', 'Destination has no addresses');
      for (const to of recipients) {
        await writeOutboxMessage(outboxDir, {
          kind: 'email',
          to,
          subject: simple.Subject?.Data ?? '',
          text: simple.Body?.Text?.Data ?? '',
          ...(simple.Body?.Html?.Data === undefined ? {} : { html: simple.Body.Html.Data }),
        });
      }
      return jsonAnswer(200, { MessageId: randomUUID() });
    },
  };
}

/** `Name <someone@example.com>` or a bare address. */
function addressOf(mailbox: string): { address: string; displayName?: string } {
  const angled = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(mailbox);
  if (!angled) return { address: mailbox.trim() };
  const displayName = angled[1]!.replace(/^"(.*)"$/, '$1');
  return displayName ? { address: angled[2]!, displayName } : { address: angled[2]! };
}

/** REST JSON: the error's name in `x-amzn-ErrorType`, its message in `message`. */
function sesError(status: number, type: string, message: string): Answer {
  return jsonAnswer(status, { message }, { 'x-amzn-errortype': type });
}

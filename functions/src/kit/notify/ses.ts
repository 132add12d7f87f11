import { config } from '#kit/config';
import { notifySdk, sesClient } from './aws-clients';
import type { EmailMessage } from './outbox';
import { transportFailure } from './transport-error';

const utf8 = (data: string) => ({ Data: data, Charset: 'UTF-8' });

/** SES v2 SendEmail: one recipient, a simple message with a text and an HTML part, From = MAIL_FROM. */
export async function sendEmailWithSes(message: Required<EmailMessage>): Promise<void> {
  try {
    const [client, { SendEmailCommand }] = await Promise.all([sesClient(), notifySdk()]);
    await client.send(
      new SendEmailCommand({
        FromEmailAddress: config().MAIL_FROM,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: utf8(message.subject),
            Body: { Text: utf8(message.text), Html: utf8(message.html) },
          },
        },
      }),
    );
  } catch (error) {
    throw transportFailure('email', error, { recipient: maskEmail(message.to) });
  }
}

/** Enough of an address to tell messages apart in the log: l***@example.com. */
function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address.slice(0, 1)}***${address.slice(at)}` : '***';
}

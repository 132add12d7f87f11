import { config } from '#kit/config';
import { writeOutboxMessage, type EmailMessage, type SmsMessage } from './notify/outbox';
import { renderHtml } from './notify/render-html';
import { sendEmailWithSes } from './notify/ses';
import { sendSmsWithSns } from './notify/sns';
import { transportFailure } from './notify/transport-error';

export { readOutbox, type EmailMessage, type SmsMessage } from './notify/outbox';
export { renderHtml } from './notify/render-html';
export { NotifyTransportError } from './notify/transport-error';
export { resetNotifyClients } from './notify/aws-clients';

/**
 * Sends one e-mail: captured in the outbox on the local platform (OUTBOX_DIR), else through SES.
 * Without `html` the HTML part is rendered from `text`. A failed send throws NotifyTransportError
 * (`error.mailTransport`).
 */
export async function sendEmail(message: EmailMessage): Promise<void> {
  const email = { to: message.to, subject: message.subject, text: message.text, html: message.html ?? renderHtml(message.text) };
  const { OUTBOX_DIR } = config();
  if (!OUTBOX_DIR) return sendEmailWithSes(email);
  await writeOutboxMessage(OUTBOX_DIR, { kind: 'email', ...email }).catch((error: unknown) => {
    throw transportFailure('email', error, { outbox: OUTBOX_DIR });
  });
}

/** Sends one SMS: captured in the outbox on the local platform (OUTBOX_DIR), else through SNS. */
export async function sendSms(message: SmsMessage): Promise<void> {
  const sms = { phone: message.phone, text: message.text };
  const { OUTBOX_DIR } = config();
  if (!OUTBOX_DIR) return sendSmsWithSns(sms);
  await writeOutboxMessage(OUTBOX_DIR, { kind: 'sms', ...sms }).catch((error: unknown) => {
    throw transportFailure('sms', error, { outbox: OUTBOX_DIR });
  });
}

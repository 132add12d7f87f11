import { config } from '../config';
import { writeOutboxMessage, type EmailMessage, type SmsMessage } from './outbox';

export { readOutbox, type EmailMessage, type OutboxMessage, type SmsMessage } from './outbox';

/** No real e-mail/SMS transport yet: it arrives with the account-lifecycle work (SES and an SMS gateway). */
export class NotifyTransportNotConfiguredError extends Error {
  readonly code = 'NOTIFY_TRANSPORT_NOT_CONFIGURED';
  readonly status = 500;
  readonly expose = false;

  constructor(readonly kind: 'email' | 'sms') {
    super(`No ${kind} transport is configured: set OUTBOX_DIR to capture messages locally; the AWS transport is not implemented yet`);
    this.name = 'NotifyTransportNotConfiguredError';
  }
}

export async function sendEmail(message: EmailMessage): Promise<void> {
  const { OUTBOX_DIR } = config();
  if (!OUTBOX_DIR) throw new NotifyTransportNotConfiguredError('email');
  await writeOutboxMessage(OUTBOX_DIR, { kind: 'email', ...pick(message, ['to', 'subject', 'text', 'html']) });
}

export async function sendSms(message: SmsMessage): Promise<void> {
  const { OUTBOX_DIR } = config();
  if (!OUTBOX_DIR) throw new NotifyTransportNotConfiguredError('sms');
  await writeOutboxMessage(OUTBOX_DIR, { kind: 'sms', ...pick(message, ['phone', 'text']) });
}

/** Only the known fields reach the file, so a caller's extra properties never leak into the outbox. */
function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) if (value[key] !== undefined) picked[key] = value[key];
  return picked;
}

import { vi } from 'vitest';
import { readOutbox, type OutboxMessage } from '#kit/notify/outbox';
import { toE164 } from '#kit/notify/phone';
import { POLL } from './suite';

export type EmailMessage = Extract<OutboxMessage, { kind: 'email' }>;
export type SmsMessage = Extract<OutboxMessage, { kind: 'sms' }>;

/**
 * The platform's captured e-mail and SMS (the local notify transport writes one JSON file per
 * message). Tests read them like a person reading their inbox or phone.
 */
export class Outbox {
  constructor(private readonly dir: string) {}

  /** Newest first. */
  all(): Promise<OutboxMessage[]> {
    return readOutbox(this.dir);
  }

  /** The ids of the messages already there: what `next*` must not return. */
  async seen(): Promise<Set<string>> {
    return new Set((await this.all()).map((message) => message.id));
  }

  /**
   * Waits for a message to `phone` not in `seen` (the server writes it before it answers, so this is quick).
   * SNS receives the number in E.164, as the phone network would (+86…).
   */
  nextSms(phone: string, seen: Set<string>): Promise<SmsMessage> {
    const number = toE164(phone);
    return this.waitFor((message): message is SmsMessage => message.kind === 'sms' && message.phone === number && !seen.has(message.id));
  }

  nextEmail(to: string, seen: Set<string>): Promise<EmailMessage> {
    return this.waitFor((message): message is EmailMessage => message.kind === 'email' && message.to === to && !seen.has(message.id));
  }

  private waitFor<T extends OutboxMessage>(match: (message: OutboxMessage) => message is T): Promise<T> {
    return vi.waitFor(async () => {
      const found = (await this.all()).find(match);
      if (!found) throw new Error('No such message in the outbox yet');
      return found;
    }, POLL);
  }
}

/** The 4-digit code in an SMS or a code e-mail. */
export function codeIn(message: OutboxMessage): string {
  const code = /(?<!\d)(\d{4})(?!\d)/.exec(message.text)?.[1];
  if (!code) throw new Error(`No 4-digit code in: ${message.text}`);
  return code;
}

/** A 4-digit code that is not `code`. */
export function otherCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

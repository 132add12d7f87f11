import { readOutbox } from '#kit/notify/outbox';

/** The newest captured message to a recipient (e-mail address or phone), from this test file's outbox. */
export async function lastMessageTo(recipient: string) {
  const messages = await readOutbox(process.env.OUTBOX_DIR!);
  return messages.find((message) => (message.kind === 'email' ? message.to === recipient : message.phone === recipient));
}

/** The newest e-mail to an address. */
export async function lastMailTo(address: string) {
  const message = await lastMessageTo(address);
  return message?.kind === 'email' ? message : undefined;
}

export async function lastCodeTo(recipient: string): Promise<string> {
  const message = await lastMessageTo(recipient);
  const code = message?.text.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

import { md5OfMessageAttributes, type MessageAttributeValue } from '../queues/message-md5';
import type { StoredMessage } from '../queues/queue-store';

/** What SQS counts against its limit: the body and each attribute's name, type and value. */
export function messageSize(body: string, attributes: Readonly<Record<string, MessageAttributeValue>>): number {
  let size = Buffer.byteLength(body);
  for (const [name, value] of Object.entries(attributes)) {
    size += Buffer.byteLength(name) + Buffer.byteLength(value.DataType);
    size += value.BinaryValue === undefined ? Buffer.byteLength(value.StringValue ?? '') : Buffer.from(value.BinaryValue, 'base64').length;
  }
  return size;
}

export function systemAttributes(message: StoredMessage, names: readonly string[]): { Attributes?: Record<string, string> } {
  const all = names.includes('All');
  const values: Record<string, string | undefined> = {
    SenderId: message.senderId,
    SentTimestamp: String(message.sentTimestamp),
    ApproximateReceiveCount: String(message.receiveCount),
    ApproximateFirstReceiveTimestamp: message.firstReceiveTimestamp === undefined ? undefined : String(message.firstReceiveTimestamp),
  };
  const chosen = Object.entries(values).filter(([name, value]) => value !== undefined && (all || names.includes(name)));
  return chosen.length > 0 ? { Attributes: Object.fromEntries(chosen) as Record<string, string> } : {};
}

/** The attributes the receive names: `All`, `.*`, a name, or a prefix `name.*`. */
export function messageAttributes(message: StoredMessage, names: readonly string[]) {
  const matches = (attribute: string) =>
    names.some(
      (name) => name === 'All' || name === '.*' || name === attribute || (name.endsWith('.*') && attribute.startsWith(name.slice(0, -1))),
    );
  const chosen = Object.entries(message.messageAttributes ?? {}).filter(([name]) => matches(name));
  if (chosen.length === 0) return {};
  const attributes = Object.fromEntries(chosen);
  return { MessageAttributes: attributes, MD5OfMessageAttributes: md5OfMessageAttributes(attributes) };
}

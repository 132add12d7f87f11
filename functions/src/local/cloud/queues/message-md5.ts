import { createHash } from 'node:crypto';

/** A message attribute as SQS's JSON protocol carries it (a binary value in base64). */
export interface MessageAttributeValue {
  DataType: string;
  StringValue?: string;
  BinaryValue?: string;
}

/** The MD5 SQS answers with, which the SDK checks against the body it sent or received. */
export const md5Hex = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * SQS's MD5 of message attributes: for each attribute by name, its name, data type, a transport byte
 * (1 string or number, 2 binary) and its value, each length-prefixed with four big-endian bytes.
 */
export function md5OfMessageAttributes(attributes: Readonly<Record<string, MessageAttributeValue>>): string {
  const hash = createHash('md5');
  const lengthPrefixed = (bytes: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    hash.update(length).update(bytes);
  };
  for (const name of Object.keys(attributes).sort()) {
    const value = attributes[name]!;
    lengthPrefixed(Buffer.from(name, 'utf8'));
    lengthPrefixed(Buffer.from(value.DataType, 'utf8'));
    const binary = value.BinaryValue !== undefined;
    hash.update(Buffer.from([binary ? 2 : 1]));
    lengthPrefixed(binary ? Buffer.from(value.BinaryValue!, 'base64') : Buffer.from(value.StringValue ?? '', 'utf8'));
  }
  return hash.digest('hex');
}

import { randomUUID } from 'node:crypto';

/** An answer the gateway gives itself, in the protocol of the service it stands in for. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** AWS JSON 1.0/1.1 (DynamoDB, SSM): `__type` in the body. */
export const jsonError = (status: number, type: string, message: string, messageField = 'message'): Answer => ({
  status,
  headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID(), 'x-amzn-errortype': type },
  body: JSON.stringify({ __type: type, [messageField]: message }),
});

/** REST JSON (SES v2, Lambda): the type in `x-amzn-ErrorType`. */
export const restJsonError = (status: number, type: string, message: string): Answer => ({
  status,
  headers: { 'content-type': 'application/json', 'x-amzn-requestid': randomUUID(), 'x-amzn-errortype': type },
  body: JSON.stringify({ message, Message: message }),
});

/** S3's REST XML. */
export const s3Error = (status: number, code: string, message: string): Answer => ({
  status,
  headers: { 'content-type': 'application/xml', 'x-amz-request-id': randomUUID() },
  body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><RequestId>${randomUUID()}</RequestId></Error>`,
});

/** The AWS query protocol (SNS). */
export const queryError = (status: number, code: string, message: string): Answer => ({
  status,
  headers: { 'content-type': 'text/xml' },
  body: `<ErrorResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><Error><Type>Sender</Type><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`,
});

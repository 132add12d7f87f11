import { randomUUID } from 'node:crypto';
import type { Answer } from './answers';

const CONTENT_TYPE = 'application/x-amz-json-1.0';

/** A successful answer of SQS's JSON protocol. */
export const ok = (body: unknown): Answer => ({
  status: 200,
  headers: { 'content-type': CONTENT_TYPE, 'x-amzn-requestid': randomUUID() },
  body: JSON.stringify(body),
});

export const missing = (parameter: string) =>
  sqsError(400, 'com.amazonaws.sqs#MissingParameter', 'MissingParameter', `The request must contain the parameter ${parameter}.`);

export const invalidParameter = (message: string) =>
  sqsError(400, 'com.amazonaws.sqs#InvalidParameterValue', 'InvalidParameterValue', message);

export const invalidReceipt = (handle: string) =>
  sqsError(
    400,
    'com.amazonaws.sqs#ReceiptHandleIsInvalid',
    'ReceiptHandleIsInvalid',
    `The input receipt handle "${handle}" is not a valid receipt handle.`,
  );

export const noSuchQueue = () =>
  sqsError(400, 'com.amazonaws.sqs#QueueDoesNotExist', 'AWS.SimpleQueueService.NonExistentQueue', 'The specified queue does not exist.');

export const accessDenied = (message: string) => sqsError(403, 'com.amazon.coral.service#AccessDeniedException', 'AccessDenied', message);

/** SQS's JSON error: `__type` and `message`, and the query protocol's code in `x-amzn-query-error` for query-compatible clients. */
export function sqsError(
  status: number,
  type: string,
  queryCode: string,
  message: string,
  fault: 'Sender' | 'Receiver' = 'Sender',
): Answer {
  return {
    status,
    headers: { 'content-type': CONTENT_TYPE, 'x-amzn-requestid': randomUUID(), 'x-amzn-query-error': `${queryCode};${fault}` },
    body: JSON.stringify({ __type: type, message }),
  };
}

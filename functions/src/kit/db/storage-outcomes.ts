import { type AppError, busy, conflict } from '#kit/errors';
import { cancellationCodes } from './conditions';

/** Throttling, contention and transient faults of DynamoDB (and S3): the store's, not the caller's. */
const TRANSIENT = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TransactionConflictException',
  'TransactionInProgressException',
  'InternalServerError',
  'ServiceUnavailable',
  'SlowDown',
  'TimeoutError',
]);
const TRANSIENT_REASONS = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE']);

/**
 * What an error a data module did not interpret means to the caller: a failed condition is a 409
 * (someone else changed the record), throttling or contention a 503 with Retry-After. Anything else
 * (a malformed request of ours) stays a 500. Data modules that know better throw their own AppError.
 */
export function storageOutcome(error: unknown): AppError | undefined {
  const name = (error as { name?: string } | undefined)?.name ?? '';
  const reasons = cancellationCodes(error);
  if (reasons) {
    if (reasons.includes('ConditionalCheckFailed')) return conflict();
    if (reasons.some((reason) => TRANSIENT_REASONS.has(reason))) return busy(error);
    return undefined;
  }
  if (name === 'ConditionalCheckFailedException') return conflict();
  if (TRANSIENT.has(name)) return busy(error);
  if (NETWORK_CODES.has((error as { code?: string } | undefined)?.code ?? '')) return busy(error);
  return undefined;
}

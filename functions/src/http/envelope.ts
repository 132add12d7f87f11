import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ERROR_CODE, formatMessage, IMPORT_LIMITS, passwordMessageParams, type Language } from '@sddp/shared';
import { storageOutcome } from '#kit/db/storage-outcomes';
import { AppError } from '#kit/errors';
import { countMetric } from '#kit/metrics/count-metric';
import { configuredPasswordPolicy } from '#kit/password-policy';

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * Lambda refuses a synchronous response larger than 6 MB (6 MiB and a few bytes), measured as the JSON
 * of the whole result, headers and the escaped body included; API Gateway would then answer a bare 500.
 */
export const MAX_RESPONSE_BYTES = 6 * 1024 * 1024;

/**
 * The envelope of a result. The contract bounds pages (at most 100 rows) but not every row's strings, so
 * an answer over Lambda's response limit is refused here with a localised error (thrown, so the error
 * path logs it and answers in the caller's language) instead of failing in Lambda.
 */
export function successResponse(result: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  const response = {
    statusCode: 200,
    headers: { ...HEADERS, 'x-request-id': requestId },
    body: JSON.stringify({ code: ERROR_CODE.ok, message: 'OK', result: result ?? null }),
  };
  const bytes = Buffer.byteLength(JSON.stringify(response), 'utf8');
  if (bytes > MAX_RESPONSE_BYTES) {
    throw new AppError(ERROR_CODE.internal, 'error.responseTooLarge', {
      cause: new Error(`The answer is ${bytes} bytes, over Lambda's ${MAX_RESPONSE_BYTES}-byte response limit`),
    });
  }
  return response;
}

/**
 * The AppError an error answers as: its own, the expected storage outcome it stands for (409, 503),
 * or else a 500, the only answer that means the server is at fault.
 */
export function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return storageOutcome(error) ?? new AppError(ERROR_CODE.internal, 'error.internal');
}

/**
 * The metrics of an error answer: every 5xx is a ServerError (Lambda's Errors never sees an answered
 * exception); a 409, and the 503 of a store that stayed busy, a StorageOutcome.
 */
export function countErrorAnswer(answer: AppError): void {
  if (answer.code >= ERROR_CODE.internal) countMetric('ServerErrors');
  if (answer.code === ERROR_CODE.conflict)
    countMetric('StorageOutcomes', { outcome: answer.messageKey === 'error.staleEdit' ? 'stale' : 'conflict' });
  else if (answer.messageKey === 'error.busy') countMetric('StorageOutcomes', { outcome: 'unavailable' });
}

/** Typed errors become a localised envelope; anything else is a 500 whose details stay in the logs. */
export function errorResponse(error: unknown, language: Language, requestId: string): APIGatewayProxyStructuredResultV2 {
  const appError = asAppError(error);
  // Password messages name the deployed policy's numbers ({{passwordMin}} …), import messages the size limit.
  const params = {
    ...passwordMessageParams(configuredPasswordPolicy()),
    megabytes: IMPORT_LIMITS.maxBytes / (1024 * 1024),
    ...appError.options.params,
  };
  const { fieldErrors, fieldParams, retryAfterSeconds, result: errorResult } = appError.options;
  const result = fieldErrors
    ? {
        fieldErrors: Object.fromEntries(
          Object.entries(fieldErrors).map(([field, key]) => [field, formatMessage(language, key, { ...params, ...fieldParams?.[field] })]),
        ),
      }
    : (errorResult ?? null);
  return {
    statusCode: appError.code,
    headers: { ...HEADERS, 'x-request-id': requestId, ...(retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {}) },
    body: JSON.stringify({ code: appError.code, message: formatMessage(language, appError.messageKey, params), result }),
  };
}

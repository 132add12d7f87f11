import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ERROR_CODE, formatMessage, IMPORT_LIMITS, passwordMessageParams, type Language } from '@sddp/shared';
import { storageOutcome } from '../db/storage-outcomes';
import { AppError } from '../errors';
import { configuredPasswordPolicy } from '../password-policy';

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function successResponse(result: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 200,
    headers: { ...HEADERS, 'x-request-id': requestId },
    body: JSON.stringify({ code: ERROR_CODE.ok, message: 'OK', result: result ?? null }),
  };
}

/**
 * The AppError an error answers as: its own, the expected storage outcome it stands for (409, 503),
 * or else a 500, the only answer that means the server is at fault.
 */
export function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return storageOutcome(error) ?? new AppError(ERROR_CODE.internal, 'error.internal');
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

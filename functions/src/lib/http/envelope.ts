import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ERROR_CODE, formatMessage, IMPORT_LIMITS, passwordMessageParams, type Language } from '@sddp/shared';
import { AppError } from '../errors';
import { passwordPolicy } from '../password-policy';

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function successResponse(result: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 200,
    headers: { ...HEADERS, 'x-request-id': requestId },
    body: JSON.stringify({ code: ERROR_CODE.ok, message: 'OK', result: result ?? null }),
  };
}

/** Typed errors become a localised envelope; anything else is a 500 whose details stay in the logs. */
export function errorResponse(error: unknown, language: Language, requestId: string): APIGatewayProxyStructuredResultV2 {
  const appError = error instanceof AppError ? error : new AppError(ERROR_CODE.internal, 'error.internal');
  // Password messages name the deployed policy's numbers ({{passwordMin}} …), import messages the size limit.
  const params = { ...passwordMessageParams(passwordPolicy()), megabytes: IMPORT_LIMITS.maxBytes / (1024 * 1024), ...appError.options.params };
  const { fieldErrors } = appError.options;
  const result = fieldErrors
    ? {
        fieldErrors: Object.fromEntries(
          Object.entries(fieldErrors).map(([field, key]) => [field, formatMessage(language, key, params)]),
        ),
      }
    : null;
  return {
    statusCode: appError.code,
    headers: { ...HEADERS, 'x-request-id': requestId },
    body: JSON.stringify({ code: appError.code, message: formatMessage(language, appError.messageKey, params), result }),
  };
}

import { ERROR_CODE, type ErrorCodeValue, type MessageKey } from '@sddp/shared';

/**
 * The one error model: a code (HTTP-like, also the envelope code), a catalogue key translated for the
 * caller, and optional field errors (keys too) for forms. Anything that is not an AppError is a 500
 * whose details never leave the server.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    readonly messageKey: MessageKey,
    readonly options: { params?: Record<string, unknown>; fieldErrors?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(messageKey, { cause: options.cause });
    this.name = 'AppError';
  }
}

export const invalid = (fieldErrors: Record<string, string>, messageKey: MessageKey = 'validation.invalid') =>
  new AppError(ERROR_CODE.invalid, messageKey, { fieldErrors });
export const unauthenticated = () => new AppError(ERROR_CODE.unauthenticated, 'error.sessionExpired');
export const forbidden = () => new AppError(ERROR_CODE.forbidden, 'error.forbidden');
export const notFound = () => new AppError(ERROR_CODE.notFound, 'error.notFound');
export const conflict = (messageKey: MessageKey = 'error.conflict') => new AppError(ERROR_CODE.conflict, messageKey);

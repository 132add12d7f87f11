import type * as z from 'zod/mini';
import { ERROR_CODE, isMessageKey, issueMessage, type ErrorCodeValue, type MessageKey } from '@sddp/shared';

export interface AppErrorOptions {
  params?: Record<string, unknown>;
  /** Field → message key, for forms. */
  fieldErrors?: Record<string, string>;
  /** Field → the parameters of its message (e.g. the ceiling of a too-long value). */
  fieldParams?: Record<string, Record<string, unknown>>;
  /** 503s: when the client may try again. */
  retryAfterSeconds?: number;
  /** The envelope's `result` of an error without field errors (a stale edit's current record). */
  result?: unknown;
  /** A stale edit: the stored record as it is now, for the route to present (never sent as is). */
  current?: unknown;
  cause?: unknown;
}

/**
 * The one error model: a code (HTTP-like, also the envelope code), a catalogue key translated for the
 * caller, and optional field errors (keys too) for forms. Anything that is not an AppError (nor an
 * expected storage outcome, see db/storage-outcomes.ts) is a 500 whose details never leave the server.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    readonly messageKey: MessageKey,
    readonly options: AppErrorOptions = {},
  ) {
    super(messageKey, { cause: options.cause });
    this.name = 'AppError';
  }
}

export const invalid = (
  fieldErrors: Record<string, string>,
  messageKey: MessageKey = 'validation.invalid',
  fieldParams?: AppErrorOptions['fieldParams'],
) => new AppError(ERROR_CODE.invalid, messageKey, { fieldErrors, ...(fieldParams ? { fieldParams } : {}) });
export const unauthenticated = () => new AppError(ERROR_CODE.unauthenticated, 'error.sessionExpired');
export const forbidden = () => new AppError(ERROR_CODE.forbidden, 'error.forbidden');
export const notFound = () => new AppError(ERROR_CODE.notFound, 'error.notFound');
export const conflict = (messageKey: MessageKey = 'error.conflict') => new AppError(ERROR_CODE.conflict, messageKey);
/** An edit made from a form opened before someone else's change (optimistic version check). */
export const staleEdit = (current: unknown) => new AppError(ERROR_CODE.conflict, 'error.staleEdit', { current });

/** A stale edit's 409 carries the current record in the shape its form was opened from: `{ current }`. */
export async function presentingStale<T>(edit: Promise<T>, present: (current: never) => unknown): Promise<T> {
  try {
    return await edit;
  } catch (error) {
    if (!(error instanceof AppError && error.messageKey === 'error.staleEdit' && error.options.current !== undefined)) throw error;
    throw new AppError(ERROR_CODE.conflict, 'error.staleEdit', { result: { current: present(error.options.current as never) } });
  }
}
/** Contention or throttling that bounded retries did not overcome: nothing was written, try again soon. */
export const busy = (cause?: unknown) => new AppError(ERROR_CODE.unavailable, 'error.busy', { retryAfterSeconds: 1, cause });
export const payloadTooLarge = () => new AppError(ERROR_CODE.payloadTooLarge, 'error.payloadTooLarge');

/**
 * 400 for a schema's issues: the first issue of each field, as its message key (validation.invalid when
 * the schema named none) with the numbers it names (issueMessage), so the answer reads "at most 50
 * characters", never "at most {{max}}". `fieldOf` names the field of an issue (default: its path).
 */
export function invalidIssues(
  issues: readonly z.core.$ZodIssue[],
  fieldOf: (issue: z.core.$ZodIssue) => string = (issue) => issue.path.join('.') || '_',
): AppError {
  const fieldErrors: Record<string, string> = {};
  const fieldParams: Record<string, Record<string, unknown>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (field in fieldErrors) continue;
    const { key, params } = issueMessage(issue);
    fieldErrors[field] = isMessageKey(key) ? key : 'validation.invalid';
    fieldParams[field] = params;
  }
  return invalid(fieldErrors, 'validation.invalid', fieldParams);
}

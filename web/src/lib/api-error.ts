/** The one error every failed call throws: the envelope code and its (translated) message. */
export class ApiError extends Error {
  readonly code: number;
  readonly fieldErrors?: Record<string, string>;
  /** 'server' when the server answered with an envelope; otherwise the request never completed. */
  readonly kind: 'server' | 'network' | 'timeout';
  /** A 503's Retry-After, in seconds. */
  readonly retryAfterSeconds?: number;
  /** A 409 refusing a stale edit: the record as it is now (see lib/forms/stale-edit.ts). */
  readonly current?: unknown;

  constructor(
    code: number,
    message: string,
    options: { fieldErrors?: Record<string, string>; kind?: ApiError['kind']; retryAfterSeconds?: number; current?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.kind = options.kind ?? 'server';
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.current = options.current;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

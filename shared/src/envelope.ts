import * as z from 'zod/mini';

/** Every response: `{code, message, result}`; code 200 is success (spec §7). */
export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

export interface ListResult<T> {
  rows: T[];
  total: number;
}

export const listResult = <T extends z.ZodMiniType>(row: T) => z.object({ rows: z.array(row), total: z.number().check(z.int()) });

export const envelopeSchema = <T extends z.ZodMiniType>(result: T) =>
  z.object({ code: z.number().check(z.int()), message: z.string(), result });

/** Codes are HTTP-like so the HTTP status and the envelope code agree. */
export const ERROR_CODE = {
  ok: 200,
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  internal: 500,
  /** Contention or throttling after bounded retries: nothing was written; retry after Retry-After. */
  unavailable: 503,
} as const;
export type ErrorCodeValue = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

/** The `result` of a 400: field → translated message, so a form can show each one under its field. */
export interface FieldErrorsResult {
  fieldErrors: Record<string, string>;
}

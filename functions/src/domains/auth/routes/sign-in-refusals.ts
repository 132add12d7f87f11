import { ERROR_CODE } from '@sddp/shared';
import type { SignInFailureReason } from '@sddp/shared/metrics';
import { AppError } from '#kit/errors';
import { countMetric } from '#kit/metrics/count-metric';

/** A refused sign-in, counted by its reason (SignInFailures), which the answer `error` may not tell. */
export function signInRefused(reason: SignInFailureReason, error: AppError): AppError {
  countMetric('SignInFailures', { reason });
  return error;
}

/** A sign-in's check made elsewhere (a provider's answer, a signed hand-off): the refusal it throws (a 400) is counted under `reason`. */
export async function refusedAs<T>(reason: SignInFailureReason, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && error.code === ERROR_CODE.invalid) throw signInRefused(reason, error);
    throw error;
  }
}

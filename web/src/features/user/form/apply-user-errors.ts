import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ERROR_CODE } from '@sddp/shared';
import { isApiError } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';

/** Field errors of a 400 go under their fields; a 409 on an add is the login account already taken (error.userCodeTaken). */
export function applyUserErrors<T extends FieldValues & { userCode?: string }>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (isApiError(error) && error.code === ERROR_CODE.conflict && !error.fieldErrors) {
    setError('userCode' as Path<T>, { type: 'server', message: error.message }, { shouldFocus: true });
    return true;
  }
  return applyFieldErrors(setError, error, fields);
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ERROR_CODE } from '@sddp/shared';
import { isApiError } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';

/** Field errors of a 400 go under their fields; a 409 is the code already taken (error.orgCodeTaken). */
export function applyOrgErrors<T extends FieldValues & { orgCode?: string }>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (isApiError(error) && error.code === ERROR_CODE.conflict) {
    setError('orgCode' as Path<T>, { type: 'server', message: error.message }, { shouldFocus: true });
    return true;
  }
  return applyFieldErrors(setError, error, fields);
}

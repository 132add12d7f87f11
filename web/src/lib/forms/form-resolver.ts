import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { issueParams, messageWithParams } from '@sddp/shared';

/**
 * react-hook-form's resolver for a shared schema: the first issue of each field becomes its error, its
 * message the catalogue key with the numbers it names (`validation.tooLong?max=50`), which
 * `translateMessage` renders in the current language. The server reads the same numbers off the same
 * issues (issueParams), so a form and a response say the same thing. `fieldOf` names the form field an
 * issue's path belongs to where a field edits more than one value (a list typed as text).
 */
export function formResolver<T extends z.core.$ZodType<unknown, FieldValues>>(
  schema: T,
  fieldOf: (path: string) => string = (path) => path,
): Resolver<z.input<T>, unknown, z.output<T>> {
  return async (values, _context, options) => {
    const result = await z.safeParseAsync(schema, values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      errors[fieldOf(issue.path.join('.'))] ??= { type: issue.code, message: messageWithParams(issue.message, issueParams(issue)) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

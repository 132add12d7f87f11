import * as z from 'zod/mini';
import { LIMITS, PROJECT_STATE, PROJECT_STATES } from '../constants';
import { requiredText } from './common';

const httpUrl = (requiredMessage: string) =>
  requiredText(requiredMessage, LIMITS.urlMax, 'validation.url.max').check(
    z.refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
      error: 'validation.url.format',
    }),
  );

const optionalHttpUrl = z._default(
  z.string().check(
    z.trim(),
    z.maxLength(LIMITS.urlMax, { error: 'validation.url.max' }),
    z.refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), { error: 'validation.url.format' }),
  ),
  '',
);

/** The complete new-project form (spec §2.14 shows only part of it; docs/decisions.md). */
export const projectCreateInput = z.object({
  projectName: requiredText('validation.projectName.required', LIMITS.projectNameMax, 'validation.projectName.max'),
  projectNameEn: requiredText('validation.projectNameEn.required', LIMITS.projectNameEnMax, 'validation.projectNameEn.max'),
  indexUrl: httpUrl('validation.url.required'),
  indexUrlEn: optionalHttpUrl,
  state: z._default(z.enum(PROJECT_STATES, { error: 'validation.projectState.required' }), PROJECT_STATE.notStarted),
});
export type ProjectCreateInput = z.input<typeof projectCreateInput>;

import { z } from 'zod';
import { PAGE } from '../constants';

/** Validation messages are catalogue keys; each side translates them (see i18n/). */
export const PHONE_PATTERN = /^1(3\d|8\d|4[579]|5[0-35-9]|66|7[0135678]|9[89])\d{8}$/;
export const EMAIL_PATTERN = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** The stricter pattern of the user-detail screen: a top-level domain of 2–6 letters. */
export const EMAIL_WITH_TLD_PATTERN = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;

export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const email = (requiredMessage: string, formatMessage: string) =>
  requiredText(requiredMessage).regex(EMAIL_PATTERN, { error: formatMessage });

/** Space-separated extra addresses (email2); empty is allowed. */
export const emailList = (message: string, pattern: RegExp = EMAIL_PATTERN) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ?? '').split(/\s+/).filter(Boolean).join(' '))
    .refine((value) => value === '' || value.split(' ').every((part) => pattern.test(part)), { error: message });

export const mobilePhone = requiredText('validation.phone.required')
  .max(11, { error: 'validation.phone.format' })
  .regex(PHONE_PATTERN, { error: 'validation.phone.format' });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(PAGE.first),
  limit: z.coerce.number().int().min(1).max(PAGE.maxSize).default(PAGE.defaultSize),
});
export type PageQuery = z.infer<typeof pageQuery>;

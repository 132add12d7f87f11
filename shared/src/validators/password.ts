import { z } from 'zod';
import { LIMITS } from '../constants';

const CHARACTER_CLASSES = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z\d\s]/];

export function passwordClassCount(password: string): number {
  return CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
}

/** The password policy of spec §5: 8–20 characters, at least three of four character classes. */
export const newPassword = z
  .string({ error: 'validation.password.required' })
  .min(1, { error: 'validation.password.required' })
  .refine((value) => value.length >= LIMITS.passwordMin && value.length <= LIMITS.passwordMax, {
    error: 'validation.password.length',
  })
  .refine((value) => passwordClassCount(value) >= LIMITS.passwordClassesRequired, {
    error: 'validation.password.classes',
  });

/** A new password with its confirmation; `fields` names them as each screen does. */
export function passwordPair<P extends string, C extends string>(fields: { password: P; confirm: C }) {
  return z
    .object({
      [fields.password]: newPassword,
      [fields.confirm]: z
        .string({ error: 'validation.password.confirmRequired' })
        .min(1, { error: 'validation.password.confirmRequired' }),
    } as Record<P | C, z.ZodString>)
    .refine((value) => (value as Record<string, string>)[fields.password] === (value as Record<string, string>)[fields.confirm], {
      error: 'validation.password.mismatch',
      path: [fields.confirm],
    });
}

/** Whitespace is stripped as the user types on the find-password screen. */
export const stripWhitespace = (value: string) => value.replace(/\s+/g, '');

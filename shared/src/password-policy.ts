import { z } from 'zod';

/**
 * The password policy of spec §5 and §9, one module for every form and the server. A deployment may
 * tighten it (functions config); the web reads the deployed policy from GET /auth/password_policy.
 */
export const passwordPolicySchema = z.object({
  minLength: z.number().int().min(6).max(64),
  maxLength: z.number().int().min(8).max(128),
  minClasses: z.number().int().min(1).max(4),
  /** A new password must differ from this many most recent ones (the current one included). */
  history: z.number().int().min(0).max(24),
  maxAgeDays: z.number().int().min(1).max(3650),
  /** Days before expiry from which the expiry warning shows. */
  warnDays: z.number().int().min(0).max(90),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  maxLength: 20,
  minClasses: 3,
  history: 5,
  maxAgeDays: 90,
  warnDays: 7,
};

/** The interpolation values the password messages use ({{passwordMin}}, …). */
export function passwordMessageParams(policy: PasswordPolicy): Record<string, number> {
  return {
    passwordMin: policy.minLength,
    passwordMax: policy.maxLength,
    passwordClasses: policy.minClasses,
    passwordHistory: policy.history,
    passwordMaxAge: policy.maxAgeDays,
  };
}

const CHARACTER_CLASSES = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z\d\s]/];

export function passwordClassCount(password: string): number {
  return CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
}

/**
 * Passwords that meet the length and class rules yet top every leaked-password list; compared
 * case-insensitively.
 */
const COMMON_PASSWORDS = new Set(
  [
    'password1', 'password1!', 'password123', 'password@123', 'p@ssw0rd', 'p@ssword1', 'p@ssw0rd1', 'p@ssw0rd123',
    'passw0rd', 'passw0rd!', 'passw0rd1', 'pass@123', 'pass@1234', 'admin123', 'admin@123', 'admin@1234',
    'admin123!', 'administrator1', 'abc@123', 'abc@1234', 'abc123456', 'abcd@1234', 'abcd1234!', 'aa123456',
    'aa123456!', 'aa@123456', 'qwer1234', 'qwer@1234', 'qwer1234!', 'qwerty123', 'qwerty@123', 'qwerty1!',
    'q1w2e3r4', 'q1w2e3r4t5', 'qaz123456', '1qaz2wsx', '1qaz@wsx', '1qaz@wsx3edc', '1q2w3e4r', '1q2w3e4r!',
    'zaq12wsx', 'welcome1', 'welcome@1', 'welcome123', 'welcome@123', 'test@123', 'test1234!', 'root@123',
    'changeme1', 'changeme!1', 'letmein1!', 'iloveyou1', 'sunshine1', 'monkey123', 'dragon123', 'football1',
    'baseball1', 'master123', 'superman1', 'trustno1!', 'china123!', 'china@123', 'woaini1314', 'woaini@1314',
    'a1234567', 'a12345678', 'a123456789', 'a123456!', 'a1b2c3d4', 'abc12345', 'asdf1234', 'asd123456',
    'zxcv1234', 'zxc123456', 'hello123', 'hello@123', 'user@123', 'guest@123', 'summer2024!', 'winter2024!',
    'spring2025!', 'autumn2025!', 'company123!', 'sddp@123', 'sddp@1234', 'huawei@123', 'sinopec@123',
  ].map((password) => password.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** A new password under the policy: required, length, classes, not a common password. */
export function newPasswordSchema(policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY) {
  return z
    .string({ error: 'validation.password.required' })
    .min(1, { error: 'validation.password.required' })
    .refine((value) => value.length >= policy.minLength && value.length <= policy.maxLength, {
      error: 'validation.password.length',
      abort: true,
    })
    .refine((value) => passwordClassCount(value) >= policy.minClasses, { error: 'validation.password.classes', abort: true })
    .refine((value) => !isCommonPassword(value), { error: 'validation.password.common' });
}

/** A new password with its confirmation; `fields` names them as each screen does (pwd/pwd2, password/confirmPassword). */
export function passwordPairSchema<P extends string, C extends string>(
  fields: { password: P; confirm: C },
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
) {
  return z
    .object({
      [fields.password]: newPasswordSchema(policy),
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

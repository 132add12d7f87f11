import * as z from 'zod/mini';

/**
 * The password policy of spec §5 and §9, one module for every form and the server. A deployment may
 * tighten it (functions config); the web reads the deployed policy from GET /auth/password_policy.
 */
export const passwordPolicySchema = z.object({
  minLength: z.number().check(z.int(), z.gte(6), z.lte(64)),
  maxLength: z.number().check(z.int(), z.gte(8), z.lte(128)),
  minClasses: z.number().check(z.int(), z.gte(1), z.lte(4)),
  /** A new password must differ from this many most recent ones (the current one included). */
  history: z.number().check(z.int(), z.gte(0), z.lte(24)),
  maxAgeDays: z.number().check(z.int(), z.gte(1), z.lte(3650)),
  /** Days before expiry from which the expiry warning shows. */
  warnDays: z.number().check(z.int(), z.gte(0), z.lte(90)),
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

/** The rules that can be checked on the typed text alone; history and renewal need the account's record. */
export function passwordRuleChecks(password: string, policy: PasswordPolicy): { length: boolean; classes: boolean } {
  return {
    length: password.length >= policy.minLength && password.length <= policy.maxLength,
    classes: passwordClassCount(password) >= policy.minClasses,
  };
}

/**
 * A new password under the policy's rules: required, length, classes. The common-password and
 * personal-word screen runs on the server only, its list being too big for the web bundle.
 */
export function newPasswordSchema(policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY) {
  return z.string({ error: 'validation.password.required' }).check(
    z.minLength(1, { error: 'validation.password.required' }),
    z.refine((value) => passwordRuleChecks(value, policy).length, {
      error: 'validation.password.length',
      abort: true,
    }),
    z.refine((value) => passwordRuleChecks(value, policy).classes, { error: 'validation.password.classes', abort: true }),
  );
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
        .check(z.minLength(1, { error: 'validation.password.confirmRequired' })),
    } as Record<P | C, z.ZodMiniString<string>>)
    .check(
      z.refine((value) => (value as Record<string, string>)[fields.password] === (value as Record<string, string>)[fields.confirm], {
        error: 'validation.password.mismatch',
        path: [fields.confirm],
      }),
    );
}

/** Whitespace is stripped as the user types on the find-password screen. */
export const stripWhitespace = (value: string) => value.replace(/\s+/g, '');

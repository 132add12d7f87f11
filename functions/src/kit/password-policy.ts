import { DEFAULT_PASSWORD_POLICY, passwordPolicySchema, type PasswordPolicy } from '@sddp/shared';
import { config } from '#kit/config';

let cached: PasswordPolicy | undefined;

/** The deployed policy: shared's default, tightened by PASSWORD_POLICY (JSON) where a deployment sets it. */
export function configuredPasswordPolicy(): PasswordPolicy {
  if (!cached) {
    const overrides = config().PASSWORD_POLICY ? (JSON.parse(config().PASSWORD_POLICY!) as Partial<PasswordPolicy>) : {};
    cached = passwordPolicySchema.parse({ ...DEFAULT_PASSWORD_POLICY, ...overrides });
  }
  return cached;
}

export function resetPasswordPolicyForTests(): void {
  cached = undefined;
}

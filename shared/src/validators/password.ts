import { DEFAULT_PASSWORD_POLICY, newPasswordSchema, passwordPairSchema } from '../password-policy';

/** The default policy's schemas; screens and the server build theirs from the deployed policy. */
export const newPassword = newPasswordSchema(DEFAULT_PASSWORD_POLICY);
export const passwordPair = <P extends string, C extends string>(fields: { password: P; confirm: C }) =>
  passwordPairSchema(fields, DEFAULT_PASSWORD_POLICY);

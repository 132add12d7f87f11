import { z } from 'zod';
import { INPUT_LIMITS, LIMITS } from '../constants';
import { email, mobilePhone, requiredText, serverKey } from './common';

const fourCharacters = (required: string, length: string) =>
  requiredText(required, LIMITS.captchaLength, length).length(LIMITS.captchaLength, { error: length });

export const captchaCode = fourCharacters('validation.captcha.required', 'validation.captcha.length');

/** The login account as typed: the same ceiling as the accounts the server creates. */
export const loginAccount = (message: string) => requiredText(message, INPUT_LIMITS.userCodeMax);

/** Mode 1 of the login screen; `password` is the client-side pre-hash, never the plain password. */
export const accountLoginInput = z.object({
  username: loginAccount('validation.username.required'),
  password: requiredText('validation.password.required', INPUT_LIMITS.passwordHashMax),
  captcha: captchaCode,
  key: serverKey('error.captchaWrong'),
});
export type AccountLoginInput = z.infer<typeof accountLoginInput>;

export const phoneLoginInput = z.object({
  phone: mobilePhone,
  phoneCaptcha: fourCharacters('validation.smsCode.required', 'validation.smsCode.length'),
});

export const extensionLoginInput = z.object({
  fenjihao: requiredText('validation.extension.required', LIMITS.extensionMaxDigits, 'validation.extension.format').regex(/^\d+$/, {
    error: 'validation.extension.format',
  }),
  k: serverKey('error.extensionKeyInvalid').optional(),
});

/** Spec §5 words the forgot-password e-mail check its own way ('the correct email address'). */
export const forgotPasswordInput = z.object({
  userCode: loginAccount('validation.userCode.required'),
  email: email('validation.email.required', 'validation.email.address'),
});

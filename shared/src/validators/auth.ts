import { z } from 'zod';
import { LIMITS } from '../constants';
import { email, mobilePhone, requiredText } from './common';

export const captchaCode = requiredText('validation.captcha.required').length(LIMITS.captchaLength, {
  error: 'validation.captcha.length',
});

/** Mode 1 of the login screen; `password` is the client-side pre-hash, never the plain password. */
export const accountLoginInput = z.object({
  username: requiredText('validation.username.required'),
  password: z.string({ error: 'validation.password.required' }).min(1, { error: 'validation.password.required' }),
  captcha: captchaCode,
  key: requiredText('validation.captcha.required'),
});
export type AccountLoginInput = z.infer<typeof accountLoginInput>;

export const phoneLoginInput = z.object({
  phone: mobilePhone,
  phoneCaptcha: requiredText('validation.smsCode.required').length(LIMITS.smsCodeLength, {
    error: 'validation.smsCode.length',
  }),
});

export const extensionLoginInput = z.object({
  fenjihao: requiredText('validation.extension.required')
    .max(LIMITS.extensionMaxDigits, { error: 'validation.extension.format' })
    .regex(/^\d+$/, { error: 'validation.extension.format' }),
  k: z.string().trim().optional(),
});

export const forgotPasswordInput = z.object({
  userCode: requiredText('validation.userCode.required'),
  email: email('validation.email.required', 'validation.email.format'),
});

import * as z from 'zod/mini';
import { INPUT_LIMITS, LIMITS } from '../constants';
import { email, mobilePhone, requiredText, serverKey } from './common';

const fourCharacters = (required: string, length: string) =>
  requiredText(required, LIMITS.captchaLength, length).check(z.length(LIMITS.captchaLength, { error: length }));

export const captchaCode = fourCharacters('validation.captcha.required', 'validation.captcha.length');

/** The login account as typed: the same ceiling as the accounts the server creates. */
export const loginAccount = (message: string) => requiredText(message, INPUT_LIMITS.userCodeMax);

/** The sign-in code e-mailed instead of the image captcha: digits, exactly its length. */
export const mailedLoginCode = requiredText('validation.mailCode.required', LIMITS.mailLoginCodeLength, 'validation.mailCode.length').check(
  z.length(LIMITS.mailLoginCodeLength, { error: 'validation.mailCode.length' }),
  z.regex(/^\d+$/, { error: 'validation.mailCode.length' }),
);

/** `password` is the client-side pre-hash, never the plain password. */
const accountAndPassword = {
  username: loginAccount('validation.username.required'),
  password: requiredText('validation.password.required', INPUT_LIMITS.passwordHashMax),
};

/** Mode 1 of the login screen with the image captcha. */
export const captchaLoginInput = z.object({ ...accountAndPassword, captcha: captchaCode, key: serverKey('error.captchaWrong') });

/** Mode 1 with the code mailed to the typed account instead of the captcha (docs/decisions.md, "Accessibility"). */
export const mailCodeLoginInput = z.object({ ...accountAndPassword, mailCode: mailedLoginCode });

/** What /auth/login reads: account and password, and either the captcha with its key or the mailed code. */
export const accountLoginInput = z
  .object({
    ...accountAndPassword,
    captcha: z.optional(captchaCode),
    key: z.optional(serverKey('error.captchaWrong')),
    mailCode: z.optional(mailedLoginCode),
  })
  .check(
    z.superRefine(
      (value, ctx) => {
        if (value.mailCode !== undefined) {
          if (value.captcha !== undefined || value.key !== undefined)
            ctx.addIssue({ code: 'custom', path: ['mailCode'], message: 'validation.mailCode.either' });
          return;
        }
        if (value.captcha === undefined) ctx.addIssue({ code: 'custom', path: ['captcha'], message: 'validation.captcha.required' });
        if (value.key === undefined) ctx.addIssue({ code: 'custom', path: ['key'], message: 'error.captchaWrong' });
      },
      { when: ({ value }) => typeof value === 'object' && value !== null },
    ),
  );
export type AccountLoginInput = z.infer<typeof accountLoginInput>;

/** Asks for a sign-in code by e-mail for the typed account. */
export const mailLoginCodeInput = z.object({ username: loginAccount('validation.username.required') });

export const phoneLoginInput = z.object({
  phone: mobilePhone,
  phoneCaptcha: fourCharacters('validation.smsCode.required', 'validation.smsCode.length'),
});

export const extensionLoginInput = z.object({
  fenjihao: requiredText('validation.extension.required', LIMITS.extensionMaxDigits, 'validation.extension.format').check(
    z.regex(/^\d+$/, {
      error: 'validation.extension.format',
    }),
  ),
  k: z.optional(serverKey('error.extensionKeyInvalid')),
});

/** Spec §5 words the forgot-password e-mail check its own way ('the correct email address'). */
export const forgotPasswordInput = z.object({
  userCode: loginAccount('validation.userCode.required'),
  email: email('validation.email.required', 'validation.email.address'),
});

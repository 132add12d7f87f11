import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../constants';
import { passwordPolicySchema } from '../password-policy';
import { completeInfoInput, profileInput } from '../validators/account';
import { extensionLoginInput, forgotPasswordInput, phoneLoginInput } from '../validators/auth';
import { email, id, mobilePhone, requiredText, serverKey, wholeNumber } from '../validators/common';
import { defineEndpoint } from './endpoint';

const none = z.object({});
const token = z.object({ token: z.string() });

/** New passwords are checked on the server against the deployed policy (GET /auth/password_policy). */
const passwordInputs = {
  pwd: requiredText('validation.password.required', INPUT_LIMITS.passwordMax, 'validation.password.length'),
  pwd2: requiredText('validation.password.confirmRequired', INPUT_LIMITS.passwordMax, 'validation.password.length'),
};

export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const passwordPolicy = defineEndpoint({
  id: 'auth.passwordPolicy',
  domain: 'auth',
  method: 'GET',
  path: '/auth/password_policy',
  input: none,
  output: passwordPolicySchema,
  access: 'public',
});

export const smsLoginCode = defineEndpoint({
  id: 'auth.smsLoginCode',
  domain: 'auth',
  method: 'GET',
  path: '/cap_sms_login',
  input: z.object({ phone: mobilePhone }),
  output: z.null(),
  access: 'public',
});

export const phoneLogin = defineEndpoint({
  id: 'auth.phoneLogin',
  domain: 'auth',
  method: 'POST',
  path: '/auth/phone_login',
  input: phoneLoginInput,
  output: token,
  access: 'public',
  log: 'log.loginSuccess',
  logFailure: 'log.loginFailure',
});

export const extensionLogin = defineEndpoint({
  id: 'auth.extensionLogin',
  domain: 'auth',
  method: 'POST',
  path: '/auth/fenjihao_login',
  input: z.extend(extensionLoginInput, { k: serverKey('error.extensionKeyInvalid') }),
  output: token,
  access: 'public',
  log: 'log.loginSuccess',
  logFailure: 'log.loginFailure',
});

/** Issues a one-time extension sign-in link for one account (the intranet integration, or an admin). */
export const issueExtensionKey = defineEndpoint({
  id: 'auth.issueExtensionKey',
  domain: 'auth',
  method: 'POST',
  path: '/auth/fenjihao_key',
  input: z.object({ userId: id() }),
  output: z.object({ k: z.string(), expiresAt: z.string(), url: z.string() }),
  access: ['admin'],
  log: 'log.extensionKeyIssued',
});

export const forgotPassword = defineEndpoint({
  id: 'auth.forgotPassword',
  domain: 'auth',
  method: 'POST',
  path: '/user/find_pwd',
  input: forgotPasswordInput,
  output: z.null(),
  access: 'public',
  log: 'log.forgotPassword',
});

export const findPasswordUpdate = defineEndpoint({
  id: 'auth.findPasswordUpdate',
  domain: 'auth',
  method: 'POST',
  path: '/user/find_pwd_update',
  input: z.object({ ...passwordInputs, key: serverKey('error.resetLinkInvalid') }),
  output: z.null(),
  access: 'public',
  log: 'log.passwordReset',
});

/** First-login reset, expired-password change and the navbar dialog all use this call. */
export const updatePassword = defineEndpoint({
  id: 'auth.updatePassword',
  domain: 'auth',
  method: 'POST',
  path: '/user/update_pwd',
  input: z.object(passwordInputs),
  output: z.null(),
  access: 'session',
  aliases: { password: 'pwd', confirmPassword: 'pwd2' },
  log: 'log.passwordChanged',
});

export const infoSmsCode = defineEndpoint({
  id: 'auth.infoSmsCode',
  domain: 'auth',
  method: 'GET',
  path: '/cap_sms_info',
  input: z.object({ phone: mobilePhone }),
  output: z.null(),
  access: 'session',
});

export const mailCode = defineEndpoint({
  id: 'auth.mailCode',
  domain: 'auth',
  method: 'POST',
  path: '/cap_mail',
  input: z.object({ email: email('validation.email.required', 'validation.email.format') }),
  output: z.null(),
  access: 'session',
});

export const completeInfo = defineEndpoint({
  id: 'auth.completeInfo',
  domain: 'auth',
  method: 'POST',
  path: '/user/update_detail',
  input: completeInfoInput,
  output: z.null(),
  access: 'session',
  log: 'log.infoCompleted',
});

export const updateProfile = defineEndpoint({
  id: 'auth.updateProfile',
  domain: 'auth',
  method: 'POST',
  path: '/user/update_detail_simple',
  input: profileInput,
  output: z.null(),
  access: 'session',
  log: 'log.profileUpdated',
});

/** A presigned PUT for one file; the server chooses the key, the URL is bound to type and size. */
export const presignUpload = defineEndpoint({
  id: 'auth.presignUpload',
  domain: 'auth',
  method: 'POST',
  path: '/user/upload_url',
  input: z.object({
    purpose: z.enum(['businessLicence']),
    fileName: requiredText('validation.file.required', INPUT_LIMITS.fileNameMax),
    contentType: z.enum(UPLOAD_IMAGE_TYPES, { error: 'validation.file.type' }),
    size: wholeNumber(1, UPLOAD_MAX_BYTES, 'validation.file.size'),
  }),
  output: z.object({ url: z.string(), key: z.string(), headers: z.record(z.string(), z.string()), expiresAt: z.string() }),
  access: 'session',
});

export const ACCOUNT_ENDPOINTS = [
  passwordPolicy,
  smsLoginCode,
  phoneLogin,
  extensionLogin,
  issueExtensionKey,
  forgotPassword,
  findPasswordUpdate,
  updatePassword,
  infoSmsCode,
  mailCode,
  completeInfo,
  updateProfile,
  presignUpload,
];

import * as z from 'zod/mini';
import { projectSummarySchema } from '../entities/project';
import { userInfoSchema } from '../entities/user';
import { accountLoginInput, mailLoginCodeInput } from '../validators/auth';
import { defineEndpoint } from './endpoint';

const none = z.object({});

export const captchaImage = defineEndpoint({
  id: 'auth.captchaImage',
  domain: 'auth',
  method: 'GET',
  path: '/cap_img',
  input: none,
  output: z.object({ imageBase64: z.string(), key: z.string() }),
  access: 'public',
});

export const login = defineEndpoint({
  id: 'auth.login',
  domain: 'auth',
  method: 'POST',
  path: '/auth/login',
  input: accountLoginInput,
  output: z.object({ token: z.string() }),
  access: 'public',
  aliases: { userName: 'username', pwd: 'password' },
  log: 'log.loginSuccess',
  logFailure: 'log.loginFailure',
});

/**
 * The accessible alternative to the image captcha: a code mailed to the typed account's address. The
 * answer is the same whatever the account (docs/decisions.md, "Accessibility").
 */
export const mailLoginCode = defineEndpoint({
  id: 'auth.mailLoginCode',
  domain: 'auth',
  method: 'POST',
  path: '/cap_mail_login',
  input: mailLoginCodeInput,
  output: z.null(),
  access: 'public',
});

export const logout = defineEndpoint({
  id: 'auth.logout',
  domain: 'auth',
  method: 'GET',
  path: '/auth/logout',
  input: none,
  output: z.null(),
  access: 'session',
  log: 'log.logout',
});

export const userInfo = defineEndpoint({
  id: 'auth.userInfo',
  domain: 'auth',
  method: 'GET',
  path: '/user/info',
  input: none,
  output: userInfoSchema,
  access: 'session',
});

export const userProjectList = defineEndpoint({
  id: 'auth.userProjectList',
  domain: 'auth',
  method: 'GET',
  path: '/project/user_project_list',
  input: none,
  output: z.array(projectSummarySchema),
  access: 'session',
});

export const AUTH_ENDPOINTS = [captchaImage, login, mailLoginCode, logout, userInfo, userProjectList];

import {
  DEFAULT_PASSWORD_POLICY,
  formatMessage,
  passwordMessageParams,
  TOKEN_HEADER,
  type Language,
  type PasswordPolicy,
} from '@sddp/shared';
import { prehashPassword } from '#kit/crypto/password';
import type { CaptchaStore } from './captcha';
import type { Credentials } from './sign-in';

/**
 * Calls the platform's API directly, as another client (the intranet integration, an administrator's
 * tool) would: for what the screens under test do not do themselves.
 */
interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

async function call<T>(url: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const response = await fetch(url, init);
  return (await response.json()) as Envelope<T>;
}

/** Signs in through /user-api/auth/login with a captcha answered from the table; returns the session token. */
export async function apiSignIn(baseUrl: string, captchas: CaptchaStore, account: Credentials): Promise<string> {
  const captcha = await call<{ key: string }>(`${baseUrl}/user-api/cap_img`);
  const answer = await captchas.answer(captcha.result.key);
  const login = await call<{ token: string }>(`${baseUrl}/user-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: account.userCode,
      password: prehashPassword(account.password),
      captcha: answer,
      key: captcha.result.key,
    }),
  });
  if (login.code !== 200) throw new Error(`API sign-in as ${account.userCode} failed: ${login.code} ${login.message}`);
  return login.result.token;
}

export interface ExtensionLink {
  k: string;
  url: string;
  expiresAt: string;
}

/** POST /user-api/auth/fenjihao_key as an administrator: a one-time extension sign-in link. */
export async function issueExtensionLink(baseUrl: string, adminToken: string, userId: number): Promise<ExtensionLink> {
  const issued = await call<ExtensionLink>(`${baseUrl}/user-api/auth/fenjihao_key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: adminToken },
    body: JSON.stringify({ userId }),
  });
  if (issued.code !== 200) throw new Error(`Issuing an extension link failed: ${issued.code} ${issued.message}`);
  return issued.result;
}

/** The deployed password policy (GET /user-api/auth/password_policy), for the numbers in its messages. */
export async function passwordPolicy(baseUrl: string): Promise<PasswordPolicy> {
  const answer = await call<PasswordPolicy>(`${baseUrl}/user-api/auth/password_policy`);
  return answer.code === 200 ? answer.result : DEFAULT_PASSWORD_POLICY;
}

/** A catalogue message with the policy's numbers, as the screens render it. */
export function policyMessage(language: Language, key: string, policy: PasswordPolicy, params: Record<string, unknown> = {}): string {
  return formatMessage(language, key, { ...passwordMessageParams(policy), ...params });
}

import { handler } from '#domains/auth/handler';
import { prehashPassword } from '#kit/crypto/password';
import { call } from './api-event';
import { getItem, keys, TEST_PASSWORD } from './fixtures';

/** A fresh captcha and its answer, read from the table the way only a test (never a client) can. */
export async function solveCaptcha(): Promise<{ key: string; answer: string }> {
  const response = await call<{ key: string; imageBase64: string }>(handler, { path: '/cap_img' });
  const item = await getItem(keys.captcha(response.result.key));
  return { key: response.result.key, answer: String(item?.answer) };
}

export async function signIn(userCode: string, password = TEST_PASSWORD, language?: string) {
  const { key, answer } = await solveCaptcha();
  return call<{ token: string } | null>(handler, {
    method: 'POST',
    path: '/auth/login',
    body: { username: userCode, password: prehashPassword(password), captcha: answer, key },
    ...(language ? { language } : {}),
  });
}

export async function tokenFor(userCode: string, password = TEST_PASSWORD): Promise<string> {
  const response = await signIn(userCode, password);
  if (response.code !== 200 || !response.result) throw new Error(`sign-in failed: ${response.message}`);
  return response.result.token;
}

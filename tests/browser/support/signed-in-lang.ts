import type { Page } from 'playwright-core';
import { signIn, type Lang } from './sign-in';
import type { BrowserSuite } from './suite';

/** A demo account signed in with the app in `lang` (English is the stored language choice, set before the first load). */
export async function signedInIn(suite: BrowserSuite, userCode: string, lang: Lang): Promise<Page> {
  const page = await suite.newPage();
  if (lang === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, suite.captchas, suite.account(userCode), { lang });
  return page;
}

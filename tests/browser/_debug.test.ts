import { it } from 'vitest';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
it('debug', async () => {
  const t0 = Date.now();
  const lap = (s: string) => console.log(s, Date.now() - t0);
  const page = await suite.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('response', (r) => console.log('resp', r.status(), r.url(), Date.now() - t0));
  const { signIn } = await import('./support/sign-in');
  await signIn(page, suite.captchas, suite.account('user'));
  lap('signed in');
  await page.waitForURL('**/dashboard');
  lap('dashboard');
  console.log(await page.context().cookies());
  await page.goto('/user/list');
  lap('goto');
  await page.waitForTimeout(1500);
  console.log(page.url(), await page.context().cookies());
  console.log(await page.locator('body').innerText());
}, 60000);

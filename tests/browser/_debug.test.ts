import { it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { sidebarMenu } from './support/shell';

const suite = useBrowserSuite();
it('debug', async () => {
  const t0 = Date.now();
  const page = await suite.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('request', (r) => r.url().includes('user-api') && console.log('req', r.method(), r.url(), r.headers()['x-token'], Date.now() - t0));
  page.on('requestfailed', (r) => console.log('FAILED', r.url(), r.failure()?.errorText, Date.now() - t0));
  page.on('framenavigated', (f) => console.log('nav', f.url(), Date.now() - t0));
  const { signIn } = await import('./support/sign-in');
  await signIn(page, suite.captchas, suite.account('user'));
  await sidebarMenu(page).waitFor();
  console.log('menu shown', Date.now() - t0);
  await page.reload();
  await page.waitForTimeout(1500);
  console.log(page.url(), await page.context().cookies());
}, 60000);

import { describe, expect, it } from 'vitest';
import { signIn } from './support/sign-in';
import { useBrowserSuite } from './support/suite';

describe('signing in loads the session once', () => {
  const suite = useBrowserSuite();

  it('one /user/info and one project list from the login form to the dashboard', async () => {
    const page = await suite.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/user-api/user/info' || path === '/user-api/project/user_project_list') calls.push(path);
    });
    await signIn(page, suite.captchas, suite.account('admin'));
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.waitForLoadState('networkidle');
    expect(calls.filter((path) => path.endsWith('/user/info'))).toHaveLength(1);
    expect(calls.filter((path) => path.endsWith('/user_project_list'))).toHaveLength(1);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../scripts/web-bundle-closure';
import { gzipSizer, measureBundles } from '../../scripts/web-bundle-report';
import { WEB_DIST, WEB_ROOT } from '../../scripts/web-build';
import { LoginForm, UI } from './support/sign-in';
import { POLL, useBrowserSuite } from './support/suite';

/**
 * Issue 16: scripts/bundle-budget.ts reads the cold-load closure of each route from Vite's manifest. Here a
 * real cold load of /login says whether that figure is what the browser fetches.
 */
describe('web bundles on a cold load', () => {
  const suite = useBrowserSuite();

  it('fetches for /login what the bundle budget counts, in the active language only; English on the switch', async () => {
    const page = await suite.newPage();
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) fetched.add(path.slice(1));
    });
    const form = new LoginForm(page);
    await form.open('/login');
    await page.waitForLoadState('networkidle');

    const report = measureBundles(WEB_DIST, readFileSync(join(WEB_ROOT, 'src', 'routeTree.gen.ts'), 'utf8'));
    const counted = report.routes.find((route) => route.path === '/login');
    const sizeOf = gzipSizer(WEB_DIST);
    const fetchedKB = [...fetched].reduce((total, file) => total + sizeOf(file), 0);
    expect(counted).toBeDefined();
    expect(Math.abs(fetchedKB - counted!.kB)).toBeLessThan(3);

    const manifest = JSON.parse(readFileSync(join(WEB_DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const english = manifest['src/i18n/messages.en.ts']?.file;
    expect(english).toBeDefined();
    expect(fetched).toContain(manifest['src/i18n/messages.zh.ts']?.file);
    expect(fetched).not.toContain(english);

    await page.getByRole('checkbox', { name: UI.zh.common.english, exact: true }).click();
    await form.in('en').form.waitFor();
    await expect.poll(() => fetched.has(english!), POLL).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});

/**
 * `npx tsx scripts/screenshots.ts`: starts the seeded platform on a free port with throw-away data,
 * signs in as admin through the real login form (the captcha answer read from DynamoDB Local, as the
 * browser tests do) and writes docs/screenshots/login.png, shell.png, org-list.png and project-suppliers.png
 * at 1440×900.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startPlatform, type Platform } from '#local/platform';
import { launchBrowser, openPage } from '../tests/browser/support/browser';
import { CaptchaStore } from '../tests/browser/support/captcha';
import { sidebarMenu, tabLink } from '../tests/browser/support/shell';
import { LoginForm, signIn } from '../tests/browser/support/sign-in';
import { ensureWebBuild, REPO_ROOT, WEB_DIST } from './web-build';

const OUT_DIR = join(REPO_ROOT, 'docs', 'screenshots');

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.LOG_LEVEL ??= 'warn';

/** The UI is Chinese by default; without a CJK system font Chromium draws every character as a box. */
function warnWithoutCjkFont(): void {
  let fonts: string;
  try {
    fonts = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  } catch {
    // No fontconfig tools: say nothing rather than guess.
    return;
  }
  if (!fonts.trim()) {
    console.warn('warning: no Chinese font is installed; the shots will show boxes (apt-get install -y fonts-wqy-microhei)');
  }
}

/** Web fonts loaded and one frame painted, so the shot shows the settled page. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

async function openFromMenu(page: Page, title: string, path: string): Promise<void> {
  await sidebarMenu(page).getByRole('link', { name: title, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

async function main(): Promise<void> {
  const started = Date.now();
  warnWithoutCjkFont();
  await ensureWebBuild();
  mkdirSync(OUT_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'sddp-screenshots-'));
  let platform: Platform | undefined;
  let browser: Browser | undefined;
  let captchas: CaptchaStore | undefined;
  try {
    platform = await startPlatform({ port: 0, dataDir, inMemory: true, webDist: WEB_DIST, seed: true });
    const { password } = platform.accounts.find((account) => account.userCode === 'admin') ?? {};
    if (!password) throw new Error('The seed did not report the admin account');
    const admin = { userCode: 'admin', password };
    captchas = new CaptchaStore(platform.services);
    browser = await launchBrowser();
    const { context, page } = await openPage(browser, platform.url);

    await new LoginForm(page).open('/login');
    await settled(page);
    await page.screenshot({ path: join(OUT_DIR, 'login.png') });
    console.log('wrote docs/screenshots/login.png');

    await signIn(page, captchas, admin);
    await openFromMenu(page, '项目列表', '/project/list');
    await openFromMenu(page, '机构列表', '/mechanism/list');
    await tabLink(page, '首页').click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('main').getByRole('heading', { name: '项目主页', exact: true }).waitFor();
    await settled(page);
    await page.screenshot({ path: join(OUT_DIR, 'shell.png') });
    console.log('wrote docs/screenshots/shell.png');

    await page.goto('/mechanism/list');
    await page.getByRole('row').filter({ hasText: '华东泵业有限公司' }).waitFor();
    await settled(page);
    await page.screenshot({ path: join(OUT_DIR, 'org-list.png') });
    console.log('wrote docs/screenshots/org-list.png');

    await page.goto(`/project/suppliers?id=8012&projectName=${encodeURIComponent('湛江项目')}`);
    await page.getByRole('row').filter({ hasText: '华东泵业有限公司' }).waitFor();
    await settled(page);
    await page.screenshot({ path: join(OUT_DIR, 'project-suppliers.png') });
    console.log('wrote docs/screenshots/project-suppliers.png');
    await context.close();
  } finally {
    await browser?.close();
    captchas?.close();
    await platform?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`Screenshots done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

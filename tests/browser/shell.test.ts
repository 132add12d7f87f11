import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessHolder } from '@sddp/shared';
import { DESKTOP_VIEWPORT, openPage } from './support/browser';
import { documentTitle, expectedMenu, menuTexts, openUserMenu, sidebarMenu, sidebarToggle, tabLink, tabTexts } from './support/shell';
import { signIn, UI, userMenu, type Lang } from './support/sign-in';
import { POLL, useBrowserSuite } from './support/suite';

const ADMIN: AccessHolder = { permissions: ['admin', 'datamationMaturityScore'], userRole: '50' };
const zh = UI.zh;

function storedLanguage(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('language'));
}

/** Clicks a menu entry in the sidebar and waits for its screen. */
async function openFromMenu(page: Page, title: string, path: string): Promise<void> {
  await sidebarMenu(page).getByRole('link', { name: title, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('main').getByRole('heading', { name: title, exact: true }).waitFor();
}

/** Right-clicks a tab and picks an entry of its context menu. */
async function tabAction(page: Page, tab: string, action: string, lang: Lang = 'zh'): Promise<void> {
  await tabLink(page, tab, lang).click({ button: 'right' });
  const menu = page.getByRole('menu', { name: UI[lang].layout.tabActions, exact: true });
  await menu.getByRole('menuitem', { name: action, exact: true }).click();
  await menu.waitFor({ state: 'detached' });
}

describe('the signed-in shell (admin)', () => {
  const suite = useBrowserSuite();
  /** The form sign-in runs once; each test gets a fresh context holding that session's cookie. */
  let session: BrowserContextOptions['storageState'];

  beforeAll(async () => {
    const { browser } = suite;
    const { context, page } = await openPage(browser, suite.platform.baseUrl);
    try {
      await signIn(page, suite.captchas, suite.account('admin'));
      session = { cookies: (await context.storageState()).cookies, origins: [] };
    } finally {
      await context.close();
    }
  });

  async function adminPage(path: string, options: BrowserContextOptions = {}): Promise<Page> {
    const page = await suite.newPage({ storageState: session, ...options });
    await page.goto(path);
    await userMenu(page).waitFor();
    return page;
  }

  it('switches the language from the navbar: menu and titles change, the choice persists, other tabs close', async () => {
    const page = await adminPage('/dashboard');
    await openFromMenu(page, '项目列表', '/project/list');
    await openFromMenu(page, '操作日志', '/log/list');
    await expect.poll(() => tabTexts(page), POLL).toEqual(['首页', '项目列表', '操作日志']);
    expect(await menuTexts(page)).toEqual(expectedMenu(ADMIN));
    expect(await storedLanguage(page)).toBeNull();

    const menu = await openUserMenu(page);
    await menu.getByRole('menuitemradio', { name: 'English', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => menuTexts(page, 'en'), POLL).toEqual(expectedMenu(ADMIN, 'en'));
    await expect.poll(() => tabTexts(page, 'en'), POLL).toEqual(['Home']);
    await expect.poll(() => page.title(), POLL).toBe(documentTitle('dashboard', 'en'));
    expect(await storedLanguage(page)).toBe('en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('main').getByRole('heading', { name: 'Project home', exact: true }).waitFor();

    // Kept across a reload.
    await page.reload();
    await userMenu(page, 'en').waitFor();
    await expect.poll(() => menuTexts(page, 'en'), POLL).toEqual(expectedMenu(ADMIN, 'en'));

    const englishMenu = await openUserMenu(page, 'en');
    await englishMenu.getByRole('menuitemradio', { name: '简体中文', exact: true }).click();
    await expect.poll(() => menuTexts(page), POLL).toEqual(expectedMenu(ADMIN));
    await expect.poll(() => page.title(), POLL).toBe(documentTitle('dashboard'));
    expect(await storedLanguage(page)).toBe('zh');
  });

  it("switches the login screen's language with the 'English' checkbox", async () => {
    const page = await suite.newPage();
    await page.goto('/login');
    await page.getByRole('form', { name: zh.login.heading, exact: true }).waitFor();
    expect(await page.title()).toBe(documentTitle('login'));
    await page.getByText(zh.login.supportPhone.replace('{{phone}}', ''), { exact: false }).waitFor();

    const english = page.getByRole('checkbox', { name: 'English', exact: true });
    expect(await english.getAttribute('aria-checked')).toBe('false');
    await english.click();
    await expect.poll(() => english.getAttribute('aria-checked'), POLL).toBe('true');
    const form = page.getByRole('form', { name: UI.en.login.heading, exact: true });
    await form.getByRole('button', { name: UI.en.login.submit, exact: true }).waitFor();
    await form.getByLabel(UI.en.login.password, { exact: true }).waitFor();
    expect(await storedLanguage(page)).toBe('en');
    await expect.poll(() => page.title(), POLL).toBe(documentTitle('login', 'en'));
    // The licence footer is Chinese-only.
    expect(await page.getByText(zh.login.supportPhone.replace('{{phone}}', ''), { exact: false }).count()).toBe(0);

    await english.click();
    await page.getByRole('form', { name: zh.login.heading, exact: true }).waitFor();
    expect(await storedLanguage(page)).toBe('zh');
  });

  it('tab context menu: Close, Refresh, Close Others and Close All, with Home pinned; titles follow the page', async () => {
    const page = await adminPage('/dashboard');
    expect(await tabTexts(page)).toEqual(['首页']);
    await openFromMenu(page, '项目列表', '/project/list');
    await openFromMenu(page, '机构列表', '/mechanism/list');
    await openFromMenu(page, '操作日志', '/log/list');
    await openFromMenu(page, '系统通知', '/message/list');
    await expect.poll(() => tabTexts(page), POLL).toEqual(['首页', '项目列表', '机构列表', '操作日志', '系统通知']);
    await expect.poll(() => page.title(), POLL).toBe(documentTitle('notices'));
    expect(await page.title()).toBe('系统通知 - 供应商数字化交付管理平台');

    // Close on a tab that is not shown: the page stays.
    await tabAction(page, '机构列表', zh.layout.close);
    await expect.poll(() => tabTexts(page), POLL).toEqual(['首页', '项目列表', '操作日志', '系统通知']);
    expect(new URL(page.url()).pathname).toBe('/message/list');

    // Close on the shown tab: its neighbour is shown.
    await tabAction(page, '系统通知', zh.layout.close);
    await page.waitForURL((url) => url.pathname === '/log/list');
    await expect.poll(() => tabTexts(page), POLL).toEqual(['首页', '项目列表', '操作日志']);
    await expect.poll(() => page.title(), POLL).toBe(documentTitle('operationLog'));

    // Refresh re-mounts the screen and keeps the page.
    await page.getByRole('main').evaluate((main) => main.setAttribute('data-before-refresh', ''));
    await tabAction(page, '操作日志', zh.layout.refresh);
    await page.waitForFunction(() => document.querySelector('main') && !document.querySelector('main[data-before-refresh]'));
    expect(new URL(page.url()).pathname).toBe('/log/list');
    await page.getByRole('main').getByRole('heading', { name: '操作日志', exact: true }).waitFor();
    expect(await tabTexts(page)).toEqual(['首页', '项目列表', '操作日志']);

    // Close Others on another tab: it alone stays beside Home, and it is shown.
    await tabAction(page, '项目列表', zh.layout.closeOthers);
    await page.waitForURL((url) => url.pathname === '/project/list');
    await expect.poll(() => tabTexts(page), POLL).toEqual(['首页', '项目列表']);

    // Home cannot be closed.
    await tabLink(page, '首页').click({ button: 'right' });
    const homeMenu = page.getByRole('menu', { name: zh.layout.tabActions, exact: true });
    expect((await homeMenu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim())).toEqual([
      zh.layout.refresh,
      zh.layout.closeOthers,
      zh.layout.closeAll,
    ]);
    await page.keyboard.press('Escape');
    await homeMenu.waitFor({ state: 'detached' });

    await tabAction(page, '项目列表', zh.layout.closeAll);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => tabTexts(page), POLL).toEqual(['首页']);
    await expect.poll(() => page.title(), POLL).toBe(documentTitle('dashboard'));
  });

  it('the sidebar toggle collapses and expands the sidebar', async () => {
    const page = await adminPage('/dashboard');
    const toggle = sidebarToggle(page);
    const sidebar = page.getByRole('complementary');
    const width = async () => (await sidebar.boundingBox())?.width;

    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(width, POLL).toBe(240);
    expect(await menuTexts(page)).toEqual(expectedMenu(ADMIN));

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded'), POLL).toBe('false');
    await expect.poll(width, POLL).toBe(64);
    // Collapsed: icons only, still named for assistive technology.
    expect((await menuTexts(page)).every((text) => text === '')).toBe(true);
    await sidebarMenu(page).getByRole('link', { name: '项目列表', exact: true }).waitFor();

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded'), POLL).toBe('true');
    await expect.poll(width, POLL).toBe(240);
    await expect.poll(() => menuTexts(page), POLL).toEqual(expectedMenu(ADMIN));
  });

  it('at 800 px the sidebar is a drawer opened by the toggle', async () => {
    const page = await adminPage('/dashboard', { viewport: { width: 800, height: DESKTOP_VIEWPORT.height } });
    const toggle = sidebarToggle(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebarMenu(page).count()).toBe(0);

    await toggle.click();
    const drawer = page.getByRole('dialog', { name: zh.layout.navigation, exact: true });
    await drawer.waitFor();
    // The modal drawer hides the rest of the page from assistive technology, the toggle included.
    const hiddenToggle = page.getByRole('button', { name: zh.layout.toggleSidebar, exact: true, includeHidden: true });
    await expect.poll(() => hiddenToggle.getAttribute('aria-expanded'), POLL).toBe('true');
    await expect.poll(() => menuTexts(page), POLL).toEqual(expectedMenu(ADMIN));

    // Choosing a screen closes the drawer.
    await drawer.getByRole('link', { name: '项目列表', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/project/list');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => toggle.getAttribute('aria-expanded'), POLL).toBe('false');

    // Escape closes it too.
    await toggle.click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });
});

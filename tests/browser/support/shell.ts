import type { Locator, Page } from 'playwright-core';
import { en, menuRoutes, zh, type AccessHolder } from '@sddp/shared';
import { UI, userMenu, type Lang } from './sign-in';

/** The server/route catalogues, by language. */
export const MESSAGES = { zh, en } as const;

type RouteTitleKey = keyof typeof zh.route;

export function routeTitle(title: string, lang: Lang = 'zh'): string {
  return MESSAGES[lang].route[title as RouteTitleKey];
}

/** The menu the account should see: the permitted visible routes' translated titles, in table order. */
export function expectedMenu(account: AccessHolder, lang: Lang = 'zh'): string[] {
  return menuRoutes(account).map((route) => routeTitle(route.title, lang));
}

/** '{route title} - {product title}' (spec §2.2). */
export function documentTitle(title: string, lang: Lang = 'zh'): string {
  return `${routeTitle(title, lang)} - ${MESSAGES[lang].product.title}`;
}

export function sidebarMenu(page: Page, lang: Lang = 'zh'): Locator {
  return page.getByRole('navigation', { name: UI[lang].layout.navigation, exact: true });
}

export async function menuTexts(page: Page, lang: Lang = 'zh'): Promise<string[]> {
  return (await sidebarMenu(page, lang).getByRole('link').allInnerTexts()).map((text) => text.trim());
}

export function tabBar(page: Page, lang: Lang = 'zh'): Locator {
  return page.getByRole('navigation', { name: UI[lang].layout.openTabs, exact: true });
}

export function tabLink(page: Page, title: string, lang: Lang = 'zh'): Locator {
  return tabBar(page, lang).getByRole('link', { name: title, exact: true });
}

export async function tabTexts(page: Page, lang: Lang = 'zh'): Promise<string[]> {
  return (await tabBar(page, lang).getByRole('listitem').allInnerTexts()).map((text) => text.trim());
}

export function userMenuButton(page: Page, lang: Lang = 'zh'): Locator {
  return userMenu(page, lang);
}

export function sidebarToggle(page: Page, lang: Lang = 'zh'): Locator {
  return page.getByRole('banner').getByRole('button', { name: UI[lang].layout.toggleSidebar, exact: true });
}

/**
 * Opens the navbar dropdown and returns its menu. A menu still playing its closing animation (after
 * an item was chosen) swallows the next press on the trigger, so wait for it to go first.
 */
export async function openUserMenu(page: Page, lang: Lang = 'zh'): Promise<Locator> {
  const menu = page.getByRole('menu');
  await menu.waitFor({ state: 'detached' });
  await userMenuButton(page, lang).click();
  await menu.waitFor();
  return menu;
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

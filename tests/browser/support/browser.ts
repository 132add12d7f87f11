import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { profiled } from '#test/profile';
import { recordPage } from './failure-report';

/** Debian's Chromium (STACK-NOTES.md); `playwright install` is never run here. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP_VIEWPORT = { width: 1440, height: 900 } as const;

/**
 * One headless Chromium per test file. Playwright gives every launch a fresh temporary user-data
 * dir and removes it on close.
 */
export function launchBrowser(): Promise<Browser> {
  return profiled('Chromium launch', () => chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }));
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
}

/** A fresh context (no cookies, storage or tabs) and one page on it; close the context after the test. */
export async function openPage(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  // Reduced motion: spinners and skeletons stop after one turn instead of repainting for as long as a busy machine keeps them up.
  const context = await browser.newContext({ baseURL, viewport: DESKTOP_VIEWPORT, locale: 'zh-CN', reducedMotion: 'reduce', ...options });
  // Sized for a busy 2-core machine; a hang still fails well inside the test's own timeout.
  context.setDefaultTimeout(30_000);
  context.on('page', recordPage);
  const page = await context.newPage();
  return { context, page };
}

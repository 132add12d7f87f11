import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { ProvidedPlatform } from '#test/local-services';
import { launchBrowser, openPage } from './browser';
import { takeBrowserSlot } from './browser-slots';
import { CaptchaStore } from './captcha';
import { describePage } from './failure-report';
import { signIn, type SignInOptions } from './sign-in';

/** For expect.poll: the UI settles within a frame or two, but a busy 2-core runner (a CPU hog beside it) can be slow. */
export const POLL = { timeout: 30_000, interval: 50 } as const;

export type DemoAccount = ProvidedPlatform['accounts'][number];

export interface BrowserSuite {
  platform: ProvidedPlatform;
  readonly browser: Browser;
  readonly captchas: CaptchaStore;
  /** The seeded demo account with this userCode (its password is generated per run). */
  account(userCode: string): DemoAccount;
  /** A page in a fresh context, closed after the test. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** A fresh page signed in as `userCode`, left wherever the sign-in lands (normally /dashboard). */
  signedIn(userCode: string, options?: SignInOptions & { context?: BrowserContextOptions }): Promise<Page>;
}

/**
 * One Chromium for the file (launched in beforeAll, closed in afterAll), one context per test, and a
 * reader of the captcha answers for the platform the global setup started.
 */
export function useBrowserSuite(): BrowserSuite {
  const platform = inject('platform');
  let browser: Browser | undefined;
  let captchas: CaptchaStore | undefined;
  const contexts: BrowserContext[] = [];

  let releaseSlot: (() => void) | undefined;

  beforeAll(async () => {
    releaseSlot = await takeBrowserSlot(new URL(platform.baseUrl).port);
    browser = await launchBrowser();
    captchas = new CaptchaStore(platform);
  });
  afterEach(async ({ task }) => {
    const failure = task.result?.state === 'fail' ? task.result.errors?.[0] : undefined;
    if (failure) {
      const pages = contexts.flatMap((context) => context.pages());
      const reports = await Promise.all(pages.map(describePage));
      failure.message += reports
        .map((report, index) => `\n\n── page ${index + 1} of ${pages.length} when the test failed ──\n${report}`)
        .join('');
    }
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
    captchas?.close();
    releaseSlot?.();
  });

  const suite: BrowserSuite = {
    platform,
    get browser() {
      if (!browser) throw new Error('The browser suite has not started');
      return browser;
    },
    get captchas() {
      if (!captchas) throw new Error('The browser suite has not started');
      return captchas;
    },
    account(userCode) {
      const found = platform.accounts.find((account) => account.userCode === userCode);
      if (!found) throw new Error(`No demo account ${userCode} was seeded`);
      return found;
    },
    async newPage(options) {
      const { context, page } = await openPage(suite.browser, platform.baseUrl, options);
      contexts.push(context);
      return page;
    },
    async signedIn(userCode, options = {}) {
      const page = await suite.newPage(options.context);
      await signIn(page, suite.captchas, suite.account(userCode), options);
      return page;
    },
  };
  return suite;
}

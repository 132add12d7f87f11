import type { Page } from 'playwright-core';

const KEPT_EVENTS = 40;
const SNAPSHOT_CHARS = 6_000;
const recorded = new WeakMap<Page, string[]>();

const clock = () => new Date().toISOString().slice(11, 23);

/**
 * Keeps the page's last navigations, requests, console errors and page errors, so that a test that
 * fails on a busy runner says what the page was doing (CI keeps no screenshots).
 */
export function recordPage(page: Page): void {
  const events: string[] = [];
  recorded.set(page, events);
  const note = (line: string) => {
    events.push(`${clock()} ${line}`);
    if (events.length > KEPT_EVENTS) events.shift();
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated ${frame.url()}`);
  });
  page.on('requestfinished', (request) => {
    // The code and images of the bundle would crowd out the calls that explain a failure.
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return;
    const call = `${request.method()} ${new URL(request.url()).pathname}`;
    // The page may close before the answer is read back; the call is noted all the same.
    request.response().then(
      (response) => note(`${call} → ${response?.status() ?? '?'}`),
      () => note(`${call} → (page closed)`),
    );
  });
  page.on('requestfailed', (request) =>
    note(`${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText ?? ''}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
}

/** The state of a page at the moment a test failed: where it is, what has focus, what it shows. */
export async function describePage(page: Page): Promise<string> {
  if (page.isClosed()) return 'The page was already closed.';
  const state = await page
    .evaluate(() => {
      const main = document.querySelector('main');
      const focused = document.activeElement;
      const describe = (element: Element | null) =>
        element
          ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element instanceof HTMLInputElement ? ` value="${element.value}"` : ''}`
          : 'none';
      return {
        url: location.href,
        main: main ? `inert=${main.inert} aria-busy=${main.getAttribute('aria-busy') ?? 'no'}` : 'no <main>',
        focused: describe(focused),
        bodyStyle: document.body.getAttribute('style') ?? '',
      };
    })
    .catch((error: unknown) => ({ error: String(error) }));
  const snapshot = await page
    .locator('body')
    .ariaSnapshot({ timeout: 5_000 })
    .catch((error: unknown) => `(no snapshot: ${String(error)})`);
  const events = recorded.get(page) ?? [];
  return [
    `page: ${JSON.stringify(state)}`,
    `recent events:\n  ${events.join('\n  ')}`,
    `accessibility snapshot:\n${snapshot.length > SNAPSHOT_CHARS ? `${snapshot.slice(0, SNAPSHOT_CHARS)}\n…` : snapshot}`,
  ].join('\n');
}

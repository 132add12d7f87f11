import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import {
  changePasswordDialog,
  dialogsOf,
  settled,
  useWalkPages,
  visitDialog,
  walkEveryScreen,
  WALK_PARTS,
  type DialogOpening,
} from './support/screen-walk';
import type { Screen } from './support/screens';
import { openUserMenu, pathOf } from './support/shell';
import { settle, UI, type Lang } from './support/sign-in';
import { useBrowserSuite } from './support/suite';

/**
 * Issue 11: every screen of the route table and every dialog it opens passes axe-core's WCAG 2.0/2.1
 * A and AA rules, in both languages, signed in as a demo account that may open it. Dialogs: every
 * Radix trigger (aria-haspopup=dialog) on the screen, the ones screens open from script (listed in
 * support/screen-walk.ts), the navbar's; each closed with Escape, after which focus must be on its opener.
 * One browser, one page per account and language, reused from screen to screen.
 */
const LANGS: Lang[] = ['zh', 'en'];

/** Other states of a screen worth a scan of their own: forms showing their errors, the other sign-in ways. */
const STATES: Record<string, Array<{ name: string; reach: (page: Page, lang: Lang) => Promise<void> }>> = {
  '/login': [
    {
      name: 'empty submit',
      reach: async (page, lang) => {
        await page.getByRole('button', { name: UI[lang].login.submit, exact: true }).click();
        await page.getByRole('form').getByRole('alert').first().waitFor();
      },
    },
    {
      name: 'code by e-mail',
      reach: async (page, lang) => {
        // An account nobody has: the answer is the same, nothing is mailed, no demo account is touched.
        await page.getByLabel(UI[lang].login.username, { exact: true }).fill(`axe-${randomUUID().slice(0, 8)}`);
        await page.getByRole('button', { name: UI[lang].login.useMailCode, exact: true }).click();
        await page.getByLabel(UI[lang].login.mailCode, { exact: true }).waitFor();
      },
    },
    {
      name: 'phone sign-in',
      reach: async (page, lang) => {
        await page.getByRole('tab', { name: UI[lang].login.phoneHeading, exact: true }).click();
        await page.getByLabel(UI[lang].login.phone, { exact: true }).waitFor();
      },
    },
  ],
  '/getPassIndex': [
    {
      name: 'empty submit',
      reach: async (page, lang) => {
        await page.getByRole('button', { name: UI[lang].common.save, exact: true }).click();
        await page.getByRole('form').getByRole('alert').first().waitFor();
      },
    },
  ],
};

describe('accessibility: axe-core, WCAG 2.1 A and AA, every screen and dialog', () => {
  const suite = useBrowserSuite();
  const pageFor = useWalkPages(suite);

  /** Screens scanned so far, per language, across the parts (a redirect lands on one already scanned). */
  const scannedIn = { zh: new Set<string>(), en: new Set<string>() } satisfies Record<Lang, Set<string>>;

  // The parts run one after another; in each, the two languages walk side by side (most of the time goes
  // to waiting for the page, not to the CPU).
  describe.each(WALK_PARTS)('part %i of the walk', (part) => {
    it.concurrent.each(LANGS)('in %s', { timeout: 240_000 }, async (lang) => {
      const report: string[] = [];
      const scanned = scannedIn[lang];
      const scan = async (page: Page, state: string) => {
        const violations = await axeViolations(page);
        if (violations.length > 0) report.push(describeViolations(`${lang} ${state}`, violations));
      };

      /** Scans a dialog (and what its `then` leads to); after Escape, focus must be back on its opener. */
      const scanDialog = async (page: Page, opening: DialogOpening) => {
        const { focusBack } = await visitDialog(page, opening, () => scan(page, opening.state));
        if (!focusBack)
          report.push(
            `${lang} ${opening.state}: after Escape focus is not on the opener but on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`,
          );
      };

      const visit = async (screen: Screen) => {
        const page = await pageFor(screen.account, lang);
        await page.goto(screen.url);
        await settled(page);
        const where = pathOf(page);
        // Redirect helpers land on a screen already scanned.
        if (scanned.has(where)) return;
        scanned.add(where);
        await scan(page, where);
        for (const opening of await dialogsOf(page, screen, lang)) await scanDialog(page, opening);
        for (const state of STATES[screen.route] ?? []) {
          await page.goto(screen.url);
          await settled(page);
          await state.reach(page, lang);
          await settle(page);
          await scan(page, `${where} (${state.name})`);
        }
      };

      await walkEveryScreen(suite, part, lang, report, visit);

      if (part === WALK_PARTS.at(-1)) {
        // The navbar, on the home screen: its menu open, then the change-password dialog it opens.
        const page = await pageFor(suite.account('admin'), lang);
        await page.goto('/dashboard');
        await settled(page);
        await openUserMenu(page, lang);
        await scan(page, '/dashboard (user menu)');
        await page.keyboard.press('Escape');
        await scanDialog(page, await changePasswordDialog(page, lang));
        expect(scanned.size, 'screens scanned by the whole walk').toBeGreaterThan(20);
      }
      expect(report.join('\n')).toBe('');
    });
  });
});

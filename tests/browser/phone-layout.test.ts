import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '#local/demo/data';
import { layoutProblems } from './support/layout-check';
import { changePasswordDialog, dialogsOf, settled, useWalkPages, visitDialog, walkEveryScreen, WALK_PARTS } from './support/screen-walk';
import type { Screen } from './support/screens';
import { pathOf } from './support/shell';
import type { Lang } from './support/sign-in';
import { useBrowserSuite } from './support/suite';

/**
 * Issue 26 §3: on a phone (390×844) every screen, chart and dialog fits the width and every control
 * can be reached, in both languages; in English, no project shows by its Chinese name (§9). The walk is the accessibility suite's (support/screen-walk.ts):
 * each screen as an account that may open it, each dialog it opens, the navbar's.
 */
const LANGS: Lang[] = ['zh', 'en'];
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const RULES = { dialogMargin: 16 };

/**
 * Issue 26 §9: in English a project is named in English wherever it has an English name. A name is a
 * whole text or an item of a list ("Zhenhai,Hainan"); inside a sentence (a notice's title) it is
 * someone's words, not the product's label.
 */
async function chineseProjectNames(page: Page, scope?: Locator): Promise<string[]> {
  const texts = await (scope ?? page.locator('body')).evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter((element) => element.children.length === 0)
      .flatMap((element) => (element.textContent ?? '').split(/[,，、\n]/).map((part) => part.trim())),
  );
  const shown = new Set(texts);
  return DEMO_PROJECTS.filter((project) => shown.has(project.projectName)).map(
    (project) => `shows the project "${project.projectName}" by its Chinese name (English: "${project.projectNameEn}")`,
  );
}

describe('phone layout: every screen and dialog at 390 px', () => {
  const suite = useBrowserSuite();
  const pageFor = useWalkPages(suite, PHONE);

  /** Screens walked and dialogs opened so far, per language, across the parts. */
  const seenIn = { zh: new Set<string>(), en: new Set<string>() } satisfies Record<Lang, Set<string>>;
  const dialogsIn = { zh: new Set<string>(), en: new Set<string>() } satisfies Record<Lang, Set<string>>;

  describe.each(WALK_PARTS)('part %i of the walk', (part) => {
    it.concurrent.each(LANGS)('in %s', { timeout: 240_000 }, async (lang) => {
      const report: string[] = [];
      const seen = seenIn[lang];
      const dialogsOpened = dialogsIn[lang];
      const note = (state: string, problems: string[]) => {
        report.push(...problems.map((problem) => `${lang} ${state}: ${problem}`));
      };

      const visit = async (screen: Screen) => {
        const page = await pageFor(screen.account, lang);
        await page.goto(screen.url);
        await settled(page);
        const where = pathOf(page);
        if (seen.has(where)) return;
        seen.add(where);
        const inspect = async (state: string, scope?: Locator) => {
          note(state, await layoutProblems(page, scope, RULES));
          if (lang === 'en') note(state, await chineseProjectNames(page, scope));
        };
        await inspect(where);
        for (const opening of await dialogsOf(page, screen, lang)) {
          dialogsOpened.add(opening.state);
          await visitDialog(page, opening, (dialog, state) => inspect(state, dialog));
        }
      };

      await walkEveryScreen(suite, part, lang, report, visit);

      if (part === WALK_PARTS.at(-1)) {
        const page = await pageFor(suite.account('admin'), lang);
        await page.goto('/dashboard');
        await settled(page);
        await visitDialog(page, await changePasswordDialog(page, lang), async (dialog, state) =>
          note(state, await layoutProblems(page, dialog, RULES)),
        );
        expect(seen.size, 'screens walked by the whole walk').toBeGreaterThan(20);
        // 38 on the demo data (November 2026): a walk that finds far fewer has lost its way to them.
        expect(dialogsOpened.size, 'dialogs opened by the whole walk').toBeGreaterThanOrEqual(35);
      }
      expect(report.join('\n')).toBe('');
    });
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core from npm (a root devDependency), put into the page under test. Evaluated through the
 * DevTools protocol, so the page's Content-Security-Policy (no inline scripts) does not stop it.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0 and 2.1 level A and AA rules (issue 11): any violation, whatever its impact, fails. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

export interface AxeViolation {
  rule: string;
  impact: string | null;
  help: string;
  /** Each failing element: its selector and what axe says is wrong. */
  nodes: Array<{ target: string; summary: string }>;
}

interface AxeResult {
  violations: Array<{
    id: string;
    impact?: string | null;
    help: string;
    nodes: Array<{ target: unknown[]; failureSummary?: string }>;
  }>;
}

/** Runs the WCAG 2.1 AA rules on the page as it is now (dialogs and menus included). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours mid-transition (a button fading back from disabled) are not what a reader sees: let them settle.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<unknown> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    [...WCAG_21_AA],
  );
  return (result as AxeResult).violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.map(String).join(' '), summary: node.failureSummary ?? '' })),
  }));
}

/** One line per rule and up to three elements each, for a failure message a person can act on. */
export function describeViolations(state: string, violations: readonly AxeViolation[]): string {
  const lines = violations.flatMap((violation) => [
    `${state}: ${violation.rule} (${violation.impact ?? 'no impact'}, ${violation.nodes.length} elements) ${violation.help}`,
    ...violation.nodes.slice(0, 3).map((node) => `    ${node.target}: ${node.summary.replace(/\s+/g, ' ').slice(0, 300)}`),
  ]);
  return lines.join('\n');
}

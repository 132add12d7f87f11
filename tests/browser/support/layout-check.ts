import type { Locator, Page } from 'playwright-core';

/**
 * What makes a screen or dialog unusable on a narrow viewport, found in the page: content past the
 * viewport's sides that no scroll container of its own holds, a dialog narrower than the viewport
 * allows, controls that cannot be scrolled to and pressed, and chart labels printed over each other.
 * Each problem is one line naming the element by its text.
 */
export interface LayoutRules {
  /** The least width a dialog may leave unused on each side, in CSS pixels (the kit's margin is 1rem). */
  dialogMargin: number;
}

export async function layoutProblems(page: Page, scope: Locator | undefined, rules: LayoutRules): Promise<string[]> {
  const root = scope ? await scope.elementHandle() : await page.evaluateHandle(() => document.body);
  if (!root) return ['the element to check is gone'];
  return root.evaluate((element, { dialogMargin }) => {
    const problems: string[] = [];
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const label = (node: Element) => {
      const text = (node.getAttribute('aria-label') ?? (node as HTMLElement).innerText ?? node.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ');
      return `<${node.tagName.toLowerCase()}> "${text.slice(0, 40)}"`;
    };
    // Visually hidden elements (the skip link until focused) are 1 px boxes.
    const visible = (node: Element) => {
      const rect = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    /** An ancestor below `element` that scrolls or clips sideways: what it holds may be wider than the screen. */
    const heldSideways = (node: Element) => {
      for (let parent = node.parentElement; parent && parent !== element.parentElement; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') return true;
      }
      return false;
    };

    if (document.documentElement.scrollWidth > viewport.width + 1)
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px wide in a ${viewport.width}px viewport`);

    // Leaves only: a parent is past the side when one of its children is, and the child names it better.
    const past = [...element.querySelectorAll('*')].filter((node) => {
      if (!visible(node) || node.closest('[aria-hidden="true"]')) return false;
      const rect = node.getBoundingClientRect();
      return (rect.right > viewport.width + 1 || rect.left < -1) && !heldSideways(node);
    });
    for (const node of past.filter((node) => !past.some((other) => other !== node && node.contains(other))).slice(0, 5)) {
      const rect = node.getBoundingClientRect();
      problems.push(`${label(node)} runs past the viewport (${Math.round(rect.left)}…${Math.round(rect.right)} of ${viewport.width}px)`);
    }

    const role = element.getAttribute('role');
    if (role === 'dialog' || role === 'alertdialog') {
      const width = element.getBoundingClientRect().width;
      if (width < viewport.width - 2 * dialogMargin - 1)
        problems.push(
          `the dialog is ${Math.round(width)}px wide of the ${viewport.width - 2 * dialogMargin}px a ${viewport.width}px viewport allows`,
        );
    }

    // Every control can be brought into view and pressed: the dialog's primary action included.
    for (const control of element.querySelectorAll<HTMLElement>(
      'button:not([disabled]), a[href], input:not([type=hidden]), [role="combobox"]',
    )) {
      // A file input is worked through its label; a control marked disabled need not be reachable.
      if (!visible(control) || control.closest('[aria-hidden="true"], [inert], [aria-disabled="true"]') || control.matches('[type=file]'))
        continue;
      // Centred, so that no sticky header or column is over it.
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const rect = control.getBoundingClientRect();
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), viewport.width - 1);
      const y = Math.min(Math.max(rect.top + rect.height / 2, 0), viewport.height - 1);
      const hit = document.elementFromPoint(x, y);
      const inside = rect.left >= -1 && rect.right <= viewport.width + 1 && rect.top >= -1 && rect.bottom <= viewport.height + 1;
      if (!inside)
        problems.push(`${label(control)} cannot be brought into the viewport (${Math.round(rect.left)},${Math.round(rect.top)})`);
      // A toast passes over whatever is under it for a few seconds; it is not the layout.
      else if (hit?.closest('[data-sonner-toaster]')) continue;
      else if (!hit || !(control.contains(hit) || hit.contains(control)))
        problems.push(`${label(control)} is covered by ${hit ? label(hit) : 'nothing'}`);
    }

    // Chart labels must not print over each other.
    for (const chart of element.querySelectorAll('svg.recharts-surface')) {
      const texts = [...chart.querySelectorAll('text')].filter((text) => visible(text) && (text.textContent ?? '').trim() !== '');
      const boxes = texts.map((text) => text.getBoundingClientRect());
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]!;
          const b = boxes[j]!;
          const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (overlapX > 1 && overlapY > 1)
            problems.push(`chart labels overlap: "${texts[i]!.textContent}" and "${texts[j]!.textContent}"`);
        }
    }
    return problems;
  }, rules);
}

/** The screen's heading: the h1 of <main> when there is one (the signed-in layout), else the page's first h1. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/** Focuses an element that takes focus from script only (tabindex -1 unless it has its own). */
function focusByScript(target: HTMLElement): boolean {
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
  return document.activeElement === target;
}

/**
 * Moves focus to the page heading; with `orMain` (the default), to <main> while the screen has no
 * heading. False when there is nothing to focus yet.
 */
export function focusPageHeading({ orMain = true }: { orMain?: boolean } = {}): boolean {
  const target = pageHeading() ?? (orMain ? document.querySelector<HTMLElement>('main') : null);
  return target ? focusByScript(target) : false;
}

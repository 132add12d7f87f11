import { useCallback } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A ref for a scroll container that keyboard users can scroll (WCAG 2.1.1): while its content overflows
 * and holds nothing to Tab to, the container itself joins the tab order; otherwise it stays a skip-link
 * target only (tabIndex -1), so pages with controls gain no extra stop. A callback ref, so a remounted
 * container (a new key) is watched too.
 */
export function useKeyboardScrollable(): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const update = () => {
      const scrolls = element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth;
      const tabIndex = scrolls && !element.querySelector(TABBABLE) ? 0 : -1;
      // Only on a change: the write is itself a mutation this observer would see.
      if (element.tabIndex !== tabIndex) element.tabIndex = tabIndex;
    };
    const resized = new ResizeObserver(update);
    const observeBoxes = () => {
      resized.disconnect();
      resized.observe(element);
      for (const child of element.children) resized.observe(child);
    };
    const changed = new MutationObserver(() => {
      observeBoxes();
      update();
    });
    changed.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'tabindex', 'href'] });
    observeBoxes();
    update();
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, []);
}

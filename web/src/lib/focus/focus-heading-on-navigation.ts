import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { focusPageHeading } from './page-heading';

/** How long a new screen may take to show its heading (a lazy chunk, a suspended query). */
const HEADING_WAIT_MS = 3_000;

/**
 * After a move to another screen (a menu entry, a tab, a link, the redirect after sign-in) focus goes to
 * the new screen's heading, so a screen reader announces the page and the next Tab starts in it, not in
 * the sidebar. Not on the first load (the browser starts at the top, where the skip link is), and not
 * when only the query changes (filters, paging).
 */
export function useFocusHeadingOnNavigation(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, toLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged || fromLocation.pathname === toLocation.pathname) return;
        focusHeadingWhenShown();
      }),
    [router],
  );
}

/**
 * Focuses the heading once the screen shows it; if none comes in time, <main>. Gives up if the user
 * moves focus meanwhile.
 */
function focusHeadingWhenShown(): void {
  const before = document.activeElement;
  const untouched = () => document.activeElement === before || document.activeElement === document.body;
  if (focusPageHeading({ orMain: false })) return;
  const observer = new MutationObserver(() => {
    if (!untouched() || focusPageHeading({ orMain: false })) stop();
  });
  const timer = window.setTimeout(() => {
    stop();
    if (untouched()) focusPageHeading();
  }, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}

import { useCallback, useRef } from 'react';
import { focusMovedAway } from '@/lib/focus/focus-moved-away';
import { focusPageHeading } from '@/lib/focus/page-heading';

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The elements that last took focus, page-wide, newest last. A button disabled while its work runs (an
 * upload) drops focus to <body>; a dialog that opens at the end of that work then knows the button as its
 * opener. A dialog whose content focuses a field of its own as it mounts (an autoFocus) has focus inside
 * before Radix's FocusScope mounts, and Radix then sends no open event at all; its opener is the last
 * element outside it.
 */
const recentlyFocused: Array<WeakRef<HTMLElement>> = [];
const KEPT = 8;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (!(event.target instanceof HTMLElement)) return;
    recentlyFocused.push(new WeakRef(event.target));
    if (recentlyFocused.length > KEPT) recentlyFocused.shift();
  });
}

/** What had focus when `dialog` opened: the newest element that had focus, is still on the page and is not inside it. */
function currentFocus(dialog: Node | null): Element | null {
  const active = document.activeElement;
  if (active && active !== document.body && !dialog?.contains(active)) return active;
  for (let index = recentlyFocused.length - 1; index >= 0; index--) {
    const element = recentlyFocused[index]!.deref();
    if (element?.isConnected && !dialog?.contains(element)) return element;
  }
  return null;
}

interface Opener {
  element: HTMLElement;
  /** When the opener was an item of a menu: the button that opened that menu (its aria-labelledby). */
  menuButtonId: string | null;
}

/**
 * Radix gives focus back on close only to a Dialog.Trigger: a dialog opened from script (a row's Edit,
 * a menu item, the end of an import) left it on <body>, and the next Tab went to the first sidebar
 * link. These handlers, for every dialog of the kit, remember what had focus when the dialog opened
 * and return it on close (save, cancel, Escape); if that is gone, to the button of the menu it was an
 * item of, else to the page heading. A caller's own handler runs first; calling preventDefault in
 * onCloseAutoFocus keeps focus where the caller put it.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: AutoFocusHandlers): Required<AutoFocusHandlers> & { ref: (content: HTMLElement | null) => void } {
  const opener = useRef<Opener | undefined>(undefined);
  // Attached as the content mounts, before Radix moves focus into it: whatever had focus then opened it.
  const ref = useCallback((content: HTMLElement | null) => {
    if (!content) return;
    const active = currentFocus(content);
    // Remount in StrictMode attaches it again: keep the first opener.
    if (active instanceof HTMLElement && !opener.current) {
      opener.current = { element: active, menuButtonId: active.closest('[role="menu"]')?.getAttribute('aria-labelledby') ?? null };
    }
  }, []);
  return {
    ref,
    onOpenAutoFocus: (event) => onOpenAutoFocus?.(event),
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      const { element, menuButtonId } = opener.current ?? {};
      opener.current = undefined;
      // Focus the user (or a navigation) already moved elsewhere during the closing animation stays.
      if (focusMovedAway(event.currentTarget)) return;
      if (element && focusIfPossible(element)) return;
      const menuButton = menuButtonId ? document.getElementById(menuButtonId) : null;
      if (menuButton && focusIfPossible(menuButton)) return;
      focusPageHeading();
    },
  };
}

/** Focuses the element if it is still on the page and can take focus (not removed, hidden or disabled). */
function focusIfPossible(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  element.focus();
  return document.activeElement === element;
}

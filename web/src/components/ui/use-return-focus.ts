import { useRef } from 'react';
import { focusMovedAway } from '@/lib/focus/focus-moved-away';
import { focusPageHeading } from '@/lib/focus/page-heading';

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The element that last took focus, page-wide. A button disabled while its work runs (an upload) drops
 * focus to <body>; a dialog that opens at the end of that work then knows the button as its opener.
 */
let lastFocused: WeakRef<HTMLElement> | undefined;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = new WeakRef(event.target);
  });
}

/** What had focus when a dialog opened: the focused element, or the one that last had it if focus fell to <body>. */
function currentFocus(): Element | null {
  const active = document.activeElement;
  if (active && active !== document.body) return active;
  const last = lastFocused?.deref();
  return last?.isConnected ? last : null;
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
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<Opener | undefined>(undefined);
  return {
    onOpenAutoFocus: (event) => {
      const active = currentFocus();
      const dialog = event.currentTarget instanceof Node ? event.currentTarget : null;
      // Remount in StrictMode runs this again with focus already inside: keep the first opener.
      if (active instanceof HTMLElement && !dialog?.contains(active)) {
        opener.current = { element: active, menuButtonId: active.closest('[role="menu"]')?.getAttribute('aria-labelledby') ?? null };
      }
      onOpenAutoFocus?.(event);
    },
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

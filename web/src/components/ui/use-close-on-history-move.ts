import { useEffect } from 'react';

/**
 * Closes an open dialog when the browser moves through its history (Back, Forward): the page beneath
 * has changed, so what the dialog was about may be gone. Links and buttons in the app close their own
 * dialogs; only the browser's own buttons reach past them.
 */
export function useCloseOnHistoryMove(open: boolean | undefined, onOpenChange: ((open: boolean) => void) | undefined): void {
  useEffect(() => {
    if (!open || !onOpenChange) return undefined;
    const close = () => onOpenChange(false);
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [open, onOpenChange]);
}

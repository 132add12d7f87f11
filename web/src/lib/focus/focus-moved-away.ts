/**
 * True when focus is already on something outside `container` (not <body>): a dialog or menu closing
 * after its entry opened a new screen or another dialog, whose focus must not be taken back.
 */
export function focusMovedAway(container: EventTarget | null): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && !(container instanceof Node && container.contains(active));
}

/**
 * A menu's onCloseAutoFocus: Radix gives focus back to the menu's trigger when the closing animation
 * ends, which can be after the entry's new screen put focus on its heading; that focus stays.
 */
export function keepFocusMovedByEntry(handler?: (event: Event) => void): (event: Event) => void {
  return (event) => {
    handler?.(event);
    if (focusMovedAway(event.currentTarget)) event.preventDefault();
  };
}

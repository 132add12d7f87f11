import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { LazyModule } from '@/lib/lazy-module';

/**
 * What the user did to open a menu before its code was there: the event, where it happened and where the
 * focus was, each as a path of child indexes from the trigger (the trigger element is remounted once the
 * menu's code renders it, so the elements themselves are gone by then).
 */
export interface MenuOpening {
  target: number[];
  focus: number[] | undefined;
  event: () => Event;
}

/**
 * A trigger that renders at once without its menu's code (issue 16). `trigger` is the plain trigger's ref;
 * `open` is called from its handlers: it stops the browser's default, loads the menu module and then hands
 * back `Menu` with the `opening` to replay on the real trigger (see useReplayOpening). A trigger mounted
 * after the module has loaded gets `Menu` on its first render.
 */
export function useLazyMenu<M>(module: LazyModule<M>) {
  const [state, setState] = useState<{ Menu?: M; opening?: MenuOpening }>(() => ({ Menu: module.current() }));
  const triggerRef = useRef<Element>(null);
  const trigger = useCallback((element: Element | null) => void (triggerRef.current = element), []);
  const requested = useRef(false);

  const open = (event: Event, target: EventTarget | null) => {
    event.preventDefault();
    const root = triggerRef.current;
    if (requested.current || !root) return;
    requested.current = true;
    const opening: MenuOpening = {
      target: (target instanceof Element && pathOf(root, target)) || [],
      focus: document.activeElement ? pathOf(root, document.activeElement) : undefined,
      event: replayable(event),
    };
    module.load().then(
      (Menu) => setState({ Menu, opening }),
      () => (requested.current = false),
    );
  };

  return { ...state, open, trigger, preload: module.preload };
}

/**
 * Replays the opening on the real trigger once the menu's components (and their document listeners) are
 * mounted: the focus goes back where it was and the event reaches the same element, so the menu opens
 * exactly as the first press would have opened it (at the pointer, or with the first item focused from
 * the keyboard). Runs once per opening, also under StrictMode's second effect pass.
 */
export function useReplayOpening(triggerRef: RefObject<HTMLElement | null>, opening: MenuOpening | undefined) {
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger || !opening || replayed.has(opening)) return;
    replayed.add(opening);
    if (opening.focus) elementAt(trigger, opening.focus)?.focus();
    elementAt(trigger, opening.target)?.dispatchEvent(opening.event());
  }, [triggerRef, opening]);
}

const replayed = new WeakSet<MenuOpening>();

/** The child indexes from `root` down to `element`, or undefined when it lies outside `root`. */
function pathOf(root: Element, element: Element): number[] | undefined {
  const path: number[] = [];
  for (let node: Element | null = element; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return undefined;
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

function elementAt(root: Element, path: number[]): HTMLElement | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : undefined;
}

/** A fresh copy of a keyboard, mouse or pointer event (an event cannot be dispatched twice). */
function replayable(event: Event): () => Event {
  const init = { bubbles: true, cancelable: true, composed: true };
  if (event instanceof KeyboardEvent) {
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    return () => new KeyboardEvent(event.type, { ...init, key, code, shiftKey, ctrlKey, altKey, metaKey });
  }
  if (event instanceof MouseEvent) {
    const { clientX, clientY, screenX, screenY, button, buttons, shiftKey, ctrlKey, altKey, metaKey } = event;
    const mouse = { ...init, clientX, clientY, screenX, screenY, button, buttons, shiftKey, ctrlKey, altKey, metaKey };
    const pointerType = 'pointerType' in event ? (event as PointerEvent).pointerType : undefined;
    return pointerType !== undefined && typeof PointerEvent === 'function'
      ? () => new PointerEvent(event.type, { ...mouse, pointerType, isPrimary: true })
      : () => new MouseEvent(event.type, mouse);
  }
  return () => new Event(event.type, init);
}

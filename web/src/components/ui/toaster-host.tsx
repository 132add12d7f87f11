import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';

/**
 * The toast library is not part of a page's first load (issue 16): the toaster mounts, and its code is
 * fetched, on the user's first press, change or submit (toasts answer what the user did) or when a toast is
 * raised (`toast` in ./toast.ts asks for it; an error toast may come before any input). Toasts raised
 * before it mounts are shown when it does (sonner replays them).
 */
const Toaster = lazy(() => import('./sonner').then((module) => ({ default: module.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toaster if it is not yet mounted. */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isWanted = () => wanted;

const FIRST_INPUT = ['pointerdown', 'keydown', 'change', 'submit'] as const;

export function ToasterHost() {
  const shown = useSyncExternalStore(subscribe, isWanted, isWanted);
  useEffect(() => {
    if (shown) return;
    const options = { capture: true, passive: true } as const;
    FIRST_INPUT.forEach((type) => window.addEventListener(type, requestToaster, options));
    return () => FIRST_INPUT.forEach((type) => window.removeEventListener(type, requestToaster, options));
  }, [shown]);
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

import type { ReactNode } from 'react';
import type { ExternalToast } from 'sonner';
import { TIMING } from '@sddp/shared';
import { requestToaster } from './toaster-host';

/**
 * The one way to raise a toast (issue 16): sonner (9 kB) is in no page's first load. Each call mounts the
 * toaster (`requestToaster`) and reaches sonner once its chunk is in; calls made before that wait in a queue
 * and run in the order they were made (a loading toast, then its success with the same id), later ones run
 * at once. ESLint refuses `sonner` anywhere else in web/src but the lazily mounted Toaster (ui/sonner.tsx).
 */
type Sonner = typeof import('sonner').toast;
type Call = (sonner: Sonner) => void;

export type ToastId = string | number;
/** The options the screens pass: an id to update a toast in place, a description under it, how long it shows. */
export type ToastOptions = Pick<ExternalToast, 'id' | 'description' | 'duration'>;

let loaded: Sonner | undefined;
let queue: Call[] | undefined;
let lastId = 0;

function run(call: Call): void {
  requestToaster();
  if (loaded) return call(loaded);
  if (queue) {
    queue.push(call);
    return;
  }
  const calls = [call];
  queue = calls;
  import('sonner').then(
    ({ toast: sonner }) => {
      // A call made while the queue drains joins its end, so the order holds.
      for (let next = calls.shift(); next; next = calls.shift()) next(sonner);
      queue = undefined;
      loaded = sonner;
    },
    () => {
      // The chunk did not load (the network): these toasts are lost; the next one tries again.
      queue = undefined;
    },
  );
}

const show =
  (kind: 'success' | 'info' | 'warning') =>
  (message: ReactNode, options?: ToastOptions): void =>
    run((sonner) => sonner[kind](message, options));

export const toast = {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  /** Shown for `TIMING.errorToastMs` (spec §9: an error shows for 5 s) unless the options say otherwise. */
  error: (message: ReactNode, options?: ToastOptions): void =>
    run((sonner) => sonner.error(message, { ...options, duration: options?.duration ?? TIMING.errorToastMs })),
  /** Returns the toast's id at once (made here, before sonner is in), for the success, error or dismiss that ends it. */
  loading: (message: ReactNode, options?: ToastOptions): ToastId => {
    const id = options?.id ?? `toast-${++lastId}`;
    run((sonner) => sonner.loading(message, { ...options, id }));
    return id;
  },
  /** Closes the toast with this id, or every toast without one. */
  dismiss: (id?: ToastId): void => run((sonner) => void sonner.dismiss(id)),
};

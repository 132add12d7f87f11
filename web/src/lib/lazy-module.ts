/** A module fetched once, on demand; `current` holds it synchronously once it has arrived. */
export interface LazyModule<M> {
  current: () => M | undefined;
  load: () => Promise<M>;
  /** Starts the fetch on intent (a pointer over the trigger, focus on it); a failure is retried on the next call. */
  preload: () => void;
}

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const loadOnce = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { current: () => loaded, load: loadOnce, preload: () => void loadOnce().catch(() => undefined) };
}

/**
 * A module loaded on first use and then kept. Heavy code only a rare path needs (an SDK client, the
 * captcha font, the HTML sanitiser) is bundled into its own chunk this way, so a cold start neither
 * reads nor evaluates it. A failed load is retried on the next call.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

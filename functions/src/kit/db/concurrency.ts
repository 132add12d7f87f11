/** Splits a list into consecutive slices of at most `size` (DynamoDB's batch and transaction limits). */
export const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** Runs `task` over the items with at most `concurrency` in flight. */
export async function runLimited<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await task(items[next++] as T);
    }),
  );
}

/**
 * Like runLimited, but once a task fails no further one starts, and the first error surfaces only
 * after those in flight have settled: a clean-up that follows never races a write still under way.
 */
export async function runUntilFailure<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (!failure && next < items.length) {
        try {
          await task(items[next++] as T);
        } catch (error) {
          failure ??= { error };
        }
      }
    }),
  );
  if (failure) throw failure.error;
}

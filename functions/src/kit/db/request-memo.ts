import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Reads shared by the steps of one request: the principal and the route often need the same small
 * list (all projects), and each extra round trip is latency on every call. A memo lives exactly as
 * long as the request (`inRequestScope`); outside one (jobs, workers, tests calling data modules)
 * every read goes to the table.
 */
const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

export const inRequestScope = <T>(run: () => Promise<T>): Promise<T> => scope.run(new Map(), run);

/** The read named `key`, made at most once in the current request; a failed read is not kept. */
export function onceInRequest<T>(key: string, read: () => Promise<T>): Promise<T> {
  const memo = scope.getStore();
  if (!memo) return read();
  const held = memo.get(key) as Promise<T> | undefined;
  if (held) return held;
  const reading = read();
  memo.set(key, reading);
  reading.catch(() => memo.delete(key));
  return reading;
}

/** After a write the request's later reads of `key` go to the table again. */
export const forgetInRequest = (key: string): void => {
  scope.getStore()?.delete(key);
};

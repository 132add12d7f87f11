/**
 * The readers of this instance by index name: a write made here makes them refresh on their next
 * read even when a refresh is already in flight (read your own writes).
 */
const ownWriteHooks = new Map<string, Set<() => void>>();

export function onOwnWrite(indexName: string, hook: () => void): void {
  const hooks = ownWriteHooks.get(indexName) ?? new Set();
  hooks.add(hook);
  ownWriteHooks.set(indexName, hooks);
}

export function noteOwnWrite(indexName: string): void {
  for (const hook of ownWriteHooks.get(indexName) ?? []) hook();
}

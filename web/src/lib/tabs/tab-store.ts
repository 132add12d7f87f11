import { useSyncExternalStore } from 'react';
import { closeAllTabs, closeOtherTabs, closeTab, HOME_TAB, openTab, type Tab } from './tabs';

const STORAGE_KEY = 'sddp.tabs';

type Listener = () => void;
const listeners = new Set<Listener>();
let tabs: Tab[] = load();

function load(): Tab[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) && stored.length ? openTab(stored as Tab[], HOME_TAB) : [HOME_TAB];
  } catch {
    return [HOME_TAB];
  }
}

function set(next: Tab[]): void {
  tabs = next;
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tabs));
  for (const listener of listeners) listener();
}

/** The open tabs, kept per browser tab in sessionStorage. */
export const tabStore = {
  get: (): readonly Tab[] => tabs,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  open: (tab: Tab) => set(openTab(tabs, tab)),
  close: (path: string) => set(closeTab(tabs, path)),
  closeOthers: (path: string) => set(closeOtherTabs(tabs, path)),
  closeAll: () => set(closeAllTabs()),
};

export function useTabs(): readonly Tab[] {
  return useSyncExternalStore(tabStore.subscribe, tabStore.get, tabStore.get);
}

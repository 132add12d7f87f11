/** An open page in the tab bar; `title` is a `route.` catalogue key suffix. */
export interface Tab {
  path: string;
  /** The query of the page, so a tab reopens what was shown. */
  search?: Record<string, unknown>;
  title: string;
  orgName?: string;
}

export const HOME_PATH = '/dashboard';
export const HOME_TAB: Tab = { path: HOME_PATH, title: 'dashboard' };

const withHome = (tabs: readonly Tab[]): Tab[] => (tabs.some((tab) => tab.path === HOME_PATH) ? [...tabs] : [HOME_TAB, ...tabs]);

export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const index = tabs.findIndex((open) => open.path === tab.path);
  if (index === -1) return withHome([...tabs, tab]);
  return withHome(tabs.map((open, i) => (i === index ? { ...open, ...tab } : open)));
}

export function closeTab(tabs: readonly Tab[], path: string): Tab[] {
  return withHome(tabs.filter((tab) => tab.path !== path || tab.path === HOME_PATH));
}

export function closeOtherTabs(tabs: readonly Tab[], path: string): Tab[] {
  return withHome(tabs.filter((tab) => tab.path === path || tab.path === HOME_PATH));
}

export function closeAllTabs(): Tab[] {
  return [HOME_TAB];
}

/** Where to go after closing `path`: its right neighbour, else its left one, else Home. */
export function neighbourOf(tabs: readonly Tab[], path: string): Tab {
  const index = tabs.findIndex((tab) => tab.path === path);
  return tabs[index + 1] ?? tabs[index - 1] ?? HOME_TAB;
}

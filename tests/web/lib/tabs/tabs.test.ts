import { describe, expect, it } from 'vitest';
import { closeAllTabs, closeOtherTabs, closeTab, HOME_TAB, neighbourOf, openTab, type Tab } from '@/lib/tabs/tabs';

const users: Tab = { path: '/user/list', title: 'allUsers' };
const orgs: Tab = { path: '/mechanism/list', title: 'orgList' };
const logs: Tab = { path: '/log/list', title: 'operationLog', search: { page: 2 } };
const paths = (tabs: readonly Tab[]) => tabs.map((tab) => tab.path);

describe('tabs', () => {
  it('opens a tab once, keeps Home first and refreshes an open tab in place', () => {
    let tabs = openTab([], users);
    expect(paths(tabs)).toEqual(['/dashboard', '/user/list']);
    tabs = openTab(tabs, orgs);
    tabs = openTab(tabs, { ...users, search: { page: 3 } });
    expect(paths(tabs)).toEqual(['/dashboard', '/user/list', '/mechanism/list']);
    expect(tabs[1]?.search).toEqual({ page: 3 });
  });

  it('closes a tab but never Home', () => {
    const tabs = [HOME_TAB, users, orgs];
    expect(paths(closeTab(tabs, '/user/list'))).toEqual(['/dashboard', '/mechanism/list']);
    expect(paths(closeTab(tabs, '/dashboard'))).toEqual(['/dashboard', '/user/list', '/mechanism/list']);
  });

  it('closes the others, keeping Home and the chosen tab', () => {
    expect(paths(closeOtherTabs([HOME_TAB, users, orgs, logs], '/mechanism/list'))).toEqual(['/dashboard', '/mechanism/list']);
  });

  it('closes all but Home', () => {
    expect(closeAllTabs()).toEqual([HOME_TAB]);
  });

  it('moves to the right neighbour after closing, else the left one', () => {
    const tabs = [HOME_TAB, users, orgs];
    expect(neighbourOf(tabs, '/user/list').path).toBe('/mechanism/list');
    expect(neighbourOf(tabs, '/mechanism/list').path).toBe('/user/list');
  });
});

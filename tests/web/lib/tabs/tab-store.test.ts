import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

const loadStore = async () => (await import('@/lib/tabs/tab-store')).tabStore;

describe('tabStore', () => {
  it('starts with Home, persists to sessionStorage and restores from it', async () => {
    const store = await loadStore();
    expect(store.get().map((tab) => tab.path)).toEqual(['/dashboard']);
    store.open({ path: '/user/list', title: 'allUsers' });
    store.open({ path: '/log/list', title: 'operationLog' });

    vi.resetModules();
    const restored = await loadStore();
    expect(restored.get().map((tab) => tab.path)).toEqual(['/dashboard', '/user/list', '/log/list']);
  });

  it('notifies subscribers and closes others / all while keeping Home', async () => {
    const store = await loadStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.open({ path: '/user/list', title: 'allUsers' });
    store.open({ path: '/log/list', title: 'operationLog' });
    store.closeOthers('/log/list');
    expect(store.get().map((tab) => tab.path)).toEqual(['/dashboard', '/log/list']);
    store.close('/log/list');
    expect(store.get().map((tab) => tab.path)).toEqual(['/dashboard']);
    store.open({ path: '/user/list', title: 'allUsers' });
    store.closeAll();
    expect(store.get().map((tab) => tab.path)).toEqual(['/dashboard']);
    expect(listener).toHaveBeenCalledTimes(6);
  });
});

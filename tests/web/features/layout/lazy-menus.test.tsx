import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The layout's two Radix menus load on first use (issue 16). Each test starts from a fresh module graph, as
 * a cold page load does, and holds the menu modules at a gate: what renders before they arrive, and what a
 * first press does once they have, can then be seen apart.
 */
const gate = vi.hoisted(() => {
  const state = { requested: [] as string[], wait: Promise.resolve(), release: () => {} };
  return {
    state,
    close: () => {
      state.requested = [];
      state.wait = new Promise<void>((resolve) => (state.release = resolve));
    },
    pass: async (name: string) => {
      state.requested.push(name);
      await state.wait;
    },
  };
});
async function coldLoad() {
  vi.resetModules();
  gate.close();
  // Registered anew for each graph: a mock's module is otherwise kept across vi.resetModules().
  vi.doMock('@/features/layout/user-menu-dropdown', async (importOriginal) => {
    await gate.pass('user-menu');
    return importOriginal();
  });
  vi.doMock('@/features/layout/tab-context-menu', async (importOriginal) => {
    await gate.pass('tab-menu');
    return importOriginal();
  });
  const i18n = await import('@/i18n');
  await i18n.i18nReady;
  await i18n.loadWorkspaceMessages();
  await i18n.changeLanguage('zh');
  const [{ renderWithRouter }, { UserMenu }, { TabBar }, { tabStore }] = await Promise.all([
    import('../../support/render-with-router'),
    import('@/features/layout/user-menu'),
    import('@/features/layout/tab-bar'),
    import('@/lib/tabs/tab-store'),
  ]);
  tabStore.closeAll();
  tabStore.open({ path: '/user/list', title: 'allUsers' });
  const release = async () => {
    gate.state.release();
    await act(() => gate.state.wait);
  };
  return { renderWithRouter, UserMenu, TabBar, tabStore, release };
}

const USER_MENU_ITEMS = ['个人中心', '修改密码', '退出登录'];
const TAB_MENU_ITEMS = ['刷新', '关闭', '关闭其他', '关闭所有'];
const itemTexts = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

beforeEach(() => sessionStorage.clear());

describe('the user menu', () => {
  it('shows its button before the menu code loads; a first click loads the menu and opens it with its items', async () => {
    const app = await coldLoad();
    const user = userEvent.setup();
    app.renderWithRouter(() => <app.UserMenu name="Acme Admin" />, '/dashboard');
    const button = await screen.findByRole('button', { name: /^Acme Admin\s*用户菜单$/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(gate.state.requested).toEqual([]);

    await user.click(button);
    expect(gate.state.requested).toEqual(['user-menu']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await app.release();

    const menu = await screen.findByRole('menu');
    expect(itemTexts(menu)).toEqual(USER_MENU_ITEMS);
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['English', '简体中文']);
    expect(screen.getByRole('button', { name: /^Acme Admin\s*用户菜单$/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('loads the menu code on intent: the pointer over the button, or focus on it', async () => {
    const app = await coldLoad();
    const user = userEvent.setup();
    app.renderWithRouter(() => <app.UserMenu name="Acme Admin" />, '/dashboard');
    await user.hover(await screen.findByRole('button', { name: /用户菜单$/ }));
    await waitFor(() => expect(gate.state.requested).toEqual(['user-menu']));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])('opens from the keyboard (%s) on first use, the focus on its first item', async (key) => {
    const app = await coldLoad();
    const user = userEvent.setup();
    app.renderWithRouter(() => <app.UserMenu name="Acme Admin" />, '/dashboard');
    await screen.findByRole('button', { name: /用户菜单$/ });
    await user.tab();
    await waitFor(() => expect(gate.state.requested).toEqual(['user-menu']));
    await user.keyboard(key);
    await app.release();

    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '个人中心' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /用户菜单$/ })).toHaveFocus();
  });

  it('renders the real menu at once once its code has loaded', async () => {
    const app = await coldLoad();
    const user = userEvent.setup();
    app.renderWithRouter(() => <app.UserMenu name="Acme Admin" />, '/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Acme Admin\s*用户菜单$/ }));
    await app.release();
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    const view = app.renderWithRouter(() => <app.UserMenu name="Other Admin" />, '/dashboard');
    fireEvent.pointerDown(await view.findByRole('button', { name: /^Other Admin\s*用户菜单$/ }), { button: 0, ctrlKey: false });
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});

describe('the tab context menu', () => {
  const tabLink = (name: string) => within(screen.getByRole('navigation', { name: '已打开的页面' })).getByRole('link', { name });

  it('shows the tabs before the menu code loads; a right click keeps the browser menu away and opens ours at the pointer', async () => {
    const app = await coldLoad();
    app.renderWithRouter(() => <app.TabBar onRefresh={vi.fn()} />, '/user/list');
    const tab = await screen.findByRole('link', { name: '全部用户' });
    expect(tabLink('首页')).toBeInTheDocument();
    expect(gate.state.requested).toEqual([]);

    expect(fireEvent.contextMenu(tab, { clientX: 120, clientY: 40 })).toBe(false);
    await waitFor(() => expect(gate.state.requested).toEqual(['tab-menu']));
    await app.release();

    const menu = await screen.findByRole('menu', { name: '页面标签操作' });
    expect(itemTexts(menu)).toEqual(TAB_MENU_ITEMS);
    // Where the real menu puts itself for a right click at the same point once its code is there.
    await waitFor(() => expect(menu.parentElement?.style.transform).toMatch(/^translate\(.+px, .+px\)$/));
    const coldPlace = menu.parentElement?.style.transform;
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    fireEvent.contextMenu(screen.getByRole('link', { name: '全部用户', hidden: true }), { clientX: 120, clientY: 40 });
    const warm = await screen.findByRole('menu');
    await waitFor(() => expect(warm.parentElement?.style.transform).toBe(coldPlace));
    fireEvent.contextMenu(screen.getByRole('link', { name: '全部用户', hidden: true }), { clientX: 300, clientY: 90 });
    await waitFor(() => expect(screen.getByRole('menu').parentElement?.style.transform).not.toBe(coldPlace));
  });

  it.each([
    ['Shift+F10', { key: 'F10', shiftKey: true }],
    ['the ContextMenu key', { key: 'ContextMenu' }],
  ])('opens from the keyboard (%s) on first use, the focus in the menu', async (_name, key) => {
    const app = await coldLoad();
    const user = userEvent.setup();
    app.renderWithRouter(() => <app.TabBar onRefresh={vi.fn()} />, '/user/list');
    const tab = await screen.findByRole('link', { name: '全部用户' });
    act(() => tab.focus());
    await waitFor(() => expect(gate.state.requested).toEqual(['tab-menu']));
    expect(fireEvent.keyDown(tab, key)).toBe(false);
    await app.release();

    const menu = await screen.findByRole('menu', { name: '页面标签操作' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '刷新' })).toHaveFocus());
    await user.click(within(menu).getByRole('menuitem', { name: '关闭所有' }));
    await waitFor(() => expect(app.tabStore.get().map((open) => open.path)).toEqual(['/dashboard']));
  });

  it('opens on a long touch on first use', async () => {
    const app = await coldLoad();
    app.renderWithRouter(() => <app.TabBar onRefresh={vi.fn()} />, '/user/list');
    const tab = await screen.findByRole('link', { name: '全部用户' });
    fireEvent.pointerDown(tab, { pointerType: 'touch', clientX: 30, clientY: 10 });
    await waitFor(() => expect(gate.state.requested).toEqual(['tab-menu']));
    await app.release();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('renders the real menu at once on every tab once its code has loaded', async () => {
    const app = await coldLoad();
    const user = userEvent.setup();
    const view = app.renderWithRouter(() => <app.TabBar onRefresh={vi.fn()} />, '/user/list');
    fireEvent.contextMenu(await screen.findByRole('link', { name: '全部用户' }));
    await app.release();
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    view.unmount();

    app.renderWithRouter(() => <app.TabBar onRefresh={vi.fn()} />, '/user/list');
    fireEvent.contextMenu(await screen.findByRole('link', { name: '首页' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});

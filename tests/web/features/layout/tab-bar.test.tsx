import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TabBar } from '@/features/layout/tab-bar';
import { changeLanguage } from '@/i18n';
import { tabStore } from '@/lib/tabs/tab-store';
import { renderWithRouter } from '../../support/render-with-router';

beforeEach(async () => {
  await changeLanguage('zh');
  tabStore.closeAll();
  tabStore.open({ path: '/user/list', title: 'allUsers' });
  tabStore.open({ path: '/user/checkDetail/Acme/7', title: 'userDetail', orgName: 'Acme' });
});

const tabList = () => within(screen.getByRole('navigation', { name: '已打开的页面' }));

describe('TabBar', () => {
  it('shows Home pinned (no close button) and uses orgName as a title', async () => {
    renderWithRouter(() => <TabBar onRefresh={vi.fn()} />, '/user/list');
    expect(await screen.findByRole('link', { name: '首页' })).toBeInTheDocument();
    expect(tabList().getByRole('link', { name: 'Acme' })).toBeInTheDocument();
    expect(tabList().queryByRole('button', { name: '关闭 首页' })).not.toBeInTheDocument();
    expect(tabList().getByRole('button', { name: '关闭 全部用户' })).toBeInTheDocument();
  });

  it('opens the context menu from the keyboard (Shift+F10) and closes all but Home', async () => {
    const user = userEvent.setup();
    renderWithRouter(() => <TabBar onRefresh={vi.fn()} />, '/user/list');
    const tab = await screen.findByRole('link', { name: '全部用户' });
    tab.focus();
    fireEvent.keyDown(tab, { key: 'F10', shiftKey: true });
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['刷新', '关闭', '关闭其他', '关闭所有']);
    await user.click(within(menu).getByRole('menuitem', { name: '关闭所有' }));
    await waitFor(() => expect(tabStore.get().map((open) => open.path)).toEqual(['/dashboard']));
  });

  it('Refresh asks the layout to re-render the screen', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    renderWithRouter(() => <TabBar onRefresh={onRefresh} />, '/user/list');
    const tab = await screen.findByRole('link', { name: '全部用户' });
    fireEvent.keyDown(tab, { key: 'ContextMenu' });
    await user.click(await screen.findByRole('menuitem', { name: '刷新' }));
    await waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
  });

  it('Close Others keeps Home and the chosen tab', async () => {
    const user = userEvent.setup();
    renderWithRouter(() => <TabBar onRefresh={vi.fn()} />, '/user/list');
    fireEvent.contextMenu(await screen.findByRole('link', { name: 'Acme' }));
    await user.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(tabStore.get().map((open) => open.path)).toEqual(['/dashboard', '/user/checkDetail/Acme/7']));
  });

  it('scrolls the active tab into view, so a long row of tabs never cuts it off', async () => {
    const scrolled: Element[] = [];
    const spy = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    try {
      renderWithRouter(() => <TabBar onRefresh={vi.fn()} />, '/user/checkDetail/Acme/7');
      const active = (await screen.findByRole('link', { name: 'Acme' })).closest('li')!;
      await waitFor(() => expect(scrolled).toContain(active));
      expect(spy).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
    } finally {
      spy.mockRestore();
    }
  });
});

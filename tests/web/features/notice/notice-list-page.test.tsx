import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryOf, screenSearch } from '../../support/render-list-screen';
import { useSignedInApi } from '../../support/signed-in-api';
import { renderNoticeList, rowOf, stubNoticeServer } from './notice-harness';

// Each test drives a whole screen (TipTap, dialogs, several round trips): slow on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

useSignedInApi();

describe('NoticeListPage', () => {
  it('lists the §2.24 columns with the pin and publish tags', async () => {
    stubNoticeServer();
    renderNoticeList();
    const row = await rowOf('停电通知');
    expect(
      row
        .getAllByRole('cell')
        .slice(0, 7)
        .map((cell) => cell.textContent),
    ).toEqual(['1', '镇海,海南', '停电通知', '供应商', '管理员', '已置顶', '已发布']);
    const old = await rowOf('旧通知');
    expect(old.getByText('未置顶', { selector: '[data-slot=badge]' })).toHaveAttribute('data-tone', 'warning');
    expect(old.getByText('已撤回', { selector: '[data-slot=badge]' }).className).toContain('destructive');
    // The actions name what they will do: unpin/withdraw a pinned, published notice; pin/send the other.
    expect(row.getByRole('button', { name: '取消置顶' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: '撤回' })).toBeInTheDocument();
    expect(old.getByRole('button', { name: '置顶' })).toBeInTheDocument();
    expect(old.getByRole('button', { name: '发送' })).toBeInTheDocument();
  });

  it('asks before withdrawing, then sends the flag with the row version', async () => {
    const fake = stubNoticeServer();
    const { user } = renderNoticeList();
    const row = await rowOf('停电通知');
    await user.click(row.getByRole('button', { name: '撤回' }));
    expect(await screen.findByText('确定执行此操作吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(fake.callsTo('/updateNoticeCancelFlg')).toHaveLength(0);
    await user.click(row.getByRole('button', { name: '撤回' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(fake.callsTo('/updateNoticeCancelFlg')).toHaveLength(1));
    expect(fake.callsTo('/updateNoticeCancelFlg')[0]!.body).toEqual({ id: 7, cancelFlg: '1', version: 3 });
  });

  it('pins a notice that is not pinned', async () => {
    const fake = stubNoticeServer();
    const { user } = renderNoticeList();
    await user.click((await rowOf('旧通知')).getByRole('button', { name: '置顶' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(fake.callsTo('/updateNoticeTopFlg')[0]?.body).toEqual({ id: 6, topFlg: '1', version: 5 }));
  });

  it('filters by title on Enter, into the URL and the request', async () => {
    const fake = stubNoticeServer();
    const { router, user } = renderNoticeList();
    await rowOf('停电通知');
    await user.type(screen.getByLabelText('标题'), ' 停电 {Enter}');
    await waitFor(() => expect(screenSearch(router)).toEqual({ page: 1, limit: 20, title: '停电' }));
    await waitFor(() => expect(queryOf(fake.callsTo('/work/notice/admin/list').at(-1)!.url)).toMatchObject({ title: '停电', page: '1' }));
  });

  it("Detail opens the editor on the notice's bookmarkable URL", async () => {
    stubNoticeServer();
    const { router, user } = renderNoticeList();
    await user.click((await rowOf('停电通知')).getByRole('button', { name: '详情' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/message/announcement'));
    expect(String((router.state.location.search as { id?: unknown }).id)).toBe('7');
  });
});

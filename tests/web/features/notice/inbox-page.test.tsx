import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InboxRow } from '@sddp/shared';
import { InboxPage } from '@/features/notice/inbox/inbox-page';
import { inboxSearchSchema } from '@/features/notice/inbox/inbox-search';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { renderListScreen } from '../../support/render-list-screen';
import { useSignedInApi } from '../../support/signed-in-api';
import { CREATED_AT } from './notice-harness';

// Each test drives a whole screen (TipTap, dialogs, several round trips): slow on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

useSignedInApi();

const row = (id: number, title: string, read: boolean, topFlg: '0' | '1' = '0'): InboxRow => ({
  id,
  title,
  projectNames: '镇海',
  topFlg,
  createUser: '管理员',
  createTime: CREATED_AT,
  read,
});

describe('InboxPage', () => {
  it('lists what is addressed to me with pinned and unread tags; opening one shows it and refreshes the list', async () => {
    let opened = false;
    const fake = stubFetch({
      'GET /user-api/work/notice/personal': () => envelope({ rows: [], cursor: '' }),
      'GET /user-api/work/notice/inbox': () => envelope({ rows: [row(2, '置顶通知', opened, '1'), row(1, '普通通知', true)], total: 2 }),
      'POST /user-api/work/notice/open': () => {
        opened = true;
        return envelope({ ...row(2, '置顶通知', true, '1'), content: '<p>请<strong>注意</strong></p>' });
      },
    });
    const { user } = renderListScreen(inboxSearchSchema, (search, navigate) => <InboxPage search={search} navigate={navigate} />, '/');
    const first = within((await screen.findByRole('button', { name: '置顶通知' })).closest('tr')!);
    expect(first.getByText('已置顶')).toBeInTheDocument();
    expect(first.getByText('未读')).toBeInTheDocument();
    expect(first.getByRole('button', { name: '置顶通知' })).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(first.getByRole('button', { name: '置顶通知' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('notice-content').innerHTML).toBe('<p>请<strong>注意</strong></p>');
    expect(fake.callsTo('/work/notice/open')[0]!.body).toEqual({ id: 2 });
    await waitFor(() => expect(fake.callsTo('/work/notice/inbox').length).toBeGreaterThan(1));
  });

  it('a notice that does not open keeps the reader open with the reason and Retry, which opens it', async () => {
    let attempts = 0;
    stubFetch({
      'GET /user-api/work/notice/personal': () => envelope({ rows: [], cursor: '' }),
      'GET /user-api/work/notice/inbox': () => envelope({ rows: [row(2, '置顶通知', false, '1')], total: 1 }),
      'POST /user-api/work/notice/open': () => {
        attempts += 1;
        return attempts === 1
          ? envelope(null, 500, '服务器错误')
          : envelope({ ...row(2, '置顶通知', true, '1'), content: '<p>第二次打开</p>' });
      },
    });
    const { user } = renderListScreen(inboxSearchSchema, (search, navigate) => <InboxPage search={search} navigate={navigate} />, '/');
    await user.click(await screen.findByRole('button', { name: '置顶通知' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('公告没有打开：服务器错误');
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    expect(await within(dialog).findByText('第二次打开')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('says so when nothing is addressed to me', async () => {
    stubFetch({
      'GET /user-api/work/notice/personal': () => envelope({ rows: [], cursor: '' }),
      'GET /user-api/work/notice/inbox': () => envelope({ rows: [], total: 0 }),
    });
    renderListScreen(inboxSearchSchema, (search, navigate) => <InboxPage search={search} navigate={navigate} />, '/');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

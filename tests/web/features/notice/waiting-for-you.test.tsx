import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PersonalNoticeRow } from '@sddp/shared';
import { InboxPage } from '@/features/notice/inbox/inbox-page';
import { inboxSearchSchema } from '@/features/notice/inbox/inbox-search';
import { changeLanguage } from '@/i18n';
import { envelope, stubFetch, type FetchCall } from '../../support/fake-fetch';
import { renderListScreen } from '../../support/render-list-screen';
import { useSignedInApi } from '../../support/signed-in-api';
import { CREATED_AT } from './notice-harness';

vi.setConfig({ testTimeout: 15_000 });

useSignedInApi();

const personal = (tagId: number, fields: Partial<PersonalNoticeRow> = {}): PersonalNoticeRow => ({
  id: `${CREATED_AT}#tag-${tagId}-v3-reviewWaiting`,
  kind: 'reviewWaiting',
  title: `位号 P-${tagId} 待您审核（专业审查）`,
  detail: '合同 HT-1 机泵 · 镇海',
  target: { screen: 'review', tagId },
  createTime: CREATED_AT,
  read: false,
  ...fields,
});

const cursorOf = (call: FetchCall) => new URL(call.url, 'http://localhost').searchParams.get('cursor');

function renderInbox(pages: Record<string, { rows: PersonalNoticeRow[]; cursor: string }>, open?: (call: FetchCall) => PersonalNoticeRow) {
  const fake = stubFetch({
    'GET /user-api/work/notice/personal': (call) => envelope(pages[cursorOf(call) ?? ''] ?? { rows: [], cursor: '' }),
    'POST /user-api/work/notice/personal/open': (call) => envelope(open!(call)),
    'GET /user-api/work/notice/inbox': () => envelope({ rows: [], total: 0 }),
  });
  const rendered = renderListScreen(inboxSearchSchema, (search, navigate) => <InboxPage search={search} navigate={navigate} />, '/');
  return { ...rendered, fake };
}

describe('InboxPage: Waiting for you (issue 29)', () => {
  it('lists what waits for me above the notices, each a link to its delivery screen, the unread ones marked', async () => {
    const returned = personal(6, {
      id: `${CREATED_AT}#tag-6-v5-itemsReturned`,
      kind: 'itemsReturned',
      title: '位号 P-6 被退回（待修改 1 项）',
      target: { screen: 'tag', tagId: 6 },
      read: true,
    });
    renderInbox({ '': { rows: [personal(5), returned], cursor: '' } });
    const section = await screen.findByRole('region', { name: '待您处理' });
    const review = await within(section).findByRole('link', { name: '位号 P-5 待您审核（专业审查）' });
    expect(review).toHaveAttribute('href', '/delivery/review?tagId=5');
    expect(within(review.closest('li')!).getByText('未读')).toBeInTheDocument();
    expect(within(review.closest('li')!).getByText('合同 HT-1 机泵 · 镇海')).toBeInTheDocument();
    const back = within(section).getByRole('link', { name: '位号 P-6 被退回（待修改 1 项）' });
    expect(back).toHaveAttribute('href', '/delivery/tag?tagId=6');
    expect(within(back.closest('li')!).queryByText('未读')).toBeNull();
    // Above the notices: the section comes before the notices' table.
    expect(section.compareDocumentPosition(await screen.findByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opening one from the keyboard marks it read and refreshes what waits', async () => {
    const { user, fake } = renderInbox({ '': { rows: [personal(5)], cursor: '' } }, () => personal(5, { read: true }));
    const link = await screen.findByRole('link', { name: '位号 P-5 待您审核（专业审查）' });
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.callsTo('/work/notice/personal/open').map((call) => call.body)).toEqual([{ id: personal(5).id }]));
    await waitFor(() => expect(fake.callsTo('/work/notice/personal').length).toBeGreaterThan(1));
  });

  it('a read one opens without marking it again', async () => {
    const { user, fake } = renderInbox({ '': { rows: [personal(5, { read: true })], cursor: '' } });
    await user.click(await screen.findByRole('link', { name: '位号 P-5 待您审核（专业审查）' }));
    expect(fake.callsTo('/work/notice/personal/open')).toEqual([]);
  });

  it('Show older loads the next page after the last row', async () => {
    const first = personal(9);
    const { user, fake } = renderInbox({
      '': { rows: [first], cursor: first.id },
      [first.id]: { rows: [personal(8)], cursor: '' },
    });
    await user.click(await screen.findByRole('button', { name: '查看更早的' }));
    expect(await screen.findByRole('link', { name: '位号 P-8 待您审核（专业审查）' })).toBeInTheDocument();
    expect(fake.callsTo('/work/notice/personal').map(cursorOf)).toEqual([null, first.id]);
    expect(screen.queryByRole('button', { name: '查看更早的' })).toBeNull();
  });

  it('says so when nothing waits, in English too', async () => {
    await changeLanguage('en');
    renderInbox({});
    const section = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(await within(section).findByText('Nothing is waiting for you')).toBeInTheDocument();
  });
});

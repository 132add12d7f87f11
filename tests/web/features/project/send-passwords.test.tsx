import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendPasswordResult } from '@sddp/shared';
import { Toaster } from '@/components/ui/sonner';
import { ProjectOrgActions } from '@/features/project/project-orgs/project-org-actions';
import { SendAllPasswordsButton } from '@/features/project/project-orgs/send-all-passwords-button';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { envelope, stubFetch, type FetchCall } from '../../support/fake-fetch';
import { queryOf } from '../../support/render-list-screen';
import { orgRow, sendResult, sentTo } from './fixtures';

type Reply = (confirmReset: string | undefined) => SendPasswordResult;

function stubSends(reply: Reply) {
  const answer = (call: FetchCall) => envelope(reply(queryOf(call.url).confirmReset));
  return stubFetch({ 'GET /user-api/project/send_pwd_all': answer, 'GET /user-api/project/send_pwd_single': answer });
}

function renderWithClient(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function sendAll(confirmLabel = '确定', buttonLabel = '发送全部密码', question = '是否发送全部密码?') {
  const user = renderWithClient(<SendAllPasswordsButton kind="supplier" projectId={8001} />);
  await user.click(screen.getByRole('button', { name: buttonLabel }));
  await user.click(within(await screen.findByRole('alertdialog', { name: question })).getByRole('button', { name: confirmLabel }));
  return user;
}

const ACTIVE = [
  sentTo(201, { orgName: '在用机械有限公司', userCode: 'ACTIVE1', email: 'active1@example.com' }),
  sentTo(202, { orgName: '在用泵业', userCode: 'ACTIVE2' }),
];
const FRESH = sentTo(203, { orgName: '新建阀门厂', userCode: 'FRESH1', email: 'fresh1@example.com' });
const SKIPS: SendPasswordResult['notSent'] = [
  { orgId: 301, orgName: '无账号机构', reason: 'noPrimaryAccount' },
  { orgId: 302, orgName: '无邮箱机构', userId: 3020, userCode: 'NOMAIL', reason: 'noEmail' },
];

/** The reset question until a confirmation comes; then every account, those in use included. */
const askingFirst: Reply = (confirmReset) =>
  confirmReset === 'y'
    ? sendResult({ sentTo: [...ACTIVE, FRESH], notSent: SKIPS })
    : confirmReset === 'n'
      ? sendResult({ sentTo: [FRESH], notSent: [...SKIPS, ...ACTIVE.map((account) => ({ ...account, reason: 'inUse' as const }))] })
      : sendResult({ notSent: SKIPS, needsConfirmation: ACTIVE, heldBack: [FRESH] });

const itemsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(async () => {
  configureApiClient({ onError: vi.fn(), onUnauthorized: vi.fn() });
  await changeLanguage('zh');
});
afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the result of a password send', () => {
  it('lists who was sent (organisation, account, address) and who was not, with the reason, and says 发送密码成功', async () => {
    stubSends(() => sendResult({ sentTo: [FRESH], notSent: [...SKIPS, { orgId: 303, orgName: '停用机构', reason: 'orgDisabled' }] }));
    const user = await sendAll();
    expect(await screen.findByText('发送密码成功')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: '发送密码结果' });
    expect(within(dialog).getByText('已发送 1 个，未发送 3 个')).toBeInTheDocument();
    expect(itemsOf(within(dialog).getByRole('region', { name: '已发送' }))).toEqual(['新建阀门厂FRESH1fresh1@example.com']);
    expect(itemsOf(within(dialog).getByRole('region', { name: '未发送' }))).toEqual([
      '无账号机构没有主账号',
      '无邮箱机构NOMAIL主账号没有邮箱',
      '停用机构机构已禁用',
    ]);
    // The footer's Close and the corner's both close it; the footer's is the dialog's primary action.
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when nothing was sent, says why instead of 发送密码成功', async () => {
    stubSends(() => sendResult({ notSent: SKIPS }));
    await sendAll();
    expect(await screen.findByText('未发送任何密码：没有主账号、主账号没有邮箱')).toBeInTheDocument();
    expect(screen.queryByText('发送密码成功')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: '发送密码结果' });
    expect(within(dialog).queryByRole('region', { name: '已发送' })).not.toBeInTheDocument();
    expect(itemsOf(within(dialog).getByRole('region', { name: '未发送' }))).toHaveLength(2);
  });
});

describe('sending to accounts already in use', () => {
  it('asks once, naming them, before anything is sent; "仍然发送" repeats the call with the confirmation', async () => {
    const fake = stubSends(askingFirst);
    const user = await sendAll();
    const question = await screen.findByRole('alertdialog', { name: '2 个账号已在使用中，发送将重置其密码。仍要发送吗？' });
    expect(itemsOf(question)).toEqual(['在用机械有限公司ACTIVE1active1@example.com', '在用泵业ACTIVE2a202@example.com']);
    expect(within(question).getByText('另有 1 个新账号等待本次发送。')).toBeInTheDocument();
    expect(screen.queryByText('发送密码成功')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '发送密码结果' })).not.toBeInTheDocument();

    await user.click(within(question).getByRole('button', { name: '仍然发送' }));
    expect(await screen.findByText('发送密码成功')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: '发送密码结果' });
    expect(itemsOf(within(dialog).getByRole('region', { name: '已发送' }))).toHaveLength(3);
    expect(fake.callsTo('/send_pwd_all').map((call) => queryOf(call.url))).toEqual([
      { projectId: '8001', kind: 'supplier' },
      { projectId: '8001', kind: 'supplier', confirmReset: 'y' },
    ]);
    expect(screen.queryByText('已取消发送')).not.toBeInTheDocument();
  });

  it('"只发送其他 1 个账号" sends to the others only, and shows the accounts in use as not reset', async () => {
    const fake = stubSends(askingFirst);
    const user = await sendAll();
    const question = await screen.findByRole('alertdialog', { name: /已在使用中/ });
    await user.click(within(question).getByRole('button', { name: '只发送其他 1 个账号' }));
    const dialog = await screen.findByRole('dialog', { name: '发送密码结果' });
    expect(itemsOf(within(dialog).getByRole('region', { name: '未发送' }))).toContain('在用机械有限公司ACTIVE1账号使用中，未重置');
    expect(queryOf(fake.callsTo('/send_pwd_all')[1]!.url)).toMatchObject({ confirmReset: 'n' });
  });

  it('cancelling sends nothing more and says the sending was cancelled', async () => {
    const fake = stubSends(askingFirst);
    const user = await sendAll();
    await user.click(within(await screen.findByRole('alertdialog', { name: /已在使用中/ })).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('已取消发送')).toBeInTheDocument();
    expect(fake.callsTo('/send_pwd_all')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: '发送密码结果' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("an organisation's own send asks the same way, without the 'others only' choice when there are none", async () => {
    const fake = stubSends((confirmReset) =>
      confirmReset === 'y' ? sendResult({ sentTo: [ACTIVE[0]!] }) : sendResult({ needsConfirmation: [ACTIVE[0]!] }),
    );
    const user = renderWithClient(<ProjectOrgActions kind="contractor" projectId={8001} org={orgRow({ orgId: 201 })} />);
    await user.click(screen.getByRole('button', { name: '发送密码' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '是否发送密码?' })).getByRole('button', { name: '确定' }));
    const question = await screen.findByRole('alertdialog', { name: '1 个账号已在使用中，发送将重置其密码。仍要发送吗？' });
    expect(within(question).queryByRole('button', { name: /只发送其他/ })).not.toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: '仍然发送' }));
    expect(await screen.findByText('发送密码成功')).toBeInTheDocument();
    expect(fake.callsTo('/send_pwd_single').map((call) => queryOf(call.url))).toEqual([
      { projectId: '8001', orgId: '201' },
      { projectId: '8001', orgId: '201', confirmReset: 'y' },
    ]);
  });

  it('reads in English', async () => {
    stubSends(askingFirst);
    await changeLanguage('en');
    const user = await sendAll('OK', 'Send all passwords', 'Send all passwords?');
    const question = await screen.findByRole('alertdialog', {
      name: '2 accounts are already in use; sending resets their passwords. Send anyway?',
    });
    await user.click(within(question).getByRole('button', { name: 'Send anyway' }));
    const dialog = await screen.findByRole('dialog', { name: 'Password sending result' });
    expect(within(dialog).getByText('Sent: 3, not sent: 2')).toBeInTheDocument();
    expect(itemsOf(within(dialog).getByRole('region', { name: 'Not sent' }))).toEqual([
      '无账号机构No primary account',
      '无邮箱机构NOMAILNo e-mail address',
    ]);
    expect(await screen.findByText('Password sent')).toBeInTheDocument();
  });
});

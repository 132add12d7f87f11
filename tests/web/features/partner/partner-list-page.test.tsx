import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PartnerListPage } from '@/features/partner/list/partner-list-page';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { renderWithRouter } from '../../support/render-with-router';
import { useSignedInApi } from '../../support/signed-in-api';

useSignedInApi();

const row = (id: number, name: string, secretVersion = 1) => ({
  id,
  name,
  callbackUrl: '',
  secretVersion,
  createTime: '2026-01-02T03:04:05.000Z',
  updateTime: '2026-01-02T03:04:05.000Z',
  version: 1,
});

describe('partner platforms (/user/partnerPlatform)', () => {
  it('says when there are none, adds one and shows its shared secret once', async () => {
    let rows: ReturnType<typeof row>[] = [];
    const fake = stubFetch({
      'GET /user-api/user/admin/partner-platform/list': () => envelope(rows),
      'POST /user-api/user/admin/partner-platform/save': () => {
        rows = [row(1, 'ERP')];
        return envelope({ partner: rows[0], secret: 's'.repeat(43) });
      },
    });
    renderWithRouter(() => <PartnerListPage />);
    expect(await screen.findByText('暂无合作平台')).toBeInTheDocument();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: '新增合作平台' })).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(screen.getByRole('button', { name: '新增合作平台' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入合作平台名称')).toBeInTheDocument();
    expect(fake.callsTo('/user/admin/partner-platform/save')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('平台名称'), 'ERP');
    await user.type(within(dialog).getByLabelText('回调地址'), 'ftp://x');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('回调地址须以 http:// 或 https:// 开头')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('回调地址'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByTestId('partner-secret')).toHaveValue('s'.repeat(43));
    expect(screen.getByRole('heading', { name: '共享密钥（只显示这一次）' })).toBeInTheDocument();
    // How the partner signs, in the product (with this partner's id and this site's sign-in address), not in our docs.
    const signing = screen.getByRole('region', { name: '合作平台如何签发登录' });
    expect(signing).toHaveTextContent('{"p": 1, "u": 用户登录账号');
    expect(signing).toHaveTextContent(`${window.location.origin}/jumpLogin?secret=`);
    expect(screen.getByRole('dialog')).not.toHaveTextContent('docs/');
    expect(fake.callsTo('/user/admin/partner-platform/save')[0]?.body).toEqual({ name: 'ERP', callbackUrl: '' });
    await waitFor(() => expect(screen.getByRole('cell', { name: 'ERP', hidden: true })).toBeInTheDocument());
  });

  it('asks before a new secret, then shows it', async () => {
    const fake = stubFetch({
      'GET /user-api/user/admin/partner-platform/list': () => envelope([row(3, 'MES')]),
      'POST /user-api/user/admin/partner-platform/rotate': () => envelope({ partner: row(3, 'MES', 2), secret: 'r'.repeat(43) }),
    });
    renderWithRouter(() => <PartnerListPage />);
    const user = userEvent.setup();
    const rotate = await screen.findByRole('button', { name: '更换密钥' });
    // Both row actions open a dialog: Edit its form, the new secret its question first.
    expect(screen.getByRole('button', { name: '编辑' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(rotate).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(rotate);
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('确认更换“MES”的密钥？');
    await user.click(within(question).getByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('partner-secret')).toHaveValue('r'.repeat(43));
    expect(screen.getByRole('region', { name: '合作平台如何签发登录' })).toHaveTextContent('{"p": 3,');
    expect(fake.callsTo('/user/admin/partner-platform/rotate')[0]?.body).toEqual({ id: 3 });
  });
});

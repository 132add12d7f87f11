import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '@/features/layout/user-menu';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearToken, getToken, setToken } from '@/lib/session/token';
import { policyRoute, resetPasswordMessages, strongPassword, useFakeClock, userInfoRoute, withToaster } from '../../support/account';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { renderWithRouter } from '../../support/render-with-router';

beforeEach(async () => {
  configureApiClient({ onError: vi.fn(), onUnauthorized: vi.fn() });
  resetPasswordMessages();
  setToken('tok-1');
  await changeLanguage('zh');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  clearToken();
});

describe('navbar change-password dialog', () => {
  it('opens from the user menu, shows the days left, changes the password and signs out after 1 s', async () => {
    const fake = stubFetch({
      ...policyRoute(),
      ...userInfoRoute({ pwdExpireTime: 12 }),
      'POST /user-api/user/update_pwd': () => envelope(null),
      'GET /user-api/auth/logout': () => envelope(null),
    });
    const { user, advance } = useFakeClock();
    renderWithRouter(withToaster(<UserMenu name="Acme Admin" />), '/dashboard');
    await user.click(await screen.findByRole('button', { name: /用户菜单$/ }));
    await user.click(await screen.findByRole('menuitem', { name: '修改密码' }));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    expect(await within(dialog).findByText('提示：您的密码有效期还剩 12 天，请及时修改，以免影响登录。')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('新密码'), strongPassword);
    await user.type(within(dialog).getByLabelText('确认密码'), 'Xy7!kq2Ln');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('两次输入密码不一致!')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('确认密码'));
    await user.type(within(dialog).getByLabelText('确认密码'), `${strongPassword}{Enter}`);

    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(fake.callsTo('/user/update_pwd')[0]?.body).toEqual({ pwd: strongPassword, pwd2: strongPassword });
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeDisabled();
    expect(fake.callsTo('/auth/logout')).toHaveLength(0);
    expect(getToken()).toBe('tok-1');
    await advance(1_000);
    await waitFor(() => expect(fake.callsTo('/auth/logout')).toHaveLength(1));
    await waitFor(() => expect(getToken()).toBeUndefined());
  });

  it('does not sign out when the change fails', async () => {
    const fake = stubFetch({
      ...policyRoute(),
      ...userInfoRoute(),
      'POST /user-api/user/update_pwd': () =>
        envelope({ fieldErrors: { pwd: '新密码不能与最近5次使用过的密码相同' } }, 400, '输入有误，请检查后重试'),
      'GET /user-api/auth/logout': () => envelope(null),
    });
    const { user, advance } = useFakeClock();
    renderWithRouter(() => <UserMenu name="Acme Admin" />, '/dashboard');
    await user.click(await screen.findByRole('button', { name: /用户菜单$/ }));
    await user.click(await screen.findByRole('menuitem', { name: '修改密码' }));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    await user.type(within(dialog).getByLabelText('新密码'), strongPassword);
    await user.type(within(dialog).getByLabelText('确认密码'), `${strongPassword}{Enter}`);
    expect(await within(dialog).findByText('新密码不能与最近5次使用过的密码相同')).toBeInTheDocument();
    await advance(2_000);
    expect(fake.callsTo('/auth/logout')).toHaveLength(0);
    expect(getToken()).toBe('tok-1');
  });
});

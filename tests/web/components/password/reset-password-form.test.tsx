import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasswordPolicy } from '@sddp/shared';
import { ResetPasswordForm } from '@/components/password/reset-password-form';
import { changeLanguage } from '@/i18n';
import { ApiError } from '@/lib/api-error';
import { policyRoute, resetPasswordMessages } from '../../support/account';
import { stubFetch } from '../../support/fake-fetch';
import { renderWithRouter } from '../../support/render-with-router';

const STRICT: PasswordPolicy = { minLength: 10, maxLength: 16, minClasses: 4, history: 3, maxAgeDays: 60, warnDays: 10 };

async function renderForm(props: Partial<Parameters<typeof ResetPasswordForm>[0]> = {}, policy?: PasswordPolicy) {
  const fake = stubFetch(policyRoute(policy));
  const onSubmit = vi.fn(async () => undefined);
  renderWithRouter(() => <ResetPasswordForm idPrefix="t" onSubmit={onSubmit} {...props} />);
  await waitFor(() => expect(fake.callsTo('/auth/password_policy')).toHaveLength(1));
  return { onSubmit, fake, user: userEvent.setup() };
}

const pwd = () => screen.getByLabelText(/^(新密码|New password)$/);
const pwd2 = () => screen.getByLabelText(/^(确认密码|Confirm password)$/);
const save = () => screen.getByRole('button', { name: /^(保存|Save)$/ });

async function trySubmit(user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
  await user.clear(pwd());
  await user.clear(pwd2());
  if (password) await user.type(pwd(), password);
  if (confirm) await user.type(pwd2(), confirm);
  await user.click(save());
}

beforeEach(async () => {
  resetPasswordMessages();
  await changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ResetPasswordForm', () => {
  it('requires both fields, in Chinese and in English', async () => {
    const { user, onSubmit } = await renderForm();
    await user.click(save());
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入确认密码')).toBeInTheDocument();
    await changeLanguage('en');
    expect(await screen.findByText('Please enter password')).toBeInTheDocument();
    expect(screen.getByText('Please enter your confirmation password')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('holds the length boundaries of the policy: 7 and 21 fail, 8 and 20 pass', async () => {
    const { user, onSubmit } = await renderForm();
    await trySubmit(user, 'Abcde1!');
    expect(await screen.findByText('密码长度不正确，应为8-20个字符')).toBeInTheDocument();
    await trySubmit(user, 'Abcdefghij123456789!x');
    expect(await screen.findByText('密码长度不正确，应为8-20个字符')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await trySubmit(user, 'Abcde12!');
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ pwd: 'Abcde12!', pwd2: 'Abcde12!' }));
  });

  it('accepts exactly the maximum length', async () => {
    const { user, onSubmit } = await renderForm();
    await trySubmit(user, 'Abcdefghij123456789!');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ pwd: 'Abcdefghij123456789!', pwd2: 'Abcdefghij123456789!' }));
  });

  it('asks for enough character classes and refuses mismatches (zh and en)', async () => {
    const { user, onSubmit } = await renderForm();
    await trySubmit(user, 'abcdefgh12');
    expect(await screen.findByText(/请从大写字母、小写字母、数字、特殊字符中至少选择3种/)).toBeInTheDocument();
    await trySubmit(user, 'Abcde12!', 'Abcde12?');
    expect(await screen.findByText('两次输入密码不一致!')).toBeInTheDocument();
    await changeLanguage('en');
    expect(await screen.findByText('The two passwords do not match!')).toBeInTheDocument();
    await trySubmit(user, 'abcdefgh12');
    expect(await screen.findByText(/choose at least 3 of uppercase/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('follows the deployed policy: its numbers in the rules, the messages and the requirements list', async () => {
    const { user, onSubmit } = await renderForm({}, STRICT);
    expect(await screen.findByText('长度为10-16个字符')).toBeInTheDocument();
    expect(screen.getByText('至少包含大写字母、小写字母、数字、特殊字符中的4种')).toBeInTheDocument();
    expect(screen.getByText('不能与最近3次使用过的密码相同')).toBeInTheDocument();
    expect(screen.getByText('每60天需更换一次密码')).toBeInTheDocument();

    await trySubmit(user, 'Abcde12!x');
    expect(await screen.findByText('密码长度不正确，应为10-16个字符')).toBeInTheDocument();
    await trySubmit(user, 'Abcdefgh12');
    expect(await screen.findByText(/至少选择4种/)).toBeInTheDocument();
    await trySubmit(user, 'Abcdefghi12345678!');
    expect(await screen.findByText('密码长度不正确，应为10-16个字符')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await trySubmit(user, 'Abcdefg12!');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('ticks the length and character rules as the typed password meets them; history and renewal are information only', async () => {
    const { user } = await renderForm();
    const rule = (text: string) => screen.getByText(text).closest('li');
    const length = () => rule('长度为8-20个字符');
    const classes = () => rule('至少包含大写字母、小写字母、数字、特殊字符中的3种');
    expect(length()).toHaveAttribute('data-state', 'unmet');
    expect(classes()).toHaveAttribute('data-state', 'unmet');

    await user.type(pwd(), 'abc');
    await user.click(save());
    expect(await screen.findByText('密码长度不正确，应为8-20个字符')).toBeInTheDocument();
    expect(length()).toHaveAttribute('data-state', 'unmet');
    expect(length()).toHaveTextContent('(未满足)');
    expect(classes()).toHaveAttribute('data-state', 'unmet');

    await user.type(pwd(), 'defgh');
    expect(length()).toHaveAttribute('data-state', 'met');
    expect(length()).toHaveTextContent('(已满足)');
    expect(classes()).toHaveAttribute('data-state', 'unmet');
    await user.type(pwd(), 'A1');
    expect(classes()).toHaveAttribute('data-state', 'met');
    await user.type(pwd(), 'x'.repeat(12));
    expect(length()).toHaveAttribute('data-state', 'unmet');

    for (const text of ['不能与最近5次使用过的密码相同', '每90天需更换一次密码']) {
      expect(rule(text)).toHaveAttribute('data-state', 'stated');
      expect(rule(text)).not.toHaveTextContent(/已满足|未满足/);
    }
  });

  it('ticks the rules under the deployed policy’s numbers', async () => {
    const { user } = await renderForm({}, STRICT);
    const length = async () => (await screen.findByText('长度为10-16个字符')).closest('li');
    await user.type(pwd(), 'Abcdefg1!');
    expect(await length()).toHaveAttribute('data-state', 'unmet');
    expect(screen.getByText('至少包含大写字母、小写字母、数字、特殊字符中的4种').closest('li')).toHaveAttribute('data-state', 'met');
    await user.type(pwd(), 'x');
    expect(await length()).toHaveAttribute('data-state', 'met');
  });

  it('strips whitespace as it is typed only when asked', async () => {
    const { user } = await renderForm({ stripWhitespace: true });
    await user.type(pwd(), ' Ab c\t1! ');
    await user.type(pwd2(), 'x y');
    expect(pwd()).toHaveValue('Abc1!');
    expect(pwd2()).toHaveValue('xy');
  });

  it('keeps whitespace otherwise', async () => {
    const { user } = await renderForm();
    await user.type(pwd(), 'Ab c');
    expect(pwd()).toHaveValue('Ab c');
  });

  it('toggles each password between hidden and shown', async () => {
    const { user } = await renderForm();
    expect(pwd()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '显示新密码' }));
    expect(pwd()).toHaveAttribute('type', 'text');
    expect(pwd2()).toHaveAttribute('type', 'password');
  });

  it('puts the server field errors on the fields and stays usable', async () => {
    const { user, onSubmit } = await renderForm();
    onSubmit.mockRejectedValueOnce(new ApiError(400, 'invalid', { fieldErrors: { pwd: '新密码不能与最近5次使用过的密码相同' } }));
    await trySubmit(user, 'Abcde12!');
    expect(await screen.findByText('新密码不能与最近5次使用过的密码相同')).toBeInTheDocument();
    expect(pwd()).toHaveAttribute('aria-invalid', 'true');
    expect(save()).toBeEnabled();
  });

  it('checks only the rules: a common password goes to the server, whose refusal lands on the field', async () => {
    const { user, onSubmit } = await renderForm();
    const common = '该密码过于常见，容易被猜到，请更换';
    onSubmit.mockRejectedValue(new ApiError(400, 'invalid', { fieldErrors: { pwd: common } }));
    for (const password of ['Password123!', 'P@ssw0rd1']) {
      await trySubmit(user, password);
      await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ pwd: password, pwd2: password }));
      expect(await screen.findByText(common)).toBeInTheDocument();
      expect(pwd()).toHaveAttribute('aria-invalid', 'true');
    }
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(save()).toBeEnabled();
  });

  it('disables the button while saving and after a success', async () => {
    const { user, onSubmit } = await renderForm();
    let release: () => void = () => undefined;
    onSubmit.mockImplementationOnce(() => new Promise<undefined>((resolve) => (release = () => resolve(undefined))));
    await trySubmit(user, 'Abcde12!');
    expect(await screen.findByRole('button', { name: '保存中...' })).toBeDisabled();
    release();
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('shows the days left of a still valid password when given', async () => {
    await renderForm({ pwdExpireTime: 5 });
    expect(screen.getByText('提示：您的密码有效期还剩 5 天，请及时修改，以免影响登录。')).toBeInTheDocument();
  });

  it('shows how long an expired password has gone unchanged, under the policy', async () => {
    await renderForm({ pwdExpireTime: -3 }, STRICT);
    expect(await screen.findByText('您已经 63 天没有修改密码了，请修改密码')).toBeInTheDocument();
  });

  it('names the inputs as the screen does', async () => {
    await renderForm({ inputNames: { password: 'password', confirm: 'confirmPassword' } });
    expect(pwd()).toHaveAttribute('name', 'password');
    expect(pwd2()).toHaveAttribute('name', 'confirmPassword');
  });
});

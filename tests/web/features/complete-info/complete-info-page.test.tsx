import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompleteInfoPage } from '@/features/complete-info/complete-info-page';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearToken, setToken } from '@/lib/session/token';
import { useFakeClock, userInfoRoute, withToaster } from '../../support/account';
import { envelope, stubFetch, type FakeReply } from '../../support/fake-fetch';
import { stubXhrOverFetch } from '../../support/fake-xhr';
import { renderWithRouter } from '../../support/render-with-router';

const onError = vi.fn();
const PUT_URL = 'https://bucket.example/businessLicence/obj-1.png?X-Amz-Signature=abc';
const SIGNED_HEADERS = { 'Content-Type': 'image/png', 'x-amz-server-side-encryption': 'AES256' };

function stubServer(routes: Record<string, () => FakeReply | Promise<FakeReply>> = {}) {
  stubXhrOverFetch();
  return stubFetch({
    ...userInfoRoute({ user: { email: '', linkman: 'Li Lei', linkPhone: '', businessLicence: '' } }),
    'GET /user-api/cap_sms_info': () => envelope(null),
    'POST /user-api/cap_mail': () => envelope(null),
    'POST /user-api/user/update_detail': () => envelope(null),
    'POST /user-api/user/upload_url': () =>
      envelope({ url: PUT_URL, key: 'businessLicence/obj-1.png', headers: SIGNED_HEADERS, expiresAt: '2026-01-01T00:10:00Z' }),
    'PUT /businessLicence/obj-1.png': () => ({ status: 200, body: null }),
    ...routes,
  });
}

async function renderPage(user = userEvent.setup(), onDone = vi.fn()) {
  renderWithRouter(withToaster(<CompleteInfoPage onDone={onDone} />), '/addInfo');
  await screen.findByLabelText(/^(联系人|Contact name)$/);
  return { user, onDone };
}

const field = (label: RegExp | string) => screen.getByLabelText(label);
const codeButtonOf = (label: string) => within(field(label).parentElement!).getByRole('button');
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'licence.png', { type: 'image/png' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('联系电话'), '13812345678');
  await user.type(field('短信验证码'), '1234');
  await user.type(field('邮箱'), 'li@example.com');
  await user.type(field('邮箱验证码'), '5678');
}

beforeEach(async () => {
  configureApiClient({ onError, onUnauthorized: vi.fn() });
  setToken('tok-1');
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = vi.fn();
  await changeLanguage('zh');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  clearToken();
});

describe('CompleteInfoPage', () => {
  it('greets the user by contact name and validates every required field (zh and en)', async () => {
    const fake = stubServer();
    const { user } = await renderPage();
    expect(screen.getByText('Li Lei，您好！请先完善以下信息')).toBeInTheDocument();
    await user.clear(field('联系人'));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入联系人姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入联系人邮箱')).toBeInTheDocument();
    expect(screen.getByText('请输入邮箱验证码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    await user.type(field('其他邮箱'), 'ok@example.com bad');
    expect(await screen.findByText('请输入正确的邮箱格式')).toBeInTheDocument();
    await changeLanguage('en');
    expect(await screen.findByText('Please enter contact name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a contact email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter the e-mail code')).toBeInTheDocument();
    expect(fake.callsTo('/user/update_detail')).toHaveLength(0);
  });

  it('sends the e-mail code only to a valid address, then counts down to Get code', async () => {
    await changeLanguage('en');
    const fake = stubServer();
    const { user, advance } = useFakeClock();
    await renderPage(user);
    await user.click(codeButtonOf('E-mail code'));
    expect(await screen.findByText('Please enter a contact email address')).toBeInTheDocument();
    expect(fake.callsTo('/cap_mail')).toHaveLength(0);

    await user.type(field('Email'), 'li@example.com');
    await user.click(codeButtonOf('E-mail code'));
    expect(await screen.findByText('Code sent, please check your mailbox')).toBeInTheDocument();
    expect(fake.callsTo('/cap_mail')[0]?.body).toEqual({ email: 'li@example.com' });
    // The countdown starts right after the message (tests/web/features/auth/login/phone-login.test.tsx).
    await waitFor(() => expect(codeButtonOf('E-mail code')).toHaveTextContent('Retry in 60s'));
    expect(codeButtonOf('E-mail code')).toBeDisabled();
    expect(codeButtonOf('SMS code')).toHaveTextContent('Get code');
    await advance(30_000);
    expect(codeButtonOf('E-mail code')).toHaveTextContent(/^Retry in (30|29)s$/);
    await advance(30_000);
    await waitFor(() => expect(codeButtonOf('E-mail code')).toHaveTextContent('Get code'));
    expect(codeButtonOf('E-mail code')).toBeEnabled();
  });

  it('sends the SMS only to a valid contact phone, with the 60 s countdown in Chinese', async () => {
    const fake = stubServer();
    const { user } = await renderPage();
    await user.type(field('联系电话'), '123');
    await user.click(codeButtonOf('短信验证码'));
    expect(await screen.findByText('请输入正确的手机号格式')).toBeInTheDocument();
    expect(fake.callsTo('/cap_sms_info')).toHaveLength(0);
    await user.clear(field('联系电话'));
    await user.type(field('联系电话'), '13812345678');
    await user.click(codeButtonOf('短信验证码'));
    await waitFor(() => expect(codeButtonOf('短信验证码')).toHaveTextContent('60s后重新获取'));
    expect(fake.callsTo('/cap_sms_info')[0]?.url).toContain('phone=13812345678');
  });

  it('uploads the licence through a presigned PUT and submits its key, then reloads the user before leaving', async () => {
    const fake = stubServer();
    const { user, onDone } = await renderPage();
    await user.upload(field('营业执照'), png(2048));
    expect(await screen.findByText('licence.png')).toBeInTheDocument();
    expect(fake.callsTo('/user/upload_url')[0]?.body).toEqual({
      purpose: 'businessLicence',
      fileName: 'licence.png',
      contentType: 'image/png',
      size: 2048,
    });
    const put = fake.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe(PUT_URL);
    expect(put?.[1]?.headers).toEqual(SIGNED_HEADERS);
    expect(put?.[1]?.body).toBeInstanceOf(File);
    expect(fake.callsTo('/user/upload_url')[0]?.headers['x-token']).toBe('tok-1');

    await fillRequired(user);
    await user.type(field('其他电话'), '010-1 010-2');
    await user.type(field('其他邮箱'), ' b@example.com   c@example.com ');
    const infoCallsBefore = fake.callsTo('/user/info').length;
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fake.callsTo('/user/update_detail')[0]?.body).toEqual({
      linkman: 'Li Lei',
      linkPhone: '13812345678',
      email: 'li@example.com',
      emailCaptcha: '5678',
      phoneCaptcha: '1234',
      phone2: '010-1 010-2',
      email2: 'b@example.com c@example.com',
      businessLicence: 'businessLicence/obj-1.png',
    });
    expect(fake.callsTo('/user/info').length).toBe(infoCallsBefore + 1);
    expect(await screen.findByText('信息已完善')).toBeInTheDocument();
  });

  it('a failed PUT clears the file list and the busy state, says so, and submits no key', async () => {
    let puts = 0;
    const fake = stubServer({ 'PUT /businessLicence/obj-1.png': () => ({ status: (puts += 1) === 1 ? 200 : 403, body: null }) });
    const { user, onDone } = await renderPage();
    await user.upload(field('营业执照'), png());
    expect(await screen.findByText('licence.png')).toBeInTheDocument();
    await user.upload(field('营业执照'), new File([new Uint8Array(4)], 'second.png', { type: 'image/png' }));
    expect(await screen.findByText('上传失败，请重试')).toBeInTheDocument();
    expect(screen.queryByText('licence.png')).not.toBeInTheDocument();
    expect(screen.queryByText('second.png')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传图片' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '提交' })).toBeEnabled();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fake.callsTo('/user/update_detail')[0]?.body).not.toHaveProperty('businessLicence');
  });

  it('disables Submit while the image uploads', async () => {
    let release: () => void = () => undefined;
    stubServer({
      'PUT /businessLicence/obj-1.png': () => new Promise<FakeReply>((resolve) => (release = () => resolve({ status: 200, body: null }))),
    });
    const { user } = await renderPage();
    await user.upload(field('营业执照'), png());
    expect(await screen.findByRole('button', { name: '上传中...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
    release();
    expect(await screen.findByText('licence.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交' })).toBeEnabled();
  });

  it('refuses other file types and files over 5 MB before asking for an upload URL', async () => {
    const fake = stubServer();
    const user = userEvent.setup({ applyAccept: false });
    await renderPage(user);
    await user.upload(field('营业执照'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('仅支持 PNG、JPG、WEBP 或 GIF 图片')).toBeInTheDocument();
    await user.upload(field('营业执照'), png(5 * 1024 * 1024 + 1));
    expect(await screen.findByText('文件不能超过 5 MB')).toBeInTheDocument();
    expect(fake.callsTo('/user/upload_url')).toHaveLength(0);
  });

  it('removes an uploaded image and shows it in the preview dialog', async () => {
    const fake = stubServer();
    const { user } = await renderPage();
    await user.upload(field('营业执照'), png());
    expect(await screen.findByRole('button', { name: '预览 licence.png' })).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(screen.getByRole('button', { name: '预览 licence.png' }));
    const dialog = await screen.findByRole('dialog', { name: '图片预览' });
    expect(within(dialog).getByRole('img', { name: 'licence.png' })).toHaveAttribute('src', 'blob:preview-1');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '删除 licence.png' }));
    expect(screen.queryByText('licence.png')).not.toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(fake.callsTo('/user/update_detail')).toHaveLength(1));
    expect(fake.callsTo('/user/update_detail')[0]?.body).not.toHaveProperty('businessLicence');
  });

  it('maps a wrong code from the server onto its field', async () => {
    stubServer({
      'POST /user-api/user/update_detail': () =>
        envelope({ fieldErrors: { emailCaptcha: '邮箱验证码错误或已失效' } }, 400, '输入有误，请检查后重试'),
    });
    const { user, onDone } = await renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('邮箱验证码错误或已失效')).toBeInTheDocument();
    expect(field('邮箱验证码')).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });
});

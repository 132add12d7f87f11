import { describe, expect, it } from 'vitest';
import { handler } from '#domains/auth/handler';
import { call } from '#test/api-event';
import { createTestUser, getItem, keys } from '#test/fixtures';
import { lastCodeTo } from '#test/outbox';
import { tokenFor } from '#test/sign-in';

type Info = { user: { email: string; linkPhone: string; email2: string; linkman: string; businessLicence: string } };

let counter = 0;
const newPhone = () => `137${String(Date.now() % 1e7).padStart(7, '0')}${counter++ % 10}`;

async function presign(token: string, body: Record<string, unknown>) {
  return call<{ url: string; key: string; headers: Record<string, string> }>(handler, {
    method: 'POST',
    path: '/user/upload_url',
    token,
    body,
  });
}

describe('POST /user/update_detail_simple (profile card)', () => {
  it('updates the editable fields, normalising e-mail lists', async () => {
    const user = await createTestUser();
    const token = await tokenFor(user.userCode);
    const body = {
      linkman: '王五',
      linkPhone: '021-1234567',
      email: 'new@example.com',
      email2: ' a@b.cn   c@d.com ',
      version: user.version,
    };
    expect((await call(handler, { method: 'POST', path: '/user/update_detail_simple', token, body })).code).toBe(200);
    const info = await call<Info>(handler, { path: '/user/info', token });
    expect(info.result.user).toMatchObject({
      linkman: '王五',
      linkPhone: '021-1234567',
      email: 'new@example.com',
      email2: 'a@b.cn c@d.com',
    });
  });

  it('refuses a save from a card opened before the account changed, answering the current values', async () => {
    const user = await createTestUser();
    const token = await tokenFor(user.userCode);
    const save = (linkman: string, version: number) =>
      call(handler, {
        method: 'POST',
        path: '/user/update_detail_simple',
        token,
        language: 'en',
        body: { linkman, linkPhone: '021-5555 0001', email: 'a@example.com', version },
      });
    expect((await save('第一', user.version)).code).toBe(200);
    const stale = await save('第二', user.version);
    expect(stale).toMatchObject({
      status: 409,
      result: { current: { linkman: '第一', linkPhone: '021-5555 0001', email: 'a@example.com', email2: '', version: user.version + 1 } },
    });
    expect(JSON.stringify(stale.result)).not.toContain('passwordHash');
    expect(await getItem(keys.user(user.id))).toMatchObject({ linkman: '第一', version: user.version + 1 });
    expect((await save('第一', user.version)).code).toBe(200);
  });

  it('refuses what the §5 profile rules refuse, changing nothing', async () => {
    const user = await createTestUser();
    const token = await tokenFor(user.userCode);
    const response = await call(handler, {
      method: 'POST',
      path: '/user/update_detail_simple',
      token,
      language: 'en',
      body: { linkman: '', linkPhone: '', email: 'nope', email2: 'ok@x.cn bad', version: user.version },
    });
    expect(response.result).toEqual({
      fieldErrors: {
        linkman: 'Please enter contact name',
        linkPhone: 'Please enter contact phone',
        email: 'Please enter correct email format',
        email2: 'Please enter correct email format',
      },
    });
    expect((await getItem(keys.user(user.id)))?.version).toBe(1);
  });
});

describe('POST /user/update_detail (complete information, reading B)', () => {
  it('needs both codes, then stores the details, the verified phone for sign-in and the uploaded licence', async () => {
    const user = await createTestUser({ email: '' });
    const token = await tokenFor(user.userCode);
    const phone = newPhone();
    const email = `info-${Date.now()}@example.com`;
    expect((await call(handler, { method: 'POST', path: '/cap_mail', token, body: { email } })).code).toBe(200);
    expect((await call(handler, { path: '/cap_sms_info', token, query: { phone } })).code).toBe(200);
    const [mailCode, smsCode] = [await lastCodeTo(email), await lastCodeTo(phone)];

    const image = Buffer.from('89504e470d0a1a0a', 'hex');
    const upload = await presign(token, {
      purpose: 'businessLicence',
      fileName: '营业执照.png',
      contentType: 'image/png',
      size: image.length,
    });
    expect(upload.result.key).toMatch(new RegExp(`^businessLicence/${user.id}/[0-9a-f-]{36}\\.png$`));
    const put = await fetch(upload.result.url, { method: 'PUT', headers: upload.result.headers, body: image });
    expect(put.status).toBe(200);

    const body = {
      linkman: '赵六',
      linkPhone: phone,
      email,
      emailCaptcha: mailCode,
      phoneCaptcha: smsCode,
      phone2: '13900000000  13900000001',
      email2: '',
      businessLicence: upload.result.key,
    };
    const wrong = await call(handler, {
      method: 'POST',
      path: '/user/update_detail',
      token,
      body: { ...body, phoneCaptcha: smsCode === '0000' ? '1111' : '0000' },
    });
    expect(wrong.result).toEqual({ fieldErrors: { phoneCaptcha: '验证码错误或已失效' } });
    expect((await call(handler, { method: 'POST', path: '/user/update_detail', token, body })).code).toBe(200);

    const stored = await getItem(keys.user(user.id));
    expect(stored).toMatchObject({
      linkman: '赵六',
      email,
      phone,
      linkPhone: phone,
      phone2: '13900000000 13900000001',
      businessLicence: upload.result.key,
      gsi2pk: `PHONE#${phone}`,
    });
    const info = await call<Info>(handler, { path: '/user/info', token });
    const download = await fetch(info.result.user.businessLicence);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(image);
  });

  it('refuses a licence key that was not issued to this user', async () => {
    const user = await createTestUser({ email: '' });
    const token = await tokenFor(user.userCode);
    const email = `k-${Date.now()}@example.com`;
    const phone = newPhone();
    await call(handler, { method: 'POST', path: '/cap_mail', token, body: { email } });
    await call(handler, { path: '/cap_sms_info', token, query: { phone } });
    const body = {
      linkman: 'x',
      linkPhone: phone,
      email,
      emailCaptcha: await lastCodeTo(email),
      phoneCaptcha: await lastCodeTo(phone),
      businessLicence: `businessLicence/999999/00000000-0000-0000-0000-000000000000.png`,
    };
    expect((await call(handler, { method: 'POST', path: '/user/update_detail', token, body })).code).toBe(400);
    expect((await getItem(keys.user(user.id)))?.email).toBe('');
  });

  it('refuses uploads of other types or sizes', async () => {
    const user = await createTestUser();
    const token = await tokenFor(user.userCode);
    const exe = await presign(token, { purpose: 'businessLicence', fileName: 'a.exe', contentType: 'application/octet-stream', size: 10 });
    expect(exe.code).toBe(400);
    const huge = await presign(token, { purpose: 'businessLicence', fileName: 'a.png', contentType: 'image/png', size: 6 * 1024 * 1024 });
    expect((huge.result as unknown as { fieldErrors: Record<string, string> }).fieldErrors.size).toBe('文件不能超过 5 MB');
  });
});

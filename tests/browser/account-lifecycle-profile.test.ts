import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR } from '@sddp/shared';
import { CODE_RULES } from '#domains/auth/data/verification-codes';
import { mobileFor } from './support/accounts';
import { useLifecycleSuite } from './support/lifecycle';
import { codeIn } from './support/outbox';
import { onePixelPng } from './support/png';
import { openUserMenu, pathOf } from './support/shell';
import { signIn, UI, userMenu } from './support/sign-in';
import { POLL } from './support/suite';
import { field, fieldError, interpolate, isPost, message, toast } from './support/ui';

const zh = UI.zh;

/** The value shown beside a term of the personal centre's read-only summary (a <dl>). */
function summaryValue(page: Page, term: string): Locator {
  return page.locator('dl > dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

describe('account lifecycle: complete information and profile', () => {
  const life = useLifecycleSuite();
  const { outbox } = life;

  it('no e-mail forces /addInfo: SMS and e-mail codes from the outbox and a licence upload complete it', async () => {
    const user = await life.freshUser({ email: '' });
    const page = await life.signedIn(user, { waitFor: 'url' });
    await page.waitForURL((url) => url.pathname === '/addInfo');
    await page.getByText(interpolate(zh.addInfo.greeting, { name: user.linkman }), { exact: true }).waitFor();
    // The dashboard sends back here until the e-mail is on record.
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/addInfo');

    const form = page.getByRole('form', { name: message('zh', 'route.addInfo') });
    const linkman = form.getByLabel(zh.addInfo.linkman, { exact: true });
    await expect.poll(() => linkman.inputValue(), POLL).toBe(user.linkman);
    const newName = `完善${user.id}`;
    const newPhone = mobileFor(user.id, '137');
    const newEmail = `${user.userCode}.info@example.com`;
    await linkman.fill(newName);
    await form.getByLabel(zh.addInfo.linkPhone, { exact: true }).fill(newPhone);
    await form.getByLabel(zh.addInfo.email, { exact: true }).fill(newEmail);

    // SMS code to the contact phone: the button counts down 'Ns后重新获取'.
    const countdown = new RegExp(`^${interpolate(zh.code.resendIn, { seconds: '\\d{1,2}' })}$`);
    let seen = await outbox.seen();
    const smsField = field(form, zh.addInfo.smsCode);
    await smsField.getByRole('button', { name: zh.code.get, exact: true }).click();
    await toast(page, message('zh', 'message.smsSent'));
    const smsCountdown = smsField.getByRole('button', { name: countdown });
    await smsCountdown.waitFor();
    expect(await smsCountdown.isDisabled()).toBe(true);
    const sms = await outbox.nextSms(newPhone, seen);
    expect(sms.text).toBe(message('zh', 'notify.smsInfo', { code: codeIn(sms), minutes: CODE_RULES.ttlMinutes }));
    await form.getByLabel(zh.addInfo.smsCode, { exact: true }).fill(codeIn(sms));

    // E-mail code to the new address.
    seen = await outbox.seen();
    const mailField = field(form, zh.addInfo.emailCode);
    await mailField.getByRole('button', { name: zh.code.get, exact: true }).click();
    await toast(page, message('zh', 'message.emailCode.sent'));
    await mailField.getByRole('button', { name: countdown }).waitFor();
    const mail = await outbox.nextEmail(newEmail, seen);
    expect(mail.subject).toBe(message('zh', 'notify.emailCode.subject'));
    await form.getByLabel(zh.addInfo.emailCode, { exact: true }).fill(codeIn(mail));

    // The business licence goes straight to the bucket (presigned PUT).
    const png = onePixelPng();
    const put = page.waitForResponse((response) => response.request().method() === 'PUT');
    await form
      .getByLabel(zh.addInfo.businessLicence, { exact: true })
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png });
    expect((await put).status()).toBe(200);
    await form.getByRole('button', { name: interpolate(zh.upload.remove, { name: 'licence.png' }), exact: true }).waitFor();

    const saved = page.waitForResponse(isPost('/user-api/user/update_detail'));
    await form.getByRole('button', { name: zh.common.submit, exact: true }).click();
    const answer = (await (await saved).json()) as { code: number };
    expect(answer.code).toBe(200);
    await toast(page, message('zh', 'message.infoCompleted'));
    // Saved, the page goes to '/', which opens the dashboard.
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => userMenu(page).innerText(), POLL).toContain(newName);

    await page.goto('/profile/index');
    await page.getByText(zh.profile.summaryTitle, { exact: true }).waitFor();
    await expect.poll(() => summaryValue(page, zh.profile.email).innerText(), POLL).toBe(newEmail);
    expect(await summaryValue(page, zh.profile.linkman).innerText()).toBe(newName);
    expect(await summaryValue(page, zh.profile.linkPhone).innerText()).toBe(newPhone);
    // The contact phone proven by the SMS code is now the account's phone.
    expect(await summaryValue(page, zh.profile.phone).innerText()).toBe(newPhone);

    // The licence is a link to the stored image, which loads from the bucket.
    const licence = page.getByRole('link', { name: zh.profile.viewLicence, exact: true });
    const href = await licence.getAttribute('href');
    expect(href).toBeTruthy();
    const image = await page.request.get(href!);
    expect(image.status()).toBe(200);
    expect(Buffer.from(await image.body()).equals(png)).toBe(true);
    await expect.poll(() => licence.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), POLL).toBe(1);
  });

  it('profile: no failing request or console error; the avatar, local sign-in time and role names show', async () => {
    const user = await life.freshUser();
    const zone = 'Asia/Shanghai';
    const page = await life.suite.newPage({ timezoneId: zone });
    await signIn(page, life.suite.captchas, user);

    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (entry) => {
      if (entry.type() === 'error') failures.push(`console: ${entry.text()}`);
    });
    page.on('pageerror', (error) => failures.push(`page: ${error.message}`));
    const info = page.waitForResponse((response) => new URL(response.url()).pathname === '/user-api/user/info');
    await page.goto('/profile/index');
    const { result } = (await (await info).json()) as { result: { roles: string[]; user: { lastLoginTime: string } } };

    const avatar = page.getByRole('img', { name: zh.profile.avatar, exact: true });
    expect(await avatar.getAttribute('src')).toBe(DEFAULT_AVATAR);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), POLL).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);

    // The server's instant (UTC), shown as the lists show times, in the browser's zone.
    expect(result.user.lastLoginTime).toMatch(/Z$/);
    const local = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'medium' }).format(
      new Date(result.user.lastLoginTime),
    );
    expect(await summaryValue(page, zh.profile.lastLoginTime).innerText()).toBe(local);
    expect(await page.getByLabel(zh.profile.lastLoginTime, { exact: true }).inputValue()).toBe(local);

    // A supplier user without projects: the role and the maturity-score grant, by name.
    expect(result.roles).toEqual(['user', 'maturityScore']);
    const roles = page.getByLabel(zh.profile.roles, { exact: true });
    expect(await roles.innerText()).toBe(`${message('zh', 'role.user')} | ${message('zh', 'role.maturityScore')}`);
  });

  it('profile: Modify saves the contact name (shown in the navbar); Cancel reverts the edit', async () => {
    const user = await life.freshUser();
    const page = await life.signedIn(user);
    await (await openUserMenu(page)).getByRole('menuitem', { name: zh.layout.profile, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile/index');
    expect(pathOf(page)).toBe('/profile/index');

    const form = page.getByRole('form', { name: zh.profile.cardTitle });
    expect(await form.getByLabel(zh.profile.account, { exact: true }).inputValue()).toBe(user.userCode);
    const linkman = form.getByLabel(zh.profile.linkman, { exact: true });
    await expect.poll(() => linkman.inputValue(), POLL).toBe(user.linkman);
    const modify = form.getByRole('button', { name: zh.profile.modify, exact: true });

    // Required, checked in the browser.
    await linkman.fill('');
    await modify.click();
    await fieldError(form, zh.profile.linkman).getByText(message('zh', 'validation.linkman.required'), { exact: true }).waitFor();

    const newName = `改名${user.id}`;
    await linkman.fill(newName);
    const saved = page.waitForResponse(isPost('/user-api/user/update_detail_simple'));
    await modify.click();
    expect(((await (await saved).json()) as { code: number }).code).toBe(200);
    await toast(page, message('zh', 'message.profile.modified'));
    // The reloaded user info: the navbar and the summary show the new name, the card keeps it.
    await expect.poll(() => userMenu(page).innerText(), POLL).toContain(newName);
    await expect.poll(() => summaryValue(page, zh.profile.linkman).innerText(), POLL).toBe(newName);
    expect(await linkman.inputValue()).toBe(newName);

    // Cancel puts the saved value back and says so.
    await linkman.fill('不保存的名字');
    await form.getByRole('button', { name: zh.common.cancel, exact: true }).click();
    await toast(page, message('zh', 'message.profile.cancelled'));
    expect(await linkman.inputValue()).toBe(newName);
    await expect.poll(() => userMenu(page).innerText(), POLL).toContain(newName);
  });
});

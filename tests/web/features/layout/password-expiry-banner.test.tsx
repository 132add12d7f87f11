import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasswordPolicy } from '@sddp/shared';
import { PasswordExpiryBanner } from '@/features/layout/password-expiry-banner';
import { changeLanguage } from '@/i18n';
import { passwordExpiryWarningDays } from '@/lib/password-policy/password-expiry';
import { policyRoute } from '../../support/account';
import { stubFetch } from '../../support/fake-fetch';
import { renderWithRouter } from '../../support/render-with-router';

const POLICY: PasswordPolicy = { minLength: 8, maxLength: 20, minClasses: 3, history: 5, maxAgeDays: 90, warnDays: 7 };

async function renderBanner(pwdExpireTime: number, policy = POLICY) {
  const fake = stubFetch(policyRoute(policy));
  renderWithRouter(() => <PasswordExpiryBanner pwdExpireTime={pwdExpireTime} />);
  await waitFor(() => expect(fake.callsTo('/auth/password_policy')).toHaveLength(1));
  // Let the policy answer render.
  await new Promise((resolve) => setTimeout(resolve, 20));
}

beforeEach(async () => {
  sessionStorage.clear();
  await changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('passwordExpiryWarningDays', () => {
  it('warns only while 0 < days left <= warnDays', () => {
    expect(passwordExpiryWarningDays(8, 7)).toBeUndefined();
    expect(passwordExpiryWarningDays(7, 7)).toBe(7);
    expect(passwordExpiryWarningDays(1, 7)).toBe(1);
    expect(passwordExpiryWarningDays(0, 7)).toBeUndefined();
    expect(passwordExpiryWarningDays(-3, 7)).toBeUndefined();
    expect(passwordExpiryWarningDays(3, 0)).toBeUndefined();
  });
});

describe('PasswordExpiryBanner', () => {
  it.each([
    [7, true],
    [1, true],
    [8, false],
    [0, false],
    [-2, false],
  ])('with %i days left under a 7-day window shows: %s', async (days, shown) => {
    await renderBanner(days);
    const text = `提示：您的密码有效期还剩 ${days} 天，请及时修改，以免影响登录。`;
    if (shown) expect(await screen.findByText(text)).toBeInTheDocument();
    else expect(screen.queryByText(/密码有效期还剩/)).not.toBeInTheDocument();
  });

  it('takes the window from the deployed policy', async () => {
    await renderBanner(10, { ...POLICY, warnDays: 14 });
    expect(await screen.findByText(/密码有效期还剩 10 天/)).toBeInTheDocument();
  });

  it('can be dismissed, and stays dismissed for the session', async () => {
    await renderBanner(3);
    const user = userEvent.setup();
    await screen.findByText(/密码有效期还剩 3 天/);
    await user.click(screen.getByRole('button', { name: '关闭提示' }));
    expect(screen.queryByText(/密码有效期还剩/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('passwordExpiryNoticeDismissed')).toBe('3');
  });

  it('is in English too', async () => {
    await changeLanguage('en');
    await renderBanner(2);
    expect(
      await screen.findByText('Notice: Your password will be valid for 2 days. Please change it in time to avoid login failure.'),
    ).toBeInTheDocument();
  });
});

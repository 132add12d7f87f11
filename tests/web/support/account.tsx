import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy, type UserInfo } from '@sddp/shared';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { applyPasswordPolicyMessages } from '@/i18n';
import { userInfoFixture } from './fixtures';
import { envelope, type FakeReply } from './fake-fetch';

export const policyRoute = (policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY) => ({
  'GET /user-api/auth/password_policy': () => envelope(policy),
});

export const userInfoRoute = (info: Omit<Partial<UserInfo>, 'user'> & { user?: Partial<UserInfo['user']> } = {}) => ({
  'GET /user-api/user/info': (): FakeReply => envelope({ ...userInfoFixture, ...info, user: { ...userInfoFixture.user, ...info.user } }),
});

/** Password messages are global i18n defaults: put the default policy back between tests. */
export function resetPasswordMessages() {
  applyPasswordPolicyMessages(DEFAULT_PASSWORD_POLICY);
}

/** The screen with the app's toaster beside it, so toasts can be read from the page. */
export const withToaster = (ui: ReactNode) => () => (
  <>
    {ui}
    <Toaster />
  </>
);

/** Fake timers that still let promises and user-event run; advance them explicitly. */
export function useFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { user, advance };
}

export const strongPassword = 'Xy7!kq2Lm';

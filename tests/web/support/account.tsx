import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy, type UserInfo } from '@sddp/shared';
import { setTimeout as realDelay } from 'node:timers/promises';
import { act, configure, getConfig } from '@testing-library/react';
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

/** Testing Library's polling step (its default `interval`). */
const POLL_MS = 50;

/**
 * A clock that moves only when the test moves it: `advance(ms)`, user-event's own delays, and the
 * polling of findBy…/waitFor, which steps it by 50 ms per poll (Testing Library steps fake timers when
 * it sees a `jest` global). Each poll also waits 50 ms of real time, so real work (a lazy module, a
 * render) can land, but a slow machine never moves the clock between two statements: "not before
 * 1 s" and "a second click within 1 s" hold however busy it is. web-setup.ts undoes both after the test.
 */
export function useFakeClock() {
  vi.useFakeTimers();
  Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
  const advanceWrapper = getConfig().unstable_advanceTimersWrapper;
  configure({
    unstable_advanceTimersWrapper: async (step) => {
      const result = await advanceWrapper(step);
      await realDelay(POLL_MS);
      return result;
    },
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { user, advance };
}

export const strongPassword = 'Xy7!kq2Lm';

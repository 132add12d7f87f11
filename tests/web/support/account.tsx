import { setTimeout as realDelay } from 'node:timers/promises';
import { act, configure, getConfig } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy, type UserInfo } from '@sddp/shared';
import { Toaster } from '@/components/ui/sonner';
import { applyPasswordPolicyMessages } from '@/i18n';
import { envelope, type FakeReply } from './fake-fetch';
import { userInfoFixture } from './fixtures';

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

/** Real time each poll of findBy…/waitFor waits (Testing Library's default `interval`), for real work to land. */
const POLL_REAL_MS = 50;
/** Fake time each poll moves the clock: a fifth of the real wait, so only a long stall reaches a timer. */
const POLL_FAKE_MS = 10;
/** findBy…/waitFor give up after this much fake time: 500 polls, 25 s of real waiting, inside the 30 s test timeout. */
const FAKE_WAIT_LIMIT_MS = 5_000;

/**
 * A clock that moves only when the test moves it: `advance(ms)`, user-event's own delays, and the
 * polling of findBy…/waitFor (Testing Library steps fake timers when it sees a `jest` global), 10 ms per
 * poll while each poll waits 50 ms of real time, so real work (a lazy module, a render) can land. A slow
 * machine never moves the clock between two statements, and moves it during a wait at a fifth of real
 * time: "not before 1 s" and "shows 60s" hold through any stall shorter than 5 s. web-setup.ts undoes
 * this after the test.
 */
export function useFakeClock() {
  vi.useFakeTimers();
  Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(Math.min(ms, POLL_FAKE_MS)) } });
  const advanceWrapper = getConfig().unstable_advanceTimersWrapper;
  configure({
    asyncUtilTimeout: FAKE_WAIT_LIMIT_MS,
    unstable_advanceTimersWrapper: async (step) => {
      const result = await advanceWrapper(step);
      await realDelay(POLL_REAL_MS);
      return result;
    },
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { user, advance };
}

export const strongPassword = 'Xy7!kq2Lm';

import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import type { PasswordPolicy } from '@sddp/shared';
import { createFreshUser, type FreshUser, type FreshUserOptions } from './accounts';
import { apiSignIn, passwordPolicy } from './api';
import { Outbox } from './outbox';
import { signIn, type Credentials, type SignInOptions } from './sign-in';
import { useBrowserSuite, type BrowserSuite } from './suite';

export interface LifecycleSuite {
  suite: BrowserSuite;
  outbox: Outbox;
  /** The deployed password policy, read once per file. */
  policy(): PasswordPolicy;
  /** A new account of its own for the test (never a demo account). */
  freshUser(options?: FreshUserOptions): Promise<FreshUser>;
  /** A fresh page signed in as `user` through the login form, left where the sign-in lands. */
  signedIn(user: Credentials, options?: SignInOptions): Promise<Page>;
  /** A session token of the demo administrator, from the API (read once per file). */
  adminToken(): Promise<string>;
}

export function useLifecycleSuite(): LifecycleSuite {
  const suite = useBrowserSuite();
  const outbox = new Outbox(suite.platform.outboxDir);
  let policy: PasswordPolicy | undefined;
  let adminToken: Promise<string> | undefined;

  beforeAll(async () => {
    policy = await passwordPolicy(suite.platform.baseUrl);
  });

  return {
    suite,
    outbox,
    policy() {
      if (!policy) throw new Error('The password policy has not been read');
      return policy;
    },
    freshUser: (options) => createFreshUser(suite.platform, options),
    async signedIn(user, options) {
      const page = await suite.newPage();
      await signIn(page, suite.captchas, user, options);
      return page;
    },
    adminToken() {
      adminToken ??= apiSignIn(suite.platform.baseUrl, suite.captchas, suite.account('admin'));
      return adminToken;
    },
  };
}

import { beforeAll, describe, expect, it } from 'vitest';
import type { SendPasswordResult } from '@sddp/shared';
import { handler as authHandler } from '#domains/auth/handler';
import { call } from '#test/api-event';
import { createTestProject, getItem, keys } from '#test/fixtures';
import { signedIn } from '#test/orgs';
import { lastMailTo } from '#test/outbox';
import { tokenFor } from '#test/sign-in';
import { refusal, untouched } from '#test/targets';
import { orgInProject, passwordIn, primaryOf, sendAs, sentEntry, skipEntry, sortedLists } from './password-sends';

let token: string;
const send = sendAs(() => token);
const answer = (result: Partial<SendPasswordResult>): SendPasswordResult =>
  sortedLists({ sent: 0, skipped: 0, sentTo: [], notSent: [], needsConfirmation: [], heldBack: [], ...result });

/** A primary account whose owner signed in and chose its own password: it is in use. */
async function accountInUse(org: { id: number; orgName: string }) {
  const user = await primaryOf(org, { mustChangePassword: false });
  return { ...user, token: await tokenFor(user.userCode) };
}

async function expectReset(user: { id: number; email: string; userCode: string; token: string }, hashBefore: unknown) {
  const after = await getItem(keys.user(user.id));
  expect(after?.passwordHash).not.toBe(hashBefore);
  expect(after).toMatchObject({ mustChangePassword: true });
  expect(passwordIn((await lastMailTo(user.email))?.text ?? '')).toBeTruthy();
  expect((await call(authHandler, { path: '/user/info', token: user.token })).code).toBe(401);
}

beforeAll(async () => {
  token = (await signedIn('admin')).token;
});

describe('sending a password to an account already in use asks first', () => {
  it('single send: without the confirmation nothing is sent and the account is named; with it the password is reset', async () => {
    const project = await createTestProject('20');
    const org = await orgInProject(project.id);
    const active = await accountInUse(org);
    const unchanged = await untouched([active]);

    const byOrgAndByUser: Array<Record<string, number>> = [{ orgId: org.id, projectId: project.id }, { userId: active.id }];
    for (const query of byOrgAndByUser) {
      const asked = await send('/project/send_pwd_single', query);
      expect(asked.code).toBe(200);
      expect(asked.result).toEqual(answer({ needsConfirmation: [sentEntry(org, active)] }));
    }
    const declined = await send('/project/send_pwd_single', { orgId: org.id, projectId: project.id, confirmReset: 'n' });
    expect(declined.result).toEqual(answer({ skipped: 1, notSent: [skipEntry(org, 'inUse', active)] }));
    await unchanged();

    const hashBefore = (await getItem(keys.user(active.id)))?.passwordHash;
    const confirmed = await send('/project/send_pwd_single', { orgId: org.id, projectId: project.id, confirmReset: 'y' });
    expect(confirmed.result).toEqual(answer({ sent: 1, sentTo: [sentEntry(org, active)] }));
    await expectReset(active, hashBefore);
  });

  it('in use means a password of its own: not a sign-in with the initial one, but also a password chosen without a sign-in since', async () => {
    const project = await createTestProject('20');
    const signedInOnce = await orgInProject(project.id);
    // Signed in with the initial password (lastLoginTime set) and not changed it yet: still never used.
    const initialOnly = await primaryOf(signedInOnce);
    await tokenFor(initialOnly.userCode);
    expect(await getItem(keys.user(initialOnly.id))).toMatchObject({
      lastLoginTime: expect.stringMatching(/^\d{4}-/),
      mustChangePassword: true,
    });
    expect((await send('/project/send_pwd_single', { userId: initialOnly.id })).result).toMatchObject({ sent: 1, needsConfirmation: [] });

    // Chose its password through a reset link and has not signed in since; an expired own password too.
    const resetByLink = await orgInProject(project.id);
    const linkOnly = await primaryOf(resetByLink, { mustChangePassword: false });
    const expired = await orgInProject(project.id);
    const expiredOwn = await primaryOf(expired, { mustChangePassword: false, pwdExpired: true });
    for (const [org, user] of [
      [resetByLink, linkOnly],
      [expired, expiredOwn],
    ] as const) {
      expect(user.lastLoginTime).toBe('');
      expect((await send('/project/send_pwd_single', { userId: user.id })).result).toEqual(
        answer({ needsConfirmation: [sentEntry(org, user)] }),
      );
      expect(await lastMailTo(user.email)).toBeUndefined();
    }
  });

  it('send all: one confirmation for the whole send; until it comes nothing goes out, with it all go, declined only the others go', async () => {
    const project = await createTestProject('20');
    const fresh = await orgInProject(project.id);
    const freshPrimary = await primaryOf(fresh);
    const busy = await orgInProject(project.id);
    const active = await accountInUse(busy);
    const noEmail = await orgInProject(project.id);
    const noEmailPrimary = await primaryOf(noEmail, { email: '' });
    const unchanged = await untouched([freshPrimary, active]);

    const asked = await send('/project/send_pwd_all', { projectId: project.id });
    expect(sortedLists(asked.result)).toEqual(
      answer({
        skipped: 1,
        notSent: [skipEntry(noEmail, 'noEmail', noEmailPrimary)],
        needsConfirmation: [sentEntry(busy, active)],
        heldBack: [sentEntry(fresh, freshPrimary)],
      }),
    );
    await unchanged();

    const declined = await send('/project/send_pwd_all', { projectId: project.id, confirmReset: 'n' });
    expect(sortedLists(declined.result)).toEqual(
      answer({
        sent: 1,
        skipped: 2,
        sentTo: [sentEntry(fresh, freshPrimary)],
        notSent: [skipEntry(busy, 'inUse', active), skipEntry(noEmail, 'noEmail', noEmailPrimary)],
      }),
    );
    expect(await lastMailTo(freshPrimary.email)).toBeDefined();
    expect(await lastMailTo(active.email)).toBeUndefined();
    expect((await call(authHandler, { path: '/user/info', token: active.token })).code).toBe(200);

    const hashBefore = (await getItem(keys.user(active.id)))?.passwordHash;
    const confirmed = await send('/project/send_pwd_all', { projectId: project.id, confirmReset: 'y' });
    expect(sortedLists(confirmed.result)).toMatchObject({
      sent: 2,
      sentTo: [sentEntry(fresh, freshPrimary), sentEntry(busy, active)],
      needsConfirmation: [],
    });
    await expectReset(active, hashBefore);
  });

  it('the confirmation opens no refused target: still a 403, nothing sent', async () => {
    const project = await createTestProject('20');
    const org = await orgInProject(project.id);
    const subAccount = await primaryOf(org, { userType: '0', mustChangePassword: false });
    const disabled = await primaryOf(org, { state: '0', mustChangePassword: false });
    const unchanged = await untouched([subAccount, disabled]);
    expect(await send('/project/send_pwd_single', { userId: subAccount.id, projectId: project.id, confirmReset: 'y' })).toMatchObject(
      refusal('error.passwordTarget'),
    );
    expect(await send('/project/send_pwd_single', { userId: disabled.id, projectId: project.id, confirmReset: 'y' })).toMatchObject(
      refusal('error.targetDisabled'),
    );
    await unchanged();
  });
});

import { describe, expect, it } from 'vitest';
import { PROJECT_ID, type PlatformGlance } from '@sddp/shared';
import { handler as auditHandler } from '#domains/audit/handler';
import { call } from '#test/api-event';
import { createTestProject, createTestUser } from '#test/fixtures';
import { createTestOrg, signedIn } from '#test/orgs';
import { useOwnTable } from '#test/own-table';

// Exact counts need a table no other file writes to: platform-wide counts move with every file beside them.
useOwnTable();

const glance = async (token: string) => (await call<PlatformGlance>(auditHandler, { path: '/dashboard/admin/glance', token })).result;

describe("the administrators' glance counts the projects the project home shows", () => {
  it('leaves out the user system (8000), which is no delivery project: the counts match the cards', async () => {
    await createTestProject('20', PROJECT_ID.userSystem);
    await createTestProject('20');
    await createTestProject('10');
    const { token } = await signedIn('admin');
    const { result } = await call<PlatformGlance>(auditHandler, { path: '/dashboard/admin/glance', token });
    expect(result.projects).toEqual({ notStarted: 1, inProgress: 1, completed: 0 });
  });

  it('counts organisations, accounts and projects by state from the current records', async () => {
    const { token } = await signedIn('admin');
    const before = await glance(token);
    await createTestOrg({ state: '0' });
    await createTestUser({ state: '0' });
    await createTestProject('50');
    await createTestProject('10');
    const after = await glance(token);
    expect(after.orgs.disabled).toBe(before.orgs.disabled + 1);
    // The new organisation's primary account is enabled; the test's own account is disabled.
    expect(after.users).toEqual({ enabled: before.users.enabled + 1, disabled: before.users.disabled + 1 });
    expect(after.projects).toEqual({
      ...before.projects,
      completed: before.projects.completed + 1,
      notStarted: before.projects.notStarted + 1,
    });
  });
});

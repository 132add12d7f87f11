import { PROJECT_ID, type PlatformGlance } from '@sddp/shared';
import { describe, expect, it } from 'vitest';
import { handler as auditHandler } from '../../../../functions/src/domains/audit/handler';
import { call } from '../../../support/api-event';
import { createTestProject } from '../../../support/fixtures';
import { useOwnTable } from '../../../support/own-table';
import { signedIn } from '../../../support/orgs';

// Exact counts need a table no other file writes projects to.
useOwnTable();

describe("the administrators' glance counts the projects the project home shows", () => {
  it('leaves out the user system (8000), which is no delivery project: the counts match the cards', async () => {
    await createTestProject('20', PROJECT_ID.userSystem);
    await createTestProject('20');
    await createTestProject('10');
    const { token } = await signedIn('admin');
    const { result } = await call<PlatformGlance>(auditHandler, { path: '/dashboard/admin/glance', token });
    expect(result.projects).toEqual({ notStarted: 1, inProgress: 1, completed: 0 });
  });
});

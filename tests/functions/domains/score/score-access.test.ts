import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID, type ScoreRow } from '@sddp/shared';
import { config, resetConfigForTests } from '#kit/config';
import { call } from '#test/api-event';
import { createTestProject, createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { ROLE_FIELDS, signedIn, type TestRole } from '#test/orgs';
import { tokenFor } from '#test/sign-in';
import { handler, listScores, SCORES, supplierInProjects, updateScore } from './score-support';

const superUserCode = uniqueCode('scoresuper');
const previousCodes = process.env.SCORE_SUPERUSER_CODES;

beforeAll(() => {
  process.env.SCORE_SUPERUSER_CODES = superUserCode;
  resetConfigForTests();
  expect(config().SCORE_SUPERUSER_CODES).toEqual([superUserCode]);
});

afterAll(() => {
  if (previousCodes === undefined) delete process.env.SCORE_SUPERUSER_CODES;
  else process.env.SCORE_SUPERUSER_CODES = previousCodes;
  resetConfigForTests();
});

const mine = (token: string) => call<{ rows: ScoreRow[] }>(handler, { path: '/score/mine', token });

describe('who may read and edit maturity scores (spec §6)', () => {
  it('opens the list to admin (userRole 50, userType 100) and the super-user code, and to no other role', async () => {
    expect((await listScores((await signedIn('admin')).token)).code).toBe(200);
    const superUser = await createTestUser({ ...ROLE_FIELDS.user, userCode: superUserCode });
    expect((await listScores(await tokenFor(superUser.userCode))).code).toBe(200);
    for (const role of ['admin1', 'userAdmin', 'user', 'provider'] as TestRole[]) {
      expect(await listScores((await signedIn(role)).token), role).toMatchObject({ code: 403, message: '您没有权限执行此操作' });
    }
  });

  it('lets only callers of organisation 1 edit: a holder of the grant elsewhere gets 403 and changes nothing', async () => {
    const { org, projects, rowIds } = await supplierInProjects(1);
    const superUser = await createTestUser({ userRole: '50', userType: '100', orgId: 7 });
    const refused = await updateScore(await tokenFor(superUser.userCode), { id: rowIds[0], ...SCORES, version: 0 });
    expect(refused).toMatchObject({ code: 403, message: '只有平台运营机构可以编辑评分' });
    expect((await updateScore(await tokenFor(superUser.userCode), { id: rowIds[0], ...SCORES }, 'en')).message).toBe(
      'Only the operating organisation may edit scores',
    );
    expect(await getItem(keys.scoreRecord(org.id, projects[0]!.id))).toBeUndefined();
    expect((await updateScore((await signedIn('admin')).token, { id: rowIds[0], ...SCORES, version: 0 })).code).toBe(200);
  });

  it("shows a supplier's account its own organisation's rows only, read-only", async () => {
    const { org, rowIds } = await supplierInProjects(2);
    const other = await supplierInProjects(1);
    await updateScore((await signedIn('admin')).token, { id: rowIds[1], ...SCORES, version: 0 });
    const account = await createTestUser({ ...ROLE_FIELDS.userAdmin, orgId: org.id, orgName: org.orgName });
    const token = await tokenFor(account.userCode);
    const response = await mine(token);
    expect(response.code).toBe(200);
    expect(response.result.rows.map((row) => [row.id, row.version])).toEqual([
      [rowIds[0], 0],
      [rowIds[1], 1],
    ]);
    expect(response.result.rows.some((row) => row.orgId === other.org.id)).toBe(false);
    expect((await updateScore(token, { id: rowIds[0], ...SCORES })).code).toBe(403);
    expect((await listScores(token)).code).toBe(403);
  });

  it('keeps the own view from the special supplier (only project 8010) and from non-suppliers', async () => {
    await createTestProject('20', PROJECT_ID.provider).catch(() => undefined);
    const special = await createTestUser({ ...ROLE_FIELDS.user, projectIds: [PROJECT_ID.provider] });
    expect((await mine(await tokenFor(special.userCode))).code).toBe(403);
    expect((await mine((await signedIn('admin')).token)).code).toBe(403);
    expect((await mine((await signedIn('provider')).token)).code).toBe(403);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { ORG_ID, type MessageKey, type OrgType, type SendPasswordResult } from '@sddp/shared';
import { handler } from '#domains/project/handler';
import { call } from '#test/api-event';
import { createTestProject, createTestUser, uniqueCode } from '#test/fixtures';
import { ADMIN_ROLES, createTestOrg, ROLE_FIELDS, signedIn } from '#test/orgs';
import { lastMailTo } from '#test/outbox';
import { tokenFor } from '#test/sign-in';
import { forceIntoProject, operatingOrg, refusal, untouched } from '#test/targets';

const address = (name: string) => `${uniqueCode(name)}@example.com`.toLowerCase();
const query = (fields: Record<string, number | string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));

/**
 * Every kind of account and organisation send_pwd_single may be pointed at: the administrators of
 * the operating organisation, organisations of other types that somehow have the project, and a
 * joined supplier's accounts that are not its enabled primary one.
 */
async function scene(caller: { id: number; email: string; token: string }) {
  const project = await createTestProject('20');
  const otherProject = await createTestProject('20');
  const joined = { [String(project.id)]: new Date().toISOString() };
  const org = async (orgType: OrgType, fields: { joined?: boolean; state?: '0' | '1' } = {}) =>
    createTestOrg({
      orgType,
      orgName: uniqueCode('org'),
      ...(orgType === '10' ? {} : { orgCode: `T${uniqueCode('t').slice(2, 10)}` }),
      ...(fields.joined === false ? {} : { projects: joined }),
      ...(fields.state ? { state: fields.state } : {}),
    });
  const account = async (orgId: number, fields: Parameters<typeof createTestUser>[0] = {}, signIn = true) => {
    const user = await createTestUser({ orgId, userType: '100', email: address('target'), ...fields });
    return { ...user, ...(signIn ? { token: await tokenFor(user.userCode) } : {}) };
  };

  await operatingOrg();
  await forceIntoProject(ORG_ID.operating, project.id);
  const supplier = await org('10');
  const contractor = await org('20');
  const outsider = await org('10', { joined: false });
  const disabledOrg = await org('10', { state: '0' });
  const operatingType = await org('50');
  const owner = await org('90');
  const dhmc = await org('80');
  return {
    project,
    otherProject,
    supplier,
    outsider,
    disabledOrg,
    operatingType,
    owner,
    dhmc,
    adminAccount: await account(ORG_ID.operating, { ...ROLE_FIELDS.admin }),
    caller,
    primary: await account(supplier.id),
    disabled: await account(supplier.id, { state: '0' }, false),
    subAccount: await account(supplier.id, { userType: '0' }),
    contractorPrimary: await account(contractor.id, { userRole: '20' }),
    outsiderPrimary: await account(outsider.id),
    disabledOrgPrimary: await account(disabledOrg.id, {}, false),
    operatingTypePrimary: await account(operatingType.id, { userRole: '50' }),
    ownerPrimary: await account(owner.id, { userRole: '90' }),
    dhmcPrimary: await account(dhmc.id, { userRole: '80' }),
  };
}

type Scene = Awaited<ReturnType<typeof scene>>;
type Target = { id: number; email: string; token?: string };
type ProjectOf = (s: Scene) => number | undefined;
const inProject: ProjectOf = (s) => s.project.id;
const inOtherProject: ProjectOf = (s) => s.otherProject.id;
const noProject: ProjectOf = () => undefined;

interface Refused {
  name: string;
  input: (s: Scene) => Record<string, number>;
  /** The accounts the call names or would reach. */
  targets: (s: Scene) => Target[];
  message: MessageKey;
}

const withProject = (s: Scene, fields: Record<string, number>, projectOf: ProjectOf) => {
  const projectId = projectOf(s);
  return projectId === undefined ? fields : { ...fields, projectId };
};
const byUser = (
  name: string,
  target: (s: Scene) => Target,
  projectOf = inProject,
  message: MessageKey = 'error.passwordTarget',
): Refused => ({
  name,
  input: (s) => withProject(s, { userId: target(s).id }, projectOf),
  targets: (s) => [target(s)],
  message,
});
const byOrg = (name: string, orgId: (s: Scene) => number, reached: (s: Scene) => Target, projectOf = inProject): Refused => ({
  name,
  input: (s) => withProject(s, { orgId: orgId(s) }, projectOf),
  targets: (s) => [reached(s)],
  message: 'error.passwordTarget',
});

const REFUSED: Refused[] = [
  byUser('the admin account', (s) => s.adminAccount),
  byUser('the admin account, no project named', (s) => s.adminAccount, noProject),
  byUser('the caller’s own account', (s) => s.caller),
  byOrg(
    'organisation 1 (in the project)',
    () => ORG_ID.operating,
    (s) => s.adminAccount,
  ),
  byOrg(
    'another operating-type organisation in the project',
    (s) => s.operatingType.id,
    (s) => s.operatingTypePrimary,
  ),
  byUser('the primary account of an operating-type organisation', (s) => s.operatingTypePrimary),
  byOrg(
    'an owner organisation in the project',
    (s) => s.owner.id,
    (s) => s.ownerPrimary,
  ),
  byUser('a DHMC primary account in the project', (s) => s.dhmcPrimary),
  byUser('a disabled primary account', (s) => s.disabled, inProject, 'error.targetDisabled'),
  byUser('a non-primary account', (s) => s.subAccount),
  byOrg(
    'a supplier not in the project',
    (s) => s.outsider.id,
    (s) => s.outsiderPrimary,
  ),
  byUser('the primary account of a supplier not in the project', (s) => s.outsiderPrimary),
  byUser('the primary account of a supplier in no project, no project named', (s) => s.outsiderPrimary, noProject),
  byOrg(
    'a joined supplier, for another project',
    (s) => s.supplier.id,
    (s) => s.primary,
    inOtherProject,
  ),
  byUser('a joined supplier’s primary account, for another project', (s) => s.primary, inOtherProject),
  byOrg(
    'a disabled supplier in the project',
    (s) => s.disabledOrg.id,
    (s) => s.disabledOrgPrimary,
  ),
  byUser('the primary account of a disabled supplier', (s) => s.disabledOrgPrimary),
];

describe.each(ADMIN_ROLES)('GET /project/send_pwd_single as %s: the target is checked, not only the caller', (role) => {
  let token: string;
  let s: Scene;
  const send = (input: Record<string, number | string>) =>
    call<SendPasswordResult>(handler, { path: '/project/send_pwd_single', token, query: query(input) });

  beforeAll(async () => {
    const caller = await signedIn(role);
    token = caller.token;
    s = await scene({ ...caller.user, token });
  });

  it.each(REFUSED)('refuses $name with 403, sending nothing and changing nothing', async ({ input, targets, message }) => {
    const unchanged = await untouched(targets(s));
    expect(await send(input(s))).toMatchObject(refusal(message));
    await unchanged();
  });

  it('answers 404 for an unknown account or organisation, and 400 for orgId without a project or both ids', async () => {
    expect(await send({ userId: 987_654_321, projectId: s.project.id })).toMatchObject({ code: 404, message: '用户不存在' });
    expect(await send({ orgId: 987_654_321, projectId: s.project.id })).toMatchObject({ code: 404, message: '机构不存在' });
    const unchanged = await untouched([s.primary]);
    expect(await send({ orgId: s.supplier.id })).toMatchObject({ code: 400, result: { fieldErrors: { projectId: expect.any(String) } } });
    expect((await send({ userId: s.primary.id, orgId: s.supplier.id, projectId: s.project.id })).code).toBe(400);
    await unchanged();
  });

  it('sends to the enabled primary accounts of suppliers and contractors that joined the project (accounts in use once confirmed)', async () => {
    const allowed: Array<[Record<string, number>, Target]> = [
      [{ userId: s.primary.id, projectId: s.project.id }, s.primary],
      [{ userId: s.primary.id }, s.primary],
      [{ orgId: s.supplier.id, projectId: s.project.id }, s.primary],
      [{ userId: s.contractorPrimary.id, projectId: s.project.id }, s.contractorPrimary],
    ];
    for (const [input, account] of allowed) {
      const { result } = await send({ ...input, confirmReset: 'y' });
      expect(
        result.sentTo.map((sent) => sent.userId),
        JSON.stringify(input),
      ).toContain(account.id);
      expect(result.needsConfirmation, JSON.stringify(input)).toEqual([]);
    }
    expect(await lastMailTo(s.primary.email)).toBeDefined();
    expect(await lastMailTo(s.contractorPrimary.email)).toBeDefined();
  });
});

describe('GET /project/send_pwd_all: only the project’s suppliers and contractors', () => {
  it.each(ADMIN_ROLES)(
    'as %s, leaves out organisations of other types that have the project; disabled organisations receive nothing and are named',
    async (role) => {
      const { user, token } = await signedIn(role);
      const s = await scene({ ...user, token });
      const bystanders = [
        s.adminAccount,
        s.operatingTypePrimary,
        s.ownerPrimary,
        s.dhmcPrimary,
        s.disabledOrgPrimary,
        s.subAccount,
        s.outsiderPrimary,
      ];
      const unchanged = await untouched(bystanders);
      const response = await call<SendPasswordResult>(handler, {
        path: '/project/send_pwd_all',
        token,
        query: { projectId: String(s.project.id), confirmReset: 'y' },
      });
      expect(response.result.sentTo.map((sent) => sent.userId)).toEqual(expect.arrayContaining([s.primary.id, s.contractorPrimary.id]));
      expect(response.result.notSent).toEqual(
        expect.arrayContaining([
          {
            orgId: s.supplier.id,
            orgName: s.supplier.orgName,
            userId: s.disabled.id,
            userCode: s.disabled.userCode,
            reason: 'accountDisabled',
          },
          { orgId: s.disabledOrg.id, orgName: s.disabledOrg.orgName, reason: 'orgDisabled' },
        ]),
      );
      const named = [...response.result.sentTo, ...response.result.notSent].map((entry) => entry.orgId);
      for (const orgId of [ORG_ID.operating, s.operatingType.id, s.owner.id, s.dhmc.id, s.outsider.id]) expect(named).not.toContain(orgId);
      expect(response.result.sentTo.map((sent) => sent.userId)).not.toContain(s.subAccount.id);
      expect(await lastMailTo(s.primary.email)).toBeDefined();
      expect(await lastMailTo(s.contractorPrimary.email)).toBeDefined();
      await unchanged();
    },
  );
});

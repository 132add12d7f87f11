import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admits, ENDPOINTS, ORG_TYPE, type Endpoint } from '@sddp/shared';
import { config, resetConfigForTests } from '#kit/config';
import { createTestProject, createTestUser, keys, uniqueCode } from '#test/fixtures';
import { createTestOrg } from '#test/orgs';
import { inputOptions, sampleInput, type SampleTargets } from '#test/sample-inputs';
import {
  ACCESS_REFUSALS,
  callTraced,
  domainModules,
  forgedToken,
  logRowsOfRequests,
  outboxSize,
  SCORE_SUPERUSER_CODES,
  SECURITY_ROLES,
  signedInAs,
  snapshot,
  type DomainModule,
  type RoleAccount,
  type SecurityRole,
} from '#test/security-callers';
import { forceIntoProject } from '#test/targets';

/**
 * Every endpoint of the table × every kind of caller: the answer follows from the endpoint's `access`
 * and the caller's derived permissions alone, and a refused call writes, sends and logs nothing.
 */
interface Caller {
  name: string;
  token?: string;
  role?: SecurityRole;
  account?: RoleAccount;
}

const previousCodes = process.env.SCORE_SUPERUSER_CODES;
let modules: Record<string, DomainModule>;
let callers: Caller[];
let targets: SampleTargets;
let codes: readonly string[];

beforeAll(async () => {
  process.env.SCORE_SUPERUSER_CODES = SCORE_SUPERUSER_CODES.join(',');
  resetConfigForTests();
  codes = config().SCORE_SUPERUSER_CODES;
  modules = await domainModules();

  const accounts = await Promise.all(SECURITY_ROLES.map((role) => signedInAs(role, codes)));
  const leaving = await signedInAs('admin', codes);
  const logout = await callTraced(modules.auth!, { path: '/auth/logout', token: leaving.token });
  expect(logout.status).toBe(200);

  const org = await createTestOrg({ orgType: ORG_TYPE.supplier, orgName: uniqueCode('矩阵机构') });
  const user = await createTestUser({
    orgId: org.id,
    orgName: org.orgName,
    userRole: '10',
    userType: '100',
    email: `${uniqueCode('target')}@example.com`,
  });
  const project = await createTestProject('20');
  await forceIntoProject(org.id, project.id);
  targets = { orgId: org.id, userId: user.id, projectId: project.id };

  callers = [
    { name: 'anonymous' },
    { name: 'forged token', token: forgedToken() },
    { name: 'logged-out token', token: leaving.token, account: leaving },
    ...accounts.map((account) => ({ name: account.role, token: account.token, role: account.role, account })),
  ];
});

afterAll(() => {
  if (previousCodes === undefined) delete process.env.SCORE_SUPERUSER_CODES;
  else process.env.SCORE_SUPERUSER_CODES = previousCodes;
  resetConfigForTests();
});

type Expected = 'allowed' | 401 | 403;

function expected(endpoint: Endpoint, caller: Caller): Expected {
  if (endpoint.access === 'public') return 'allowed';
  if (!caller.role) return 401;
  if (endpoint.access === 'session') return 'allowed';
  return admits({ roles: endpoint.access, userRoles: endpoint.userRoles }, caller.account!) ? 'allowed' : 403;
}

describe('the access matrix, read from the endpoint table', () => {
  it('has accounts whose grants differ: an owner, a user manager and a maturity-score super-user', () => {
    const permissions = Object.fromEntries(
      callers.filter((caller) => caller.account && caller.role).map((caller) => [caller.name, caller.account!.permissions]),
    );
    expect(permissions).toMatchObject({
      owner: expect.arrayContaining(['userManage']),
      userManager: ['provider', 'userManage'],
      scoreSuperUser: expect.arrayContaining(['datamationMaturityScore']),
    });
  });

  it('covers every route the domain handlers serve', () => {
    const routed = Object.values(modules).flatMap((module) => module.routes.map((route) => route.endpoint.id));
    expect(routed.filter((id) => !ENDPOINTS.some((endpoint) => endpoint.id === id))).toEqual([]);
  });

  it.each(ENDPOINTS.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s answers every caller by its access rule alone',
    async (_id, endpoint) => {
      const module = modules[endpoint.domain];
      expect(module, `no handler for domain ${endpoint.domain}`).toBeDefined();
      const watched = [keys.org(targets.orgId), keys.user(targets.userId), keys.project(targets.projectId)];
      // Allowed calls at once (public sign-in answers wait out a time floor); refused ones one by one, each watched.
      const allowed = callers.filter((caller) => expected(endpoint, caller) === 'allowed');
      await Promise.all(
        allowed.map(async (caller) => {
          const label = `${endpoint.id} as ${caller.name}`;
          // Session endpoints act on the caller's own account (password, profile, logout): a fresh one each time.
          const token = endpoint.access === 'session' && caller.role ? (await signedInAs(caller.role, codes)).token : caller.token;
          const response = await callTraced(module!, {
            ...inputOptions(endpoint, sampleInput(endpoint, targets)),
            ...(token ? { token } : {}),
          });
          expect(response.envelope?.code, label).toBe(response.status);
          expect(response.status, `${label}: ${response.body.slice(0, 200)}`).not.toBe(401);
          // An object-level rule may still refuse the sample target (403 with its own message); an access refusal may not happen.
          if (response.status === 403)
            expect(ACCESS_REFUSALS, `${label}: ${response.body.slice(0, 200)}`).not.toContain(response.envelope?.message);
        }),
      );
      // Refused calls all at once between two looks at everything they could touch: a refusal writes, sends and logs nothing.
      const refused = callers.filter((candidate) => !allowed.includes(candidate));
      if (refused.length === 0) return;
      const ownRecords = refused.flatMap((caller) => (caller.account ? [keys.user(caller.account.id)] : []));
      const before = { records: await snapshot([...watched, ...ownRecords]), outbox: await outboxSize() };
      const started = new Date();
      const responses = await Promise.all(
        refused.map(async (caller) => {
          const response = await callTraced(module!, {
            ...inputOptions(endpoint, sampleInput(endpoint, targets)),
            ...(caller.token ? { token: caller.token } : {}),
          });
          const expectation = expected(endpoint, caller);
          const label = `${endpoint.id} as ${caller.name}`;
          expect(response.status, `${label}: ${response.body.slice(0, 200)}`).toBe(expectation);
          expect(response.envelope, label).toMatchObject({ code: expectation, result: null });
          return response;
        }),
      );
      const label = `${endpoint.id} as ${refused.map((caller) => caller.name).join(', ')}`;
      expect(await snapshot([...watched, ...ownRecords]), `${label}: a refused call changed a record`).toEqual(before.records);
      expect(await outboxSize(), `${label}: a refused call sent a message`).toBe(before.outbox);
      expect(
        await logRowsOfRequests(
          responses.map((response) => response.requestId),
          started,
        ),
        `${label}: a refused call wrote a log row`,
      ).toEqual([]);
    },
  );
});

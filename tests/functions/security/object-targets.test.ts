import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, isAllowed, ORG_ID, type Endpoint } from '@sddp/shared';
import { handler as auditHandler } from '#domains/audit/handler';
import { handler as authHandler } from '#domains/auth/handler';
import { handler as jobHandler } from '#domains/job/handler';
import { handler as orgHandler } from '#domains/org/handler';
import { handler as projectHandler } from '#domains/project/handler';
import { handler as userHandler } from '#domains/user/handler';
import { createJob } from '#kit/jobs/job-store';
import { call } from '#test/api-event';
import { createTestProject, createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { ROLE_FIELDS, signedIn, type TestRole } from '#test/orgs';
import { tokenFor } from '#test/sign-in';
import { forceIntoProject, operatingOrg, untouched } from '#test/targets';
import { testOwner } from '../kit/jobs/job-fixtures';

/** Input fields that name another account or organisation; `id` does on the domains whose records are accounts or organisations. */
const TARGET_FIELDS = ['userId', 'userIds', 'orgId', 'orgIds'];
/** Jobs are named by id too: another account's job must read as unknown. */
const ID_NAMES_TARGET_IN: readonly string[] = ['org', 'user', 'job'];

interface SchemaDef {
  type: string;
  shape?: Record<string, unknown>;
  in?: Schema;
  innerType?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
}
type Schema = { _zod: { def: SchemaDef } };

/** The top-level field names of an input schema, through refinements, pipes, defaults and unions. */
function fieldsOf(schema: Schema): string[] {
  const def = schema._zod.def;
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'pipe') return fieldsOf(def.in!);
  if (def.innerType) return fieldsOf(def.innerType);
  if (def.type === 'union') return def.options!.flatMap(fieldsOf);
  if (def.type === 'intersection') return [...fieldsOf(def.left!), ...fieldsOf(def.right!)];
  throw new Error(`cannot read the input fields of a '${def.type}' schema: teach fieldsOf`);
}

const namesTarget = (endpoint: Endpoint) =>
  fieldsOf(endpoint.input as unknown as Schema).some(
    (field) => TARGET_FIELDS.includes(field) || (['id', 'ids'].includes(field) && ID_NAMES_TARGET_IN.includes(endpoint.domain)),
  );

const HANDLERS: Record<string, typeof authHandler> = {
  audit: auditHandler,
  auth: authHandler,
  org: orgHandler,
  project: projectHandler,
  job: jobHandler,
  user: userHandler,
};

/** The operating organisation (organisation 1), an administrator's account in it, and a project it somehow belongs to. */
async function scene() {
  await operatingOrg();
  const project = await createTestProject('20');
  await forceIntoProject(ORG_ID.operating, project.id);
  const adminAccount = await createTestUser({ ...ROLE_FIELDS.admin, email: `${uniqueCode('admin')}@example.com`, extension: '1001' });
  const job = await createJob('org.export', testOwner({ userId: adminAccount.id, userCode: adminAccount.userCode }), {
    filter: { orgName: '', orgCode: '', bpCode: '' },
  });
  return { project, job, adminAccount: { ...adminAccount, token: await tokenFor(adminAccount.userCode) } };
}
type Scene = Awaited<ReturnType<typeof scene>>;

interface ObjectCheck {
  /** The callers the endpoint's roles admit; each must still be refused for this target. */
  roles: TestRole[];
  /** Input naming a target in the operating organisation. */
  input: (s: Scene) => Record<string, string | number>;
  /** Where the full matrix of targets for the endpoint is tested. */
  matrix: string;
  /** The refusal's code: 403, or 404 where another account's object must not even be seen to exist. */
  refusal?: number;
}

/** Where each user call's own target matrix lives (the rest: user-access.test.ts). */
const USER_MATRIX: Record<string, string> = {
  'user.info': 'tests/functions/domains/user/routes/user-state.test.ts',
  'user.signOutEverywhere': 'tests/functions/domains/user/routes/user-state.test.ts',
  'user.updateDetail': 'tests/functions/domains/user/routes/user-state.test.ts',
  'user.suppState': 'tests/functions/domains/user/routes/user-state.test.ts',
};

const AUDIT_TARGET_CALLS = [
  'audit.listUserRoles',
  'audit.listDominantTerms',
  'audit.listFactoryClasses',
  'audit.listUserExtra',
  'audit.saveUserExtra',
];

/**
 * Every endpoint that names another account or organisation, and the object-level check it must
 * make. A new endpoint with such a field fails the first test until it gets a line here.
 */
const OBJECT_CHECKS: Record<string, ObjectCheck> = {
  'auth.issueExtensionKey': {
    roles: ['admin'],
    input: (s) => ({ userId: s.adminAccount.id }),
    matrix: 'tests/functions/domains/auth/extension-key-targets.test.ts',
  },
  'org.update': {
    roles: ['admin1'],
    // Any version: the target is checked before the record's version.
    input: () => ({ id: ORG_ID.operating, orgName: uniqueCode('改名'), version: 1 }),
    matrix: 'tests/functions/domains/org/org-targets.test.ts',
  },
  'org.state': {
    roles: ['admin', 'admin1'],
    input: () => ({ id: ORG_ID.operating, state: 'n' }),
    matrix: 'tests/functions/domains/org/org-targets.test.ts',
  },
  ...Object.fromEntries(
    ['project.addOrg', 'project.removeOrg', 'project.addCbs', 'project.removeCbs'].map((id) => [
      id,
      {
        roles: ['admin', 'admin1'],
        input: (s: Scene) => ({ projectId: s.project.id, orgId: ORG_ID.operating }),
        matrix: 'tests/functions/domains/project/project-link-targets.test.ts',
      } satisfies ObjectCheck,
    ]),
  ),
  'job.status': {
    roles: ['admin', 'admin1', 'userAdmin', 'user', 'provider'],
    input: (s) => ({ id: s.job.id }),
    matrix: 'tests/functions/domains/job/routes/job-status.test.ts',
    refusal: 404,
  },
  ...Object.fromEntries(
    AUDIT_TARGET_CALLS.map((id) => [
      id,
      {
        roles: ['admin', 'userAdmin'],
        // The save's list passes the schema, so the target is what refuses it.
        input: (s: Scene) =>
          ({
            userId: s.adminAccount.id,
            projectId: s.project.id,
            auditRole: '90',
            orgId: ORG_ID.operating,
            list: [{ code: '1', name: '1', type: 1, childNodes: [{ code: '2', name: '2', type: 2 }] }],
          }) as unknown as Record<string, string | number>,
        matrix: 'tests/functions/domains/audit/audit-access.test.ts',
      } satisfies ObjectCheck,
    ]),
  ),
  'audit.listOrgRoles': {
    roles: ['admin', 'userAdmin'],
    input: () => ({ orgId: ORG_ID.operating }),
    matrix: 'tests/functions/domains/audit/audit-access.test.ts',
  },
  // The user domain: the target is the operating organisation's primary account (the administrator's).
  // Viewing and signing out everywhere are the administrator's on any account, so no role is refused there.
  ...Object.fromEntries(
    (
      [
        ['user.info', []],
        ['user.signOutEverywhere', []],
        ['user.updateDetail', ['admin']],
        ['user.state', ['admin']],
        ['user.reset', ['admin']],
        ['user.suppState', ['userAdmin']],
        ['user.suppReset', ['userAdmin']],
        ['user.manageUpdate', ['userAdmin']],
        ['user.manageDelete', ['userAdmin']],
        ['user.updateProjectRole', ['userAdmin']],
      ] as const
    ).map(([id, roles]) => [
      id,
      {
        roles: [...roles],
        input: (s: Scene) =>
          ({
            userId: s.adminAccount.id,
            state: 'n',
            linkman: '改名',
            linkPhone: '13900000000',
            email: 'x@example.com',
            projectIds: [],
          }) as unknown as Record<string, string | number>,
        matrix:
          id === 'user.updateProjectRole'
            ? 'tests/functions/domains/project/user-assignment-role.test.ts'
            : (USER_MATRIX[id] ?? 'tests/functions/domains/user/user-access.test.ts'),
      } satisfies ObjectCheck,
    ]),
  ),
  // The sales contact of any supplier: the administrator's alone (the operating organisation is refused as no supplier).
  'user.adminUpdateSale': {
    roles: [],
    input: () => ({ orgId: ORG_ID.operating, linkman: '改名', mobile: '13900000000', email: 'x@example.com' }),
    matrix: 'tests/functions/domains/user/routes/admin-update-sale.test.ts',
  },
  'project.userProjectCbsList': {
    roles: ['admin', 'userAdmin'],
    input: (s) => ({ userId: s.adminAccount.id }),
    matrix: 'tests/functions/domains/project/user-assignment.test.ts',
  },
  'project.userProjectUpdate': {
    roles: ['admin', 'userAdmin'],
    input: (s) => ({ userId: s.adminAccount.id, projectIds: String(s.project.id) }),
    matrix: 'tests/functions/domains/project/user-assignment.test.ts',
  },
  'project.removeUser': {
    roles: ['admin', 'admin1'],
    input: (s) => ({ projectId: s.project.id, userId: s.adminAccount.id }),
    matrix: 'tests/functions/domains/project/user-assignment-admin.test.ts',
  },
  'project.sendPasswordSingle': {
    roles: ['admin', 'admin1'],
    input: (s) => ({ userId: s.adminAccount.id, projectId: s.project.id }),
    matrix: 'tests/functions/domains/project/project-password-targets.test.ts',
  },
};

describe('object-level authorisation, driven by the endpoint table', () => {
  it('has a check for every endpoint whose input names another account or organisation, and for no other', () => {
    const naming = ENDPOINTS.filter(namesTarget).map((endpoint) => endpoint.id);
    expect(naming).toContain('project.sendPasswordSingle');
    expect(naming.sort()).toEqual(Object.keys(OBJECT_CHECKS).sort());
  });

  it('names, for each, a target-matrix test file that calls the endpoint', () => {
    for (const [id, check] of Object.entries(OBJECT_CHECKS)) {
      const endpoint = ENDPOINTS.find((candidate) => candidate.id === id)!;
      expect(readFileSync(new URL(`../../../${check.matrix}`, import.meta.url), 'utf8'), id).toContain(endpoint.path);
    }
  });

  describe.each(ENDPOINTS.filter(namesTarget).map((endpoint) => [endpoint.id, endpoint] as const))('%s', (_id, endpoint) => {
    let s: Scene;
    beforeAll(async () => {
      s = await scene();
    });

    if ((OBJECT_CHECKS[endpoint.id]?.roles ?? []).length === 0) {
      it('acts on any account, so only the administrator may call it', () => {
        expect(endpoint.access).toEqual(['admin']);
      });
    }

    it.each(OBJECT_CHECKS[endpoint.id]?.roles ?? [])(
      'refuses %s a target in the operating organisation, changing nothing',
      async (role) => {
        const check = OBJECT_CHECKS[endpoint.id]!;
        expect(
          isAllowed(endpoint.access === 'public' || endpoint.access === 'session' ? [] : endpoint.access, [role]),
          'the role itself is admitted',
        ).toBe(true);
        const { token } = await signedIn(role);
        const before = await getItem(keys.org(ORG_ID.operating));
        const jobBefore = await getItem(keys.job(s.job.id));
        const unchanged = await untouched([s.adminAccount]);
        const input = check.input(s);
        const request =
          endpoint.method === 'GET'
            ? { query: Object.fromEntries(Object.entries(input).map(([name, value]) => [name, String(value)])) }
            : { method: 'POST' as const, body: input };
        const response = await call(HANDLERS[endpoint.domain]!, { path: endpoint.path, token, ...request });
        expect(response, check.matrix).toMatchObject({ code: check.refusal ?? 403 });
        expect(await getItem(keys.job(s.job.id))).toEqual(jobBefore);
        expect(await getItem(keys.org(ORG_ID.operating))).toMatchObject({ orgName: before?.orgName, state: '1' });
        await unchanged();
      },
    );
  });
});

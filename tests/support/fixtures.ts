import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createOrg } from '#entities/org';
import { addMembership, putProject } from '#entities/project';
import { createUser, type UserRecord } from '#entities/user';
import { hashPassword, prehashPassword } from '#kit/crypto/password';
import { db, tableName } from '#kit/db/client';
import { nextId } from '#kit/db/ids';
import { keys } from '#kit/db/keys';

/** Cheap scrypt parameters for fixtures only; verification reads the parameters from the hash. */
const FAST = { N: 2 ** 10, r: 8, p: 1, keyLength: 32 };
export const TEST_PASSWORD = 'Test#Pass1';

export const uniqueCode = (prefix = 'u') => `${prefix}_${randomUUID().slice(0, 8)}`;

/**
 * An account for a test. With `projectIds` (and no orgId) it belongs to an organisation of its own that
 * has joined those projects and is assigned to them: an account takes part only in projects its
 * organisation has joined (docs/data-model.md).
 */
export async function createTestUser(overrides: Partial<UserRecord> & { password?: string; projectIds?: number[] } = {}) {
  const { password = TEST_PASSWORD, projectIds = [], ...fields } = overrides;
  const id = await nextId('user', 100_000);
  const now = new Date().toISOString();
  if (projectIds.length > 0 && fields.orgId === undefined) fields.orgId = (await orgInProjects(projectIds, now)).id;
  const user = await createUser({
    id,
    userCode: uniqueCode(),
    linkman: '测试用户',
    userRole: '10',
    userType: '0',
    orgId: 101,
    orgName: '测试机构',
    orgDepartment: '',
    email: 'test@example.com',
    email2: '',
    phone: '',
    phone2: '',
    linkPhone: '13800138000',
    businessLicence: '',
    permissionType: [],
    passwordHash: await hashPassword(prehashPassword(password), FAST),
    pwdChangedAt: now,
    mustChangePassword: false,
    createTime: now,
    assignedProjectIds: projectIds,
    ...fields,
  });
  for (const projectId of projectIds) await addMembership({ userId: id, projectId, createTime: now });
  return user;
}

/** A supplier of its own (with its primary account) that has joined the projects. */
async function orgInProjects(projectIds: readonly number[], createTime: string) {
  const orgId = await nextId('org', 600_000);
  const projects = Object.fromEntries(projectIds.map((projectId) => [String(projectId), createTime]));
  return createOrg({ id: orgId, orgCode: `TU${orgId}`, orgName: '测试机构', orgType: '10', bpCode: '', createTime, projects });
}

export async function createTestProject(state: '10' | '20' | '50' = '20', id?: number) {
  const projectId = id ?? (await nextId('project', 900_000));
  const project = {
    id: projectId,
    projectName: `项目${projectId}`,
    projectNameEn: `Project ${projectId}`,
    state,
    indexUrl: `https://p${projectId}.example.com/`,
    indexUrlEn: `https://p${projectId}.example.com/en/`,
    createTime: new Date().toISOString(),
    version: 1,
  };
  await putProject(project);
  return project;
}

export async function getItem(key: { pk: string; sk: string }) {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key }));
  return Item;
}

export { keys };

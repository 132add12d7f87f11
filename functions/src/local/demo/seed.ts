import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { USER_TYPE } from '@sddp/shared';
import { repairOrgListCopy, createOrg } from '#entities/org';
import { addMembership, putProject } from '#entities/project';
import { createUser, getUser, newAccountFields, type NewUser } from '#entities/user';
import { hashPassword, prehashPassword } from '#kit/crypto/password';
import { sha256Hex } from '#kit/crypto/tokens';
import { db, tableName } from '#kit/db/client';
import { isConditionFailure } from '#kit/db/conditions';
import { reserveIdsUpTo } from '#kit/db/ids';
import { AppError } from '#kit/errors';
import { nowIso } from '#kit/time';
import { seedDemoBreakdowns } from './breakdowns';
import { DEMO_ACCOUNTS, DEMO_ORGS, DEMO_PROJECTS, type DemoAccountSpec } from './data';

export interface SeededAccount {
  userCode: string;
  password: string;
  role: string;
  description: string;
  /** SHA-256 of the hash the seed stored for the password: the first start's check needs no scrypt. */
  matchedHash: string;
}

/** A random password that meets the policy: upper, lower, digit and special characters. */
export function demoPassword(): string {
  return `Sd${randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')}#${randomBytes(1)[0]! % 10}a`;
}

const SEED_MARKER = { pk: 'META#SEED', sk: 'META' };

/** Writes that find their item already there (a start interrupted mid-seed) are skipped. */
async function unlessPresent(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isConditionFailure(error) && !(error instanceof AppError && error.code === 409)) throw error;
  }
}

/**
 * First start only: a marker written last records a finished seed, so an interrupted first start
 * finishes on the next one. Demo accounts start with a current password and an e-mail so they land
 * on their dashboards (the forced flows are for new users).
 */
export async function seedDemo(): Promise<{ seeded: boolean; accounts: SeededAccount[] }> {
  const { Item: marker } = await db().send(new GetCommand({ TableName: tableName(), Key: SEED_MARKER }));
  if (marker) {
    await repairOrgListCopy();
    return { seeded: false, accounts: [] };
  }
  const createTime = nowIso();
  for (const project of DEMO_PROJECTS) await unlessPresent(() => putProject({ ...project, createTime, version: 1 }));
  const accounts: SeededAccount[] = [];
  const passwords = new Map<number, { password: string; passwordHash: string }>();
  // An account left by an interrupted start has a password nobody saw: it is skipped, not reported.
  const fresh = async (spec: DemoAccountSpec) => !(await getUser(spec.id));
  for (const { projectIds, contact, ...org } of DEMO_ORGS) {
    const projects = Object.fromEntries((projectIds ?? []).map((projectId) => [String(projectId), createTime]));
    // Every organisation is created with its primary account: a demo account where there is one.
    const primarySpec = DEMO_ACCOUNTS.find((spec) => spec.orgId === org.id && spec.userType === USER_TYPE.primary);
    const primary = primarySpec && (await fresh(primarySpec)) ? await demoUser(primarySpec, org.orgName, createTime) : undefined;
    await unlessPresent(() => createOrg({ bpCode: '', ...org, projects, createTime, ...(contact ? { contact } : {}) }, primary?.user));
    if (primary && (await getUser(primary.user.id!))?.passwordHash === primary.user.passwordHash)
      passwords.set(primary.user.id!, { password: primary.password, passwordHash: primary.user.passwordHash! });
  }
  // The other demo accounts, and any primary one whose organisation was already there.
  for (const spec of DEMO_ACCOUNTS) {
    if (!(await fresh(spec))) continue;
    const orgName = DEMO_ORGS.find((org) => org.id === spec.orgId)?.orgName ?? '';
    const { user, password } = await demoUser(spec, orgName, createTime);
    await createUser({ ...(user as NewUser), assignedProjectIds: spec.projectIds });
    passwords.set(spec.id, { password, passwordHash: user.passwordHash! });
    for (const projectId of spec.projectIds) await addMembership({ userId: spec.id, projectId, createTime });
  }
  for (const spec of DEMO_ACCOUNTS) {
    const seeded = passwords.get(spec.id);
    if (seeded) {
      const { userCode, role, description } = spec;
      accounts.push({ userCode, password: seeded.password, role, description, matchedHash: sha256Hex(seeded.passwordHash) });
    }
  }
  await seedDemoBreakdowns();
  await reserveIdsUpTo('project', Math.max(...DEMO_PROJECTS.map((project) => project.id)));
  await reserveIdsUpTo('org', Math.max(...DEMO_ORGS.map((org) => org.id)));
  await reserveIdsUpTo('user', Math.max(...DEMO_ACCOUNTS.map((account) => account.id)));
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...SEED_MARKER, kind: 'SeedMarker', createTime } }));
  return { seeded: true, accounts };
}

/** A demo account with a current password (to print) and an e-mail, so it lands on its dashboard. */
async function demoUser(spec: DemoAccountSpec, orgName: string, createTime: string): Promise<{ user: Partial<NewUser>; password: string }> {
  const password = demoPassword();
  const user = newAccountFields({
    id: spec.id,
    userCode: spec.userCode,
    linkman: spec.linkman,
    userRole: spec.userRole,
    userType: spec.userType,
    orgId: spec.orgId,
    orgName,
    email: `${spec.userCode.toLowerCase()}@demo.sddp.local`,
    phone: spec.phone,
    linkPhone: spec.phone,
    extension: spec.extension,
    passwordHash: await hashPassword(prehashPassword(password)),
    pwdChangedAt: createTime,
    mustChangePassword: false,
    createTime,
  });
  return { user, password };
}

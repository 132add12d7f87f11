import { randomBytes } from 'node:crypto';
import { hashPassword, prehashPassword } from '../lib/crypto/password';
import { reserveIdsUpTo } from '../lib/db/ids';
import { addMembership } from '../lib/data/memberships';
import { createOrg, getOrg } from '../lib/data/orgs';
import { putProject } from '../lib/data/projects';
import { createUser } from '../lib/data/users';
import { nowIso } from '../lib/time';
import { DEMO_ACCOUNTS, DEMO_ORGS, DEMO_PROJECTS } from './demo-data';

export interface SeededAccount {
  userCode: string;
  password: string;
  role: string;
  description: string;
}

/** A random password that meets the policy: upper, lower, digit and special characters. */
export function demoPassword(): string {
  return `Sd${randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')}#${randomBytes(1)[0]! % 10}a`;
}

/**
 * First start only: when organisation 1 exists the data is left as it is. Demo accounts start with a
 * current password and an e-mail so they land on their dashboards (the forced flows are for new users).
 */
export async function seedDemo(): Promise<{ seeded: boolean; accounts: SeededAccount[] }> {
  if (await getOrg(1)) return { seeded: false, accounts: [] };
  const createTime = nowIso();
  for (const project of DEMO_PROJECTS) await putProject({ ...project, createTime, version: 1 });
  const orgNames = new Map<number, string>();
  for (const org of DEMO_ORGS) {
    await createOrg({ bpCode: '', ...org, createTime });
    orgNames.set(org.id, org.orgName);
  }
  const accounts: SeededAccount[] = [];
  for (const spec of DEMO_ACCOUNTS) {
    const password = demoPassword();
    await createUser({
      id: spec.id,
      userCode: spec.userCode,
      linkman: spec.linkman,
      userRole: spec.userRole,
      userType: spec.userType,
      orgId: spec.orgId,
      orgName: orgNames.get(spec.orgId) ?? '',
      orgDepartment: '',
      email: `${spec.userCode.toLowerCase()}@demo.sddp.local`,
      email2: '',
      phone: '',
      phone2: '',
      linkPhone: '13800138000',
      businessLicence: '',
      permissionType: [],
      passwordHash: await hashPassword(prehashPassword(password)),
      pwdChangedAt: createTime,
      mustChangePassword: false,
      createTime,
    });
    for (const projectId of spec.projectIds) await addMembership({ userId: spec.id, projectId, createTime });
    accounts.push({ userCode: spec.userCode, password, role: spec.role, description: spec.description });
  }
  await reserveIdsUpTo('project', Math.max(...DEMO_PROJECTS.map((project) => project.id)));
  await reserveIdsUpTo('org', Math.max(...DEMO_ORGS.map((org) => org.id)));
  await reserveIdsUpTo('user', Math.max(...DEMO_ACCOUNTS.map((account) => account.id)));
  return { seeded: true, accounts };
}

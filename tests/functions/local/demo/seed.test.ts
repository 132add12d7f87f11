import { describe, expect, it } from 'vitest';
import {
  classRequirementsFields,
  DEFAULT_PASSWORD_POLICY,
  menuRoutes,
  passwordClassCount,
  type Permission,
  type UserInfo,
} from '@sddp/shared';
import { handler } from '#domains/auth/handler';
import { getOrg } from '#entities/org';
import { getClassRequirements } from '#entities/tag-delivery';
import { projectsOf, getUser } from '#entities/user';
import { sha256Hex } from '#kit/crypto/tokens';
import { DEMO_FACTORY_CLASSES } from '#local/demo/breakdowns';
import { DEMO_CLASS_REQUIREMENTS } from '#local/demo/class-requirements';
import { DEMO_ACCOUNTS, DEMO_ORGS } from '#local/demo/data';
import { seedDemo } from '#local/demo/seed';
import { call } from '#test/api-event';
import { tokenFor } from '#test/sign-in';

const EXPECTED: Record<string, { roles: Permission[]; menu: string[] }> = {
  admin: {
    roles: ['admin', 'datamationMaturityScore'],
    menu: [
      '/dashboard',
      '/user/list',
      '/auditMatrix/list',
      '/auditBreakdown/list',
      '/delivery/requirements',
      '/mechanism/list',
      '/project/list',
      '/dhmcManage/list',
      '/log/list',
      '/datamationMaturityScore/list',
      '/message/list',
      '/device/contracts',
      '/device/reports',
      '/user/partnerPlatform',
    ],
  },
  admin1: {
    roles: ['admin1'],
    menu: [
      '/dashboard',
      '/auditBreakdown/list',
      '/delivery/requirements',
      '/mechanism/list',
      '/project/list',
      '/device/contracts',
      '/device/reports',
    ],
  },
  userAdmin: { roles: ['userAdmin', 'maturityScore'], menu: ['/dashboard', '/user/list1', '/delivery/mine'] },
  // Role `user` for a supplier's, an owner's and a DHMC account: the delivery screens go by organisation type.
  user: { roles: ['user'], menu: ['/dashboard', '/delivery/mine'] },
  provider: { roles: ['provider', 'userManage'], menu: ['/dashboard', '/userManage/list', '/auditMatrix/list', '/delivery/reviews'] },
  owner: {
    roles: ['user', 'userManage'],
    menu: ['/dashboard', '/userManage/list', '/auditMatrix/list', '/delivery/reviews'],
  },
  DHMC: { roles: ['user'], menu: ['/dashboard'] },
};

describe('the demo seed', () => {
  it('creates one account per role, each able to sign in and holding the expected roles', async () => {
    const first = await seedDemo();
    expect(first.seeded).toBe(true);
    expect(first.accounts.map((account) => account.userCode).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const account of first.accounts) {
      expect(account.password.length).toBeGreaterThanOrEqual(DEFAULT_PASSWORD_POLICY.minLength);
      expect(passwordClassCount(account.password)).toBeGreaterThanOrEqual(3);
      const info = await call<UserInfo>(handler, { path: '/user/info', token: await tokenFor(account.userCode, account.password) });
      const expected = EXPECTED[account.userCode]!;
      expect(info.result.roles, account.userCode).toEqual(expected.roles);
      expect(
        menuRoutes({ permissions: info.result.roles, userRole: info.result.user.userRole }).map((route) => route.path),
        account.userCode,
      ).toEqual(expected.menu);
      expect(info.result.loginPwdState).toBe('0');
      expect(info.result.user.email).not.toBe('');
      // The fingerprint of the stored hash: the platform's first check of the printed passwords needs no scrypt.
      const stored = await getUser(DEMO_ACCOUNTS.find((spec) => spec.userCode === account.userCode)!.id);
      expect(account.matchedHash, account.userCode).toBe(sha256Hex(stored!.passwordHash));
    }
    const second = await seedDemo();
    expect(second).toEqual({ seeded: false, accounts: [] });
  });

  it('gives every organisation a primary account and puts no account in a project its organisation has not joined', async () => {
    await seedDemo();
    for (const demoOrg of DEMO_ORGS) {
      const org = await getOrg(demoOrg.id);
      const primary = await getUser(org!.primaryUserId);
      expect(primary, demoOrg.orgName).toMatchObject({ orgId: demoOrg.id, userType: '100' });
      expect(primary!.email, demoOrg.orgName).not.toBe('');
      expect(org!.contact).toEqual({ linkman: primary!.linkman, mobile: primary!.phone, email: primary!.email });
    }
    for (const account of DEMO_ACCOUNTS) {
      const org = await getOrg(account.orgId);
      if (org!.orgType === '50') continue;
      const joined = Object.keys(org!.projects).map(Number);
      const projects = (await projectsOf((await getUser(account.id))!)).map((project) => project.id);
      expect(
        projects.every((id) => joined.includes(id)),
        account.userCode,
      ).toBe(true);
    }
    // The spec's special supplier: its only project is 8010, which its organisation has joined.
    expect((await projectsOf((await getUser(1004))!)).map((project) => project.id)).toEqual([8010]);
  });

  it('gives every project with a breakdown the demo class library, valid by the rules the editor saves by', async () => {
    await seedDemo();
    const library = Object.entries(DEMO_CLASS_REQUIREMENTS);
    expect(library.map(([code]) => code).every((code) => DEMO_FACTORY_CLASSES.some((entry) => entry.code === code))).toBe(true);
    for (const [classCode, requirements] of library) {
      expect(classRequirementsFields.safeParse(requirements).success, classCode).toBe(true);
      expect(await getClassRequirements(8010, classCode), classCode).toMatchObject({ ...requirements, version: 1 });
    }
  });
});

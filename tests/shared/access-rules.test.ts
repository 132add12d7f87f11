import { describe, expect, it } from 'vitest';
import { orgChangeRefusal, receivesPasswords, userActionRefusal, type AccessActor, type UserAction } from '@sddp/shared';

const admin: AccessActor = { user: { id: 1, orgId: 1 }, permissions: ['admin'] };
const manager: AccessActor = { user: { id: 20, orgId: 12 }, permissions: ['provider', 'userManage'] };
const CHANGES: UserAction[] = ['edit', 'state', 'reset', 'delete', 'projects', 'audit'];

describe('userActionRefusal: who may act on which account, for the server and the lists alike', () => {
  it('lets the administrator act on any ordinary account, and a manager on its own organisation’s only', () => {
    const staff = { id: 21, orgId: 12, userType: '0' };
    const elsewhere = { id: 31, orgId: 13, userType: '0' };
    for (const action of CHANGES) {
      expect(userActionRefusal(admin, elsewhere, action)).toBeUndefined();
      expect(userActionRefusal(manager, staff, action)).toBeUndefined();
      expect(userActionRefusal(manager, elsewhere, action)).toBe('otherOrg');
    }
    expect(userActionRefusal(manager, elsewhere, 'view')).toBe('otherOrg');
  });

  it('changes no one’s own account and no primary account, while viewing and signing out stay open', () => {
    const own = { id: 20, orgId: 12, userType: '99' };
    const primary = { id: 22, orgId: 12, userType: '100' };
    for (const actor of [admin, manager]) {
      for (const action of CHANGES) expect(userActionRefusal(actor, primary, action)).toBe('primaryAccount');
      for (const action of ['view', 'signOut'] as const) expect(userActionRefusal(actor, primary, action)).toBeUndefined();
    }
    for (const action of CHANGES) expect(userActionRefusal(manager, own, action)).toBe('ownAccount');
    expect(userActionRefusal(manager, own, 'view')).toBeUndefined();
  });
});

describe('orgChangeRefusal', () => {
  const supplier = { id: 11, orgType: '10', orgName: 'Acme' };
  const operating = { id: 1, orgType: '50', orgName: 'Platform' };
  const admin1: AccessActor = { user: { id: 9, orgId: 12 }, permissions: ['admin1'] };

  it('never disables the operating organisation nor the actor’s own; enabling is always open', () => {
    expect(orgChangeRefusal(admin, operating, { state: '0' })).toBe('operatingOrg');
    expect(orgChangeRefusal(admin1, { id: 12, orgType: '20', orgName: 'Own' }, { state: '0' })).toBe('ownOrg');
    expect(orgChangeRefusal(admin1, supplier, { state: '0' })).toBeUndefined();
    expect(orgChangeRefusal(admin1, operating, { state: '1' })).toBeUndefined();
  });

  it('lets only the administrator rename the operating organisation', () => {
    expect(orgChangeRefusal(admin1, operating, { orgName: 'Renamed' })).toBe('operatingOrg');
    expect(orgChangeRefusal(admin1, operating, { orgName: 'Platform' })).toBeUndefined();
    expect(orgChangeRefusal(admin, operating, { orgName: 'Renamed' })).toBeUndefined();
  });
});

describe('receivesPasswords', () => {
  it('reaches an enabled supplier or contractor in the project, nothing else', () => {
    expect(receivesPasswords({ id: 11, orgType: '10', state: '1' }, true)).toBe(true);
    expect(receivesPasswords({ id: 12, orgType: '20', state: '1' }, true)).toBe(true);
    expect(receivesPasswords({ id: 11, orgType: '10', state: '1' }, false)).toBe(false);
    expect(receivesPasswords({ id: 11, orgType: '10', state: '0' }, true)).toBe(false);
    expect(receivesPasswords({ id: 53, orgType: '90', state: '1' }, true)).toBe(false);
    expect(receivesPasswords({ id: 1, orgType: '10', state: '1' }, true)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  admits,
  DELIVERY_ACCESS,
  deriveGrants,
  derivePermissions,
  deriveRole,
  formatMessage,
  GRANTS,
  isAllowed,
  LANGUAGES,
  ROLES,
  specialSupplierId,
} from '@sddp/shared';

describe('deriveRole (spec §6, every row in order)', () => {
  it.each([
    ['50', '100', 'admin'],
    ['50', '91', 'admin1'],
    ['50', '', 'admin1'],
    ['10', '100', 'userAdmin'],
    ['10', '90', 'user'],
    ['10', '', 'user'],
    ['20', '100', 'provider'],
    ['20', '91', 'provider'],
    ['30', '100', 'owner'],
    ['30', '', 'owner'],
    ['80', '100', 'user'],
    ['90', '100', 'user'],
    ['90', '91', 'user'],
    ['', '', 'user'],
  ])('userRole %s, userType %s → %s', (userRole, userType, role) => {
    expect(deriveRole({ userRole, userType })).toBe(role);
  });
});

describe('grants', () => {
  it('datamationMaturityScore: userRole 50 with userType 100, or the configured super-user', () => {
    expect(deriveGrants({ userRole: '50', userType: '100' }, [])).toContain('datamationMaturityScore');
    expect(deriveGrants({ userRole: '50', userType: '0' }, [])).not.toContain('datamationMaturityScore');
    expect(deriveGrants({ userRole: '10', userType: '0', userCode: 'boss' }, [], ['boss'])).toContain('datamationMaturityScore');
    expect(deriveGrants({ userRole: '10', userType: '0', userCode: 'other' }, [], ['boss'])).not.toContain('datamationMaturityScore');
  });

  it.each([
    ['20', '100', true],
    ['20', '99', true],
    ['20', '199', true],
    ['90', '100', true],
    ['90', '99', true],
    ['90', '91', false],
    ['10', '100', false],
    ['50', '100', false],
  ])('userManage: userRole %s, userType %s → %s', (userRole, userType, granted) => {
    expect(deriveGrants({ userRole, userType }, []).includes('userManage')).toBe(granted);
  });

  it('maturityScore: suppliers unless their only project is 8010 in progress', () => {
    expect(deriveGrants({ userRole: '10', userType: '0' }, [])).toContain('maturityScore');
    expect(deriveGrants({ userRole: '10', userType: '0' }, [{ id: 8010, state: '20' }])).not.toContain('maturityScore');
    expect(deriveGrants({ userRole: '10', userType: '0' }, [{ id: 8010, state: '10' }])).toContain('maturityScore');
    expect(
      deriveGrants({ userRole: '10', userType: '0' }, [
        { id: 8010, state: '20' },
        { id: 8001, state: '20' },
      ]),
    ).toContain('maturityScore');
    expect(deriveGrants({ userRole: '20', userType: '0' }, [])).not.toContain('maturityScore');
  });

  it('specialSupplierId follows the spec §2.2 special case exactly', () => {
    expect(specialSupplierId([{ id: 8010, state: '20' }])).toBe(8010);
    expect(specialSupplierId([{ id: 8010, state: '50' }])).toBeUndefined();
    expect(specialSupplierId([])).toBeUndefined();
  });

  it('the roles array is never empty and starts with the derived role', () => {
    const permissions = derivePermissions({ userRole: '50', userType: '100' }, []);
    expect(permissions[0]).toBe('admin');
    expect(derivePermissions({ userRole: '?', userType: '?' }, [])).toEqual(['user']);
  });
});

describe('isAllowed', () => {
  it('allows routes without roles and requires one shared permission otherwise', () => {
    expect(isAllowed(undefined, ['user'])).toBe(true);
    expect(isAllowed([], ['user'])).toBe(true);
    expect(isAllowed(['admin', 'admin1'], ['admin1'])).toBe(true);
    expect(isAllowed(['admin'], ['admin1', 'userManage'])).toBe(false);
  });
});

describe('admits', () => {
  it('requires a permission of the rule and, where the rule names userRoles, one of them', () => {
    const supplierUser = { permissions: ['user'] as const, userRole: '10' };
    const ownerUser = { permissions: ['user'] as const, userRole: '90' };
    expect(admits({ roles: ['user'] }, ownerUser)).toBe(true);
    expect(admits(DELIVERY_ACCESS.deliver, supplierUser)).toBe(true);
    expect(admits(DELIVERY_ACCESS.deliver, ownerUser)).toBe(false);
    expect(admits(DELIVERY_ACCESS.review, ownerUser)).toBe(true);
    expect(admits(DELIVERY_ACCESS.review, supplierUser)).toBe(false);
    // A userRole alone admits nothing: the permission is still needed.
    expect(admits(DELIVERY_ACCESS.review, { permissions: ['admin1'], userRole: '20' })).toBe(false);
  });
});

describe('role labels', () => {
  it('names every role and grant in both languages, each name distinct', () => {
    for (const language of LANGUAGES) {
      const labels = [...ROLES, ...GRANTS].map((permission) => formatMessage(language, `role.${permission}`));
      for (const [index, label] of labels.entries()) expect(label, `${language} ${[...ROLES, ...GRANTS][index]}`).not.toMatch(/^role\./);
      expect(new Set(labels).size).toBe(labels.length);
    }
    expect(formatMessage('zh', 'role.admin')).toBe('系统管理员');
    expect(formatMessage('en', 'role.datamationMaturityScore')).toBe('Maturity scores');
  });
});

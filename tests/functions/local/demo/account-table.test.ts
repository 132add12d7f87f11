import { describe, expect, it } from 'vitest';
import { demoAccountTable } from '#local/demo/account-table';

describe('demoAccountTable', () => {
  it('shows working passwords, says when one changed, and lists the roles as the profile does', () => {
    const lines = demoAccountTable([
      {
        userCode: 'admin',
        description: 'platform administrator',
        state: 'current',
        password: 'Sdabc#1a',
        roles: ['admin', 'datamationMaturityScore'],
        userRole: '50',
      },
      { userCode: 'owner', description: "owner's primary account", state: 'changed', roles: ['user', 'userManage'], userRole: '90' },
      { userCode: 'gone', description: 'removed', state: 'missing', roles: [], userRole: '' },
    ]);
    expect(lines).toEqual([
      '  userCode  password                          roles                            description',
      '  --------  --------------------------------  -------------------------------  -----------------------',
      '  admin     Sdabc#1a                          admin | datamationMaturityScore  platform administrator',
      "  owner     (changed since it was generated)  user | userManage                owner's primary account",
      '  gone      (no such account any more)        -                                removed',
    ]);
  });
});

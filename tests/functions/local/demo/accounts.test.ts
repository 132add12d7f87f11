import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { USER_ROLE, USER_TYPE } from '@sddp/shared';
import { sha256Hex } from '#kit/crypto/tokens';
import { checkDemoAccounts, type KeptDemoAccount } from '#local/demo/accounts';
import { createTestUser, uniqueCode } from '#test/fixtures';

const readKept = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as KeptDemoAccount[];

describe('checkDemoAccounts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sddp-demo-accounts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('offers a kept password only while it is the account’s, forgets it in the file once changed, and derives the roles', async () => {
    const owner = await createTestUser({ userRole: USER_ROLE.owner, userType: USER_TYPE.primary, password: 'Owner#Pass1' });
    const changed = await createTestUser({ password: 'Changed#Pass2' });
    const gone = uniqueCode('gone');
    const file = join(dir, 'demo-accounts.json');
    const kept: KeptDemoAccount[] = [
      { userCode: owner.userCode, password: 'Owner#Pass1', role: 'owner', description: "owner's primary account" },
      { userCode: changed.userCode, password: 'Seeded#Pass1', role: 'user', description: 'supplier user' },
      { userCode: gone, password: 'Gone#Pass1', role: 'user', description: 'removed' },
    ];
    writeFileSync(file, JSON.stringify(kept), { mode: 0o600 });

    const checked = await checkDemoAccounts(file, kept);
    expect(checked).toEqual([
      {
        userCode: owner.userCode,
        description: "owner's primary account",
        state: 'current',
        password: 'Owner#Pass1',
        roles: ['user', 'userManage'],
        userRole: USER_ROLE.owner,
      },
      { userCode: changed.userCode, description: 'supplier user', state: 'changed', roles: ['user', 'maturityScore'], userRole: '10' },
      { userCode: gone, description: 'removed', state: 'missing', roles: [], userRole: '' },
    ]);

    const stored = readKept(file);
    expect(stored).toEqual([
      { ...kept[0], matchedHash: sha256Hex(owner.passwordHash) },
      { userCode: changed.userCode, role: 'user', description: 'supplier user' },
      { userCode: gone, role: 'user', description: 'removed' },
    ]);
    expect(JSON.stringify(stored)).not.toContain('Seeded#Pass1');

    // The next start: same answers from the file as rewritten, and nothing left to rewrite.
    const before = statSync(file).mtimeMs;
    expect(await checkDemoAccounts(file, stored)).toEqual(checked);
    expect(statSync(file).mtimeMs).toBe(before);
  });

  it('checks a password again when the stored hash is no longer the one it matched', async () => {
    const user = await createTestUser({ password: 'Current#Pass1' });
    const file = join(dir, 'stale-fingerprint.json');
    const kept: KeptDemoAccount[] = [
      { userCode: user.userCode, password: 'Previous#Pass1', role: 'user', description: 'd', matchedHash: sha256Hex('an older hash') },
    ];
    const [checked] = await checkDemoAccounts(file, kept);
    expect(checked).toMatchObject({ state: 'changed' });
    expect(checked).not.toHaveProperty('password');
    expect(readKept(file)).toEqual([{ userCode: user.userCode, role: 'user', description: 'd' }]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

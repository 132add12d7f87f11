import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, newPasswordSchema, passwordClassCount } from '@sddp/shared';
import { screenPassword } from '../../../functions/src/lib/password-screen/screen-password';
import { ensureInitialPassword, generateInitialPassword } from '../../../functions/src/local/initial-password';

describe('the local initial password', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sddp-initial-password-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is random, 16 characters of all four classes, without look-alikes, and accepted by the policy and the screen', () => {
    const passwords = Array.from({ length: 200 }, () => generateInitialPassword(DEFAULT_PASSWORD_POLICY));
    expect(new Set(passwords).size).toBe(200);
    for (const password of passwords) {
      expect(password).toHaveLength(16);
      expect(passwordClassCount(password)).toBe(4);
      expect(password).not.toMatch(/[IOl01\s]/);
      expect(newPasswordSchema(DEFAULT_PASSWORD_POLICY).safeParse(password).success).toBe(true);
      expect(screenPassword(password)).toBeUndefined();
    }
  });

  it('fits a tighter or a shorter policy', () => {
    expect(generateInitialPassword({ ...DEFAULT_PASSWORD_POLICY, minLength: 24, maxLength: 32 })).toHaveLength(24);
    expect(generateInitialPassword({ ...DEFAULT_PASSWORD_POLICY, minLength: 8, maxLength: 12 })).toHaveLength(12);
  });

  it('is generated once into <dataDir>/initial-password, readable by the owner only, and kept', () => {
    const first = ensureInitialPassword(dataDir, DEFAULT_PASSWORD_POLICY);
    expect(first).toMatchObject({ file: join(dataDir, 'initial-password'), generated: true });
    expect(readFileSync(first.file, 'utf8')).toBe(`${first.password}\n`);
    expect(statSync(first.file).mode & 0o777).toBe(0o600);

    expect(ensureInitialPassword(dataDir, DEFAULT_PASSWORD_POLICY)).toEqual({ ...first, generated: false });
  });

  it('is replaced when the policy no longer accepts the kept one', () => {
    writeFileSync(join(dataDir, 'initial-password'), 'short\n', { mode: 0o644 });
    const replaced = ensureInitialPassword(dataDir, DEFAULT_PASSWORD_POLICY);
    expect(replaced.generated).toBe(true);
    expect(replaced.password).not.toBe('short');
    expect(statSync(replaced.file).mode & 0o777).toBe(0o600);
  });

  it('is replaced when the screen refuses the kept one, though it meets the rules', () => {
    writeFileSync(join(dataDir, 'initial-password'), 'Password123!\n', { mode: 0o600 });
    const replaced = ensureInitialPassword(dataDir, DEFAULT_PASSWORD_POLICY);
    expect(replaced.generated).toBe(true);
    expect(replaced.password).not.toBe('Password123!');
    expect(screenPassword(replaced.password)).toBeUndefined();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, prehashPassword, setPasswordHashCostForTests, verifyPassword } from '#kit/crypto/password';

// The production cost, which the other handler tests lower (tests/support/functions-setup.ts).
beforeAll(() => setPasswordHashCostForTests(undefined));

describe('password hashing', () => {
  it('pre-hashes like the web client: lowercase hex SHA-256', () => {
    expect(prehashPassword('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('stores scrypt with OWASP parameters and a random salt, and verifies it', async () => {
    const prehash = prehashPassword('Secret#123');
    const first = await hashPassword(prehash);
    const second = await hashPassword(prehash);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(prehash);
    expect(await verifyPassword(prehash, first)).toBe(true);
    expect(await verifyPassword(prehashPassword('Secret#124'), first)).toBe(false);
  });

  it('rejects a malformed stored value instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { prehashPassword } from '@/lib/password-prehash';

describe('prehashPassword', () => {
  it('is the lowercase hex SHA-256 of the password (FIPS 180-2 vector "abc")', () => {
    expect(prehashPassword('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes the UTF-8 bytes of non-ASCII characters', () => {
    expect(prehashPassword('密')).toBe('0e3d8855d6491cae77c6c92f09c041da1a4903c725883f158b55198cb10b1360');
  });
});

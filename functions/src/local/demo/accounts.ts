import { writeFile } from 'node:fs/promises';
import { derivePermissions, type Permission } from '@sddp/shared';
import { projectIdsOfUser, getProjects } from '#entities/project';
import { findUserByCode, type UserRecord } from '#entities/user';
import { config } from '#kit/config';
import { prehashPassword, verifyPassword } from '#kit/crypto/password';
import { sha256Hex } from '#kit/crypto/tokens';
import type { DemoAccount } from './seed-once';

/** An entry of demo-accounts.json: the seed's record, without the password once it stopped working. */
export interface KeptDemoAccount extends Omit<DemoAccount, 'password' | 'matchedHash'> {
  password?: string;
  /** SHA-256 of the stored hash the password last matched: while the hash is unchanged, no scrypt at start. */
  matchedHash?: string;
}

/** 'changed': the account's password is no longer the generated one; 'missing': no such account now. */
export type DemoPasswordState = 'current' | 'changed' | 'missing';

export interface DemoSignIn {
  userCode: string;
  description: string;
  state: DemoPasswordState;
  /** The generated password, only while it is still the account's. */
  password?: string;
  /** The roles of /user/info, which the profile shows (spec §6), from the account as stored now. */
  roles: Permission[];
  /** The account's userRole, its organisation's type (the delivery screens go by it); '' when missing. */
  userRole: string;
}

/**
 * Checks each kept demo password against the account in the table and forgets, in `accountsFile`, those
 * that no longer match, so neither the banner nor the file ever offers a password that fails.
 */
export async function checkDemoAccounts(accountsFile: string, kept: readonly KeptDemoAccount[]): Promise<DemoSignIn[]> {
  const checked: DemoSignIn[] = [];
  const keep: KeptDemoAccount[] = [];
  // One at a time: each scrypt check takes 128 MiB and a few hundred milliseconds.
  for (const { password, matchedHash, ...account } of kept) {
    const user = await findUserByCode(account.userCode);
    const matched = user && password !== undefined ? await matchingHash(password, user.passwordHash, matchedHash) : undefined;
    const state: DemoPasswordState = !user ? 'missing' : matched ? 'current' : 'changed';
    checked.push({
      userCode: account.userCode,
      description: account.description,
      state,
      ...(matched ? { password } : {}),
      roles: user ? await rolesOf(user) : [],
      userRole: user?.userRole ?? '',
    });
    keep.push(matched ? { ...account, password, matchedHash: matched } : account);
  }
  if (JSON.stringify(keep) !== JSON.stringify(kept)) {
    await writeFile(accountsFile, `${JSON.stringify(keep, null, 2)}\n`, { encoding: 'utf8', mode: 0o600 });
  }
  return checked;
}

/** The stored hash's fingerprint when the password matches it (a password change always writes a new hash). */
async function matchingHash(password: string, storedHash: string, matchedBefore: string | undefined): Promise<string | undefined> {
  const fingerprint = sha256Hex(storedHash);
  if (fingerprint === matchedBefore) return fingerprint;
  return (await verifyPassword(prehashPassword(password), storedHash)) ? fingerprint : undefined;
}

async function rolesOf(user: UserRecord): Promise<Permission[]> {
  const projects = await getProjects(await projectIdsOfUser(user.id));
  return derivePermissions(
    user,
    projects.map(({ id, state }) => ({ id, state })),
    config().SCORE_SUPERUSER_CODES,
  );
}

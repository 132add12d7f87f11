import { randomBytes, scrypt as scryptCallback, type ScryptOptions } from 'node:crypto';
import { safeEqual, sha256Hex } from './tokens';

/**
 * Passwords are stored as scrypt (OWASP/ASVS parameters: N=2^17, r=8, p=1) of what the client sends:
 * the SHA-256 pre-hash of the plain password (spec §2.4). Parameters travel in the stored string so
 * they can be raised later without a migration.
 */
const DEFAULT = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 };
type HashParams = typeof DEFAULT;
let defaultParams: HashParams = DEFAULT;
let decoy: Promise<string> | undefined;

/**
 * In-process handler tests hash new passwords at a lower cost (a third of their CPU went to scrypt at
 * 2^17). The cost travels in the stored string, so every check still runs the code users run; nothing
 * deployed calls this; `npm start` keeps the real cost (the browser tests seed their demo accounts at this one).
 */
export function setPasswordHashCostForTests(params: HashParams | undefined): void {
  defaultParams = params ?? DEFAULT;
  decoy = undefined;
}

function scrypt(secret: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(secret, salt, keyLength, { ...options, maxmem: 256 * options.N! * options.r! + 16 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** The pre-hash the web client applies before sending; the server applies it when it sets a password. */
export const prehashPassword = (plain: string) => sha256Hex(plain);

export async function hashPassword(prehash: string, params: HashParams = defaultParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(prehash, salt, params.keyLength, { N: params.N, r: params.r, p: params.p });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(prehash: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, 'base64');
  const key = await scrypt(prehash, Buffer.from(salt, 'base64'), expectedKey.length, { N: Number(n), r: Number(r), p: Number(p) });
  return safeEqual(key.toString('base64'), expected);
}

/** Spends the same time as a real check when the account does not exist, so timing reveals nothing. */
export async function verifyAgainstDecoy(prehash: string): Promise<false> {
  decoy ??= hashPassword(prehashPassword('decoy-password'));
  await verifyPassword(prehash, await decoy);
  return false;
}

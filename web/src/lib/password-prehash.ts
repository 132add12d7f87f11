import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The client-side pre-hash: the plain password never leaves the browser. */
export function prehashPassword(plain: string): string {
  return bytesToHex(sha256(utf8ToBytes(plain)));
}

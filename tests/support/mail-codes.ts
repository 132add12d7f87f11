import { LIMITS } from '@sddp/shared';

const CODE = new RegExp(`(?<!\\d)(\\d{${LIMITS.mailLoginCodeLength}})(?!\\d)`);

/**
 * The sign-in code in the text of a mail-login message. The text also names the account, and a test
 * account's code (`u_1a2b3c4d`, from a UUID) holds six digits in a row about once in twenty: the name is
 * taken out before the code is looked for.
 */
export function mailedSignInCode(text: string, userCode: string): string | undefined {
  return CODE.exec(text.replaceAll(userCode, ' '))?.[1];
}

/**
 * What the log filters match: an account code and an organisation name, each compared exactly after
 * folding case, width and spacing (docs/decisions.md "The operation log filters match exactly").
 */
export const logUserKey = (userCode: string) => userCode.normalize('NFKC').trim().toLowerCase();
export const logOrgKey = (orgName: string) => orgName.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

export interface LogFilter {
  projectId: number;
  /** Folded (logUserKey); '' is every account. */
  userKey: string;
  /** Folded (logOrgKey); '' is every organisation. */
  orgKey: string;
}

const SEPARATOR = '\u001f';

/** The counter dimension of a filter: every row, one account, one organisation, or both. */
export function dimOf({ userKey, orgKey }: Pick<LogFilter, 'userKey' | 'orgKey'>): string {
  if (userKey && orgKey) return `uo:${userKey}${SEPARATOR}${orgKey}`;
  if (userKey) return `u:${userKey}`;
  if (orgKey) return `o:${orgKey}`;
  return '*';
}

/**
 * The log texts of a successful sign-in (password, code, enterprise sign-on, partner and hand-off; the
 * endpoints that also log failures): their rows count in SIGN_IN_DIM too, for the dashboard's chart.
 */
export const SIGN_IN_LOG_KEYS: ReadonlySet<string> = new Set([
  'log.loginSuccess',
  'log.sso.intranetLogin',
  'log.sso.internetLogin',
  'log.sso.partnerLogin',
  'log.sso.handoffLogin',
]);
export const SIGN_IN_DIM = 'k:signIn';

/** Every dimension a row counts in. */
export function dimsOfRow(userKey: string, orgKey: string, logKey = ''): string[] {
  const dims = new Set([
    dimOf({ userKey: '', orgKey: '' }),
    dimOf({ userKey, orgKey: '' }),
    dimOf({ userKey: '', orgKey }),
    dimOf({ userKey, orgKey }),
    ...(SIGN_IN_LOG_KEYS.has(logKey) ? [SIGN_IN_DIM] : []),
  ]);
  return [...dims];
}

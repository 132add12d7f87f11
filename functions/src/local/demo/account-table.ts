import type { DemoSignIn } from './accounts';

const NO_PASSWORD: Record<Exclude<DemoSignIn['state'], 'current'>, string> = {
  changed: '(changed since it was generated)',
  missing: '(no such account any more)',
};

/** The demo accounts for the terminal; the roles are the ones the profile shows. */
export function demoAccountTable(accounts: readonly DemoSignIn[]): string[] {
  const rows = [
    ['userCode', 'password', 'roles', 'description'],
    ...accounts.map((account) => [
      account.userCode,
      account.state === 'current' ? (account.password ?? '') : NO_PASSWORD[account.state],
      account.roles.join(' | ') || '-',
      account.description,
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const format = (row: string[]) => `  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd();
  return [format(rows[0]!), `  ${widths.map((width) => '-'.repeat(width)).join('  ')}`, ...rows.slice(1).map(format)];
}

import type { PasswordAccount } from '@sddp/shared';

/** One account of a password send: its organisation, its sign-in name and the address the mail goes to. */
export function PasswordAccountLine({ account }: { account: PasswordAccount }) {
  return (
    <span className="flex min-w-0 flex-wrap gap-x-2">
      <span className="font-medium">{account.orgName}</span>
      <span>{account.userCode}</span>
      <span className="break-all text-muted-foreground">{account.email}</span>
    </span>
  );
}

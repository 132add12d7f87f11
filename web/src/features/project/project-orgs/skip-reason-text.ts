import type { PasswordSkipReason } from '@sddp/shared';

/** How each reason the server gives for not sending a password reads. */
export const SKIP_REASON_TEXT = {
  noPrimaryAccount: 'ui.project.orgs.passwords.reason.noPrimaryAccount',
  noEmail: 'ui.project.orgs.passwords.reason.noEmail',
  accountDisabled: 'ui.project.orgs.passwords.reason.accountDisabled',
  orgDisabled: 'ui.project.orgs.passwords.reason.orgDisabled',
  inUse: 'ui.project.orgs.passwords.reason.inUse',
} as const satisfies Record<PasswordSkipReason, string>;

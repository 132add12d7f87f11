import type { Principal } from '#http/types';

/** Whose assignments the matrix shows: every organisation's for the administrator (undefined), else the caller's own. */
export const matrixScope = (principal: Principal): number | undefined =>
  principal.permissions.includes('admin') ? undefined : principal.user.orgId;

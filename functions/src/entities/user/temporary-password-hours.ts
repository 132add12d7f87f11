/** How long a temporary password signs in (issue 12): afterwards the administrator issues a new one. */
export const TEMPORARY_PASSWORD_HOURS = 72;

/**
 * What an account may call while a step of spec §4 "Account lifecycle" is pending: a first-login or
 * expired password must be changed, then missing contact details completed. The server refuses
 * everything else until the step is done.
 */
const ALWAYS = ['auth.userInfo', 'auth.userProjectList', 'auth.logout', 'auth.passwordPolicy'];

export const PENDING_STEP_ENDPOINTS = {
  changePassword: [...ALWAYS, 'auth.updatePassword'],
  completeInfo: [...ALWAYS, 'auth.mailCode', 'auth.infoSmsCode', 'auth.presignUpload', 'auth.completeInfo'],
} as const satisfies Record<string, readonly string[]>;

export type PendingStep = keyof typeof PENDING_STEP_ENDPOINTS;

import type { UserRecord } from '#entities/user';

/** What the user operation-log texts name (log.user*). */
export const userLogParams = (user: Pick<UserRecord, 'userCode' | 'linkman'>) => ({ userCode: user.userCode, linkman: user.linkman });

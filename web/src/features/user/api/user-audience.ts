/**
 * Which set of endpoints a screen calls: 'manage' the /user/admin/* ones (administrator, userManage),
 * 'supp' the /user/supp/* ones of a supplier's primary account (userAdmin, /user/list1).
 */
export type UserAudience = 'manage' | 'supp';

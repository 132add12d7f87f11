import { USER_TYPE } from '@sddp/shared';
import { keys } from '#kit/db/keys';
import type { TransactItem } from '#kit/db/transact';
import { versioned } from '../user/user-record-write';
import { newAccountFields, type NewUser, newUserRecord, type UserRecord } from '../user/users';
import type { OrgContact, OrgRecord } from './org-record';

/**
 * Every organisation has a primary account (userType 100): its login is the organisation code, its
 * role the organisation type (spec §1 uses the same codes), its contact the organisation's contact.
 * It has no password until an administrator sends one (spec §2.15), which it must change at first
 * sign-in (docs/decisions.md "Primary accounts").
 */
export function primaryAccountOf(
  org: Pick<OrgRecord, 'orgCode' | 'orgName' | 'orgType' | 'id' | 'createTime'>,
  contact: OrgContact,
  userId: number,
  overrides: Partial<NewUser> = {},
): UserRecord {
  return newUserRecord(
    newAccountFields({
      id: userId,
      userCode: org.orgCode,
      linkman: contact.linkman,
      userRole: org.orgType,
      userType: USER_TYPE.primary,
      orgId: org.id,
      orgName: org.orgName,
      email: contact.email,
      phone: contact.mobile,
      linkPhone: contact.mobile,
      /** No password yet: nothing verifies against an empty hash (crypto/password.ts). */
      passwordHash: '',
      pwdChangedAt: org.createTime,
      mustChangePassword: true,
      createTime: org.createTime,
      ...overrides,
    }),
  );
}

/** The contact an organisation shows, read off its primary account. */
export const contactOf = (user: Pick<UserRecord, 'linkman' | 'phone' | 'email'>): OrgContact => ({
  linkman: user.linkman,
  mobile: user.phone,
  email: user.email,
});

/**
 * The primary account takes the contact an administrator gave its organisation (name, mobile as its
 * sign-in phone, e-mail). Its version moves, so a profile card opened before sees the change; the
 * mobile is the sign-in phone, so the account moves in the phone index (gsi2) with it.
 */
export function primaryContactItem(account: UserRecord, contact: OrgContact): TransactItem {
  const phoneIndex = contact.mobile ? { gsi2pk: keys.usersByPhone(contact.mobile), gsi2sk: keys.userSortKey(account.id) } : {};
  const fields = { linkman: contact.linkman, phone: contact.mobile, linkPhone: contact.mobile, email: contact.email, ...phoneIndex };
  return versioned(account, fields, contact.mobile ? [] : ['gsi2pk', 'gsi2sk']);
}

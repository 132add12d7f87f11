import { USER_TYPE } from '@sddp/shared';
import { writeWithOrgContact } from '#entities/org';
import { writeUserItems, type ContactFields, type UserRecord } from '#entities/user';
import type { TransactItem } from '#kit/db/transact';

/**
 * A primary account's contact is its organisation's primary contact: its own edits (profile, complete
 * information) write the organisation's copy in the same transaction. Other accounts write alone.
 */
export function contactWriterFor(user: UserRecord, fields: ContactFields): ((items: TransactItem[]) => Promise<void>) | undefined {
  if (user.userType !== USER_TYPE.primary) return undefined;
  const contact = { linkman: fields.linkman ?? user.linkman, mobile: fields.phone ?? user.phone, email: fields.email ?? user.email };
  return (items) => writeWithOrgContact(user, contact, items, writeUserItems);
}

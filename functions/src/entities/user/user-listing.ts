import { keys } from '#kit/db/keys';
import { gsi1Pages } from '#kit/db/paging';
import type { UserRecord } from './users';

/** Every user, organisation by organisation, a page at a time (jobs only: cost grows with all users). */
export async function* allUsers(): AsyncGenerator<UserRecord[]> {
  for await (const orgs of gsi1Pages(keys.allOrgs())) {
    for (const org of orgs) {
      for await (const users of gsi1Pages(keys.usersOfOrg(Number(org.id)))) yield users as unknown as UserRecord[];
    }
  }
}

/** The users of one organisation (A14): one Query per page of its users. */
export async function usersOfOrg(orgId: number): Promise<UserRecord[]> {
  const users: UserRecord[] = [];
  for await (const page of gsi1Pages(keys.usersOfOrg(orgId))) users.push(...(page as unknown as UserRecord[]));
  return users;
}

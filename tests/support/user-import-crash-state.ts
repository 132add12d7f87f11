import { type NewAccount, listUsers } from '#entities/user';
import { keys } from '#kit/db/keys';
import { batchGetAll } from '#kit/db/paging';
import { getItem } from './fixtures';
import { stagingOf } from './import-crash-state';

type Item = Record<string, unknown>;

const byPk = (items: Item[]) => items.sort((left, right) => String(left.pk).localeCompare(String(right.pk)));

/** Everything a user import job may have left: its manifest and staging, the logins' guards (whoever holds them), its accounts, its list entries. */
export async function userTracesOf(jobId: string, codes: readonly string[], marker: string) {
  const manifest = await getItem(keys.stagedImportManifest(jobId));
  const ids = Array.from({ length: Number(manifest?.count ?? 0) }, (_, index) => Number(manifest?.firstIds?.[0]) + index);
  return {
    manifest,
    staging: await stagingOf(jobId),
    loginGuards: byPk(
      await batchGetAll(
        codes.map((code) => keys.userCodeGuard(code)),
        { consistent: true },
      ),
    ),
    accounts: byPk(
      await batchGetAll(
        ids.map((id) => keys.user(id)),
        { consistent: true },
      ),
    ),
    listed: (await listUsers({ linkman: `${marker} ` }, 1, 1)).total,
  };
}

/** Nothing of the job is left but its finished manifest. */
export const NO_ACCOUNTS_LEFT = { staging: [], loginGuards: [], accounts: [], listed: 0 } as const;

/** `count` accounts of fresh logins in the organisation, named `<marker> <n>` so the lists can be searched for them. */
export function importedAccounts(count: number, marker: string, org: { id: number; orgName: string }): NewAccount[] {
  const now = new Date().toISOString();
  return Array.from({ length: count }, (_, index) => ({
    userCode: `${marker}_${index}`,
    linkman: `${marker} ${index}`,
    userRole: '10',
    userType: '',
    orgId: org.id,
    orgName: org.orgName,
    orgDepartment: '',
    email: '',
    email2: '',
    phone: '',
    phone2: '',
    linkPhone: '13900004444',
    businessLicence: '',
    permissionType: [],
    passwordHash: '',
    pwdChangedAt: now,
    mustChangePassword: true,
    createTime: now,
  }));
}

import { ORG_TYPE, USER_ROLE } from '@sddp/shared';
import { linkDhmcPerson } from '#domains/dhmc/data/dhmc-people';
import { newBulkTemporaryPasswords } from '#entities/account-import';
import { createAccount, newAccountFields, findUserByCode } from '#entities/user';

const DHMC_ORG = { orgId: 301, orgName: 'DHMC数据中心', orgType: ORG_TYPE.dhmc };

/** DHMC people on the two projects the demo's DHMC organisation is in (their passwords are never shown: reset one to sign in). */
const DEMO_PEOPLE = [
  { userCode: 'dhmc_wangfang', linkman: '王芳', discipline: '设备', linkPhone: '13900008001', projects: [8001, 8002] },
  { userCode: 'dhmc_lijun', linkman: '李军', discipline: '管道', linkPhone: '13900008002', projects: [8001] },
  { userCode: 'dhmc_zhaolei', linkman: '赵磊', discipline: '仪表', linkPhone: '13900008003', projects: [8001] },
  { userCode: 'dhmc_chenjing', linkman: '陈静', discipline: '电气', linkPhone: '13900008004', projects: [8002] },
] as const;

/** Seeds the demo's DHMC people once: an account each in the DHMC organisation, linked to its projects with its discipline. */
export async function seedDemoDhmc(): Promise<void> {
  const issued = await newBulkTemporaryPasswords(DEMO_PEOPLE.length);
  for (const [index, person] of DEMO_PEOPLE.entries()) {
    const { fields } = issued[index]!;
    const user =
      (await findUserByCode(person.userCode)) ??
      (await createAccount(
        newAccountFields({
          userCode: person.userCode,
          linkman: person.linkman,
          userRole: USER_ROLE.dhmc,
          orgId: DHMC_ORG.orgId,
          orgName: DHMC_ORG.orgName,
          email: `${person.userCode}@demo.sddp.local`,
          linkPhone: person.linkPhone,
          ...fields,
        }),
        [],
      ));
    for (const projectId of person.projects) await linkDhmcPerson(user.id, projectId, person.discipline);
  }
}

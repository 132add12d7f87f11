/** The administrator every organisation benchmark signs in as, written straight to the table. */
import { createUser, newAccountFields } from '#entities/user';
import { hashPassword, prehashPassword } from '#kit/crypto/password';

export interface BenchAdmin {
  id: number;
  userCode: string;
  password: string;
}

export async function createBenchAdmin(admin: BenchAdmin, createTime = new Date().toISOString()): Promise<void> {
  await createUser(
    newAccountFields({
      id: admin.id,
      userCode: admin.userCode,
      linkman: '系统管理员',
      userRole: '50',
      userType: '100',
      orgId: 1,
      orgName: '业主',
      email: `${admin.userCode}@example.com`,
      passwordHash: await hashPassword(prehashPassword(admin.password)),
      pwdChangedAt: createTime,
      mustChangePassword: false,
      createTime,
    }),
  );
}

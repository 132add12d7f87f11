/**
 * Seeds accounts fast through the data modules, as the supplier import writes its primary accounts:
 * the records, their userCode guards and their project assignments (userItems, membershipItem) in
 * batches, then their list entries in one bulk publish (publishImportedUsers). The organisations and
 * their primary accounts come from the organisation seeding (createImportedSuppliers). What was
 * written is kept, to count the matches of every filter independently of the server.
 */
import { FIRST_NEW_USER_ID } from '#entities/org';
import { membershipItem } from '#entities/project';
import { publishImportedUsers, newUserRecord, userItems, type UserRecord } from '#entities/user';
import { hashPassword, prehashPassword } from '#kit/crypto/password';
import { chunk, runLimited } from '#kit/db/concurrency';
import { nextId, reserveIdsUpTo } from '#kit/db/ids';
import { keys } from '#kit/db/keys';
import { batchGetAll, batchWrite } from '#kit/db/paging';
import type { BenchAdmin } from './bench-admin';
import { randomSource } from './org-fixtures';
import { BENCH_CONTACT, type ExpectedOrgs } from './org-seeding';

/** An account as the lists should show and filter it. */
export interface ExpectedUser {
  id: number;
  linkman: string;
  orgName: string;
  userCode: string;
  linkPhone: string;
  userRole: string;
  /** The delivery projects it takes part in (the rule of user-list-query.ts Participation, applied here on the seeded data). */
  projects: Set<number>;
}

export class ExpectedUsers {
  private readonly byId = new Map<number, ExpectedUser>();
  private newestFirst: ExpectedUser[] | undefined;

  add(user: ExpectedUser): void {
    this.byId.set(user.id, user);
    this.newestFirst = undefined;
  }

  get size(): number {
    return this.byId.size;
  }

  /** Newest (highest id) first, as the list answers. */
  all(): ExpectedUser[] {
    this.newestFirst ??= [...this.byId.values()].sort((a, b) => b.id - a.id);
    return this.newestFirst;
  }

  ids(filter: (user: ExpectedUser) => boolean): number[] {
    return this.all()
      .filter(filter)
      .map((user) => user.id);
  }
}

/** An organisation accounts are added to. */
export interface SeededOrg {
  id: number;
  orgCode: string;
  orgName: string;
  projects: number[];
  /** The last generated login's number (orgCode_001, …). */
  sequence: number;
}

const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
];
const GIVEN = [
  ...'伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉兰萍红建国建华志强志明海燕文博子涵浩然宇轩欣怡梓萱思远晓东立新春梅国庆永刚',
];
const DEPARTMENTS = ['', '', '采购部', '工程部', '质量部', '设备部', '项目部', '销售部'];
const MAIL_DOMAINS = ['example.com', 'example.cn', 'mail.example.com', 'corp.example.cn'];
const MOBILE_PREFIXES = ['130', '131', '132', '135', '136', '137', '138', '139', '150', '151', '158', '159', '177', '186', '188', '189'];
/** The all-users list's categories, about as often as a project would have them. */
const ROLES: ReadonlyArray<[role: string, weight: number]> = [
  ['10', 0.6],
  ['20', 0.2],
  ['90', 0.12],
  ['50', 0.08],
];

export class UserFactory {
  private readonly random: () => number;

  constructor(seed: number) {
    this.random = randomSource(seed);
  }

  pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.random() * values.length)] as T;
  }

  private digits(count: number): string {
    return Array.from({ length: count }, () => Math.floor(this.random() * 10)).join('');
  }

  name(): string {
    const given = Array.from({ length: this.random() < 0.7 ? 2 : 1 }, () => this.pick(GIVEN)).join('');
    return `${this.pick(SURNAMES)}${given}`;
  }

  mobile(): string {
    return `${this.pick(MOBILE_PREFIXES)}${this.digits(8)}`;
  }

  role(): string {
    let draw = this.random();
    for (const [role, weight] of ROLES) {
      draw -= weight;
      if (draw < 0) return role;
    }
    return ROLES[0]![0];
  }

  department(): string {
    return this.pick(DEPARTMENTS);
  }

  mailDomain(): string {
    return this.pick(MAIL_DOMAINS);
  }

  /** 1–3 distinct projects out of `projectIds` (all of them when there are fewer). */
  projectsOf(projectIds: readonly number[]): number[] {
    const count = Math.min(projectIds.length, 1 + Math.floor(this.random() * 3));
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(this.pick(projectIds));
    return [...chosen].sort((a, b) => a - b);
  }
}

/**
 * The organisations the organisation seeding wrote (seedSuppliers), with their primary accounts added
 * to `expected`: the account's id read back from each organisation record, the rest as
 * primaryAccountOf makes it (login = organisation code, contact = BENCH_CONTACT, role = supplier).
 */
export async function adoptSeededOrgs(orgIds: readonly number[], orgs: ExpectedOrgs, expected: ExpectedUsers): Promise<SeededOrg[]> {
  const records = await batchGetAll(orgIds.map((id) => keys.org(id)));
  const byId = new Map(orgs.all().map((org) => [org.id, org]));
  return records.map((record) => {
    const org = byId.get(Number(record.id))!;
    const projects = [...org.projects].sort((a, b) => a - b);
    expected.add({
      id: Number(record.primaryUserId),
      linkman: BENCH_CONTACT.linkman,
      orgName: org.orgName,
      userCode: org.orgCode,
      linkPhone: BENCH_CONTACT.mobile,
      userRole: String(record.orgType),
      projects: new Set(projects),
    });
    return { id: org.id, orgCode: org.orgCode, orgName: org.orgName, projects, sequence: 0 };
  });
}

/** The benchmark's administrator: of the operating organisation (createBenchAdmin), so in every delivery project. */
export function expectAdmin(admin: BenchAdmin, projectIds: readonly number[], expected: ExpectedUsers): void {
  expected.add({
    id: admin.id,
    linkman: '系统管理员',
    orgName: '业主',
    userCode: admin.userCode,
    linkPhone: '',
    userRole: '50',
    projects: new Set(projectIds),
  });
}

export interface UserSeedTiming {
  users: number;
  memberships: number;
  recordsMs: number;
  publishMs: number;
}

let sharedHash: Promise<string> | undefined;

/**
 * `count` ordinary accounts (no user type) spread at random over `orgs`, each assigned 1–3 of its
 * organisation's projects; ids from the user counter (a block taken past its current value).
 */
export async function seedUsers(count: number, orgs: SeededOrg[], factory: UserFactory, expected: ExpectedUsers): Promise<UserSeedTiming> {
  sharedHash ??= hashPassword(prehashPassword('Bench#User1'));
  const passwordHash = await sharedHash;
  const firstId = await nextId('user', FIRST_NEW_USER_ID);
  await reserveIdsUpTo('user', firstId + count - 1);
  const createTime = new Date().toISOString();
  const records: UserRecord[] = Array.from({ length: count }, (_, index) => {
    const org = factory.pick(orgs);
    org.sequence += 1;
    const userCode = `${org.orgCode}_${String(org.sequence).padStart(3, '0')}`;
    const mobile = factory.mobile();
    return newUserRecord({
      id: firstId + index,
      userCode,
      linkman: factory.name(),
      userRole: factory.role(),
      userType: '',
      orgId: org.id,
      orgName: org.orgName,
      orgDepartment: factory.department(),
      email: `${userCode.toLowerCase()}@${factory.mailDomain()}`,
      email2: '',
      phone: mobile,
      phone2: '',
      linkPhone: mobile,
      businessLicence: '',
      permissionType: [],
      passwordHash,
      pwdChangedAt: createTime,
      mustChangePassword: false,
      assignedProjectIds: factory.projectsOf(org.projects),
      createTime,
    });
  });
  const items = records.flatMap((record) => {
    const { entity, guard } = userItems(record);
    const memberships = (record.assignedProjectIds ?? []).map((projectId) => membershipItem({ userId: record.id, projectId, createTime }));
    return [entity, guard, ...memberships];
  });
  const started = performance.now();
  await runLimited(chunk(items, 25), 16, (batch) => batchWrite(batch.map((Item) => ({ PutRequest: { Item } }))));
  const recordsMs = performance.now() - started;
  await publishImportedUsers(records);
  const publishMs = performance.now() - started - recordsMs;

  const orgProjects = new Map(orgs.map((org) => [org.id, new Set(org.projects)]));
  for (const record of records) {
    const joined = orgProjects.get(record.orgId) ?? new Set<number>();
    expected.add({
      id: record.id,
      linkman: record.linkman,
      orgName: record.orgName,
      userCode: record.userCode,
      linkPhone: record.linkPhone,
      userRole: record.userRole,
      projects: new Set((record.assignedProjectIds ?? []).filter((projectId) => joined.has(projectId))),
    });
  }
  return {
    users: count,
    memberships: items.length - 2 * count,
    recordsMs: Math.round(recordsMs),
    publishMs: Math.round(publishMs),
  };
}

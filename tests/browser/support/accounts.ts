import { randomUUID } from 'node:crypto';
import { addMembership } from '#entities/project';
import { createUser } from '#entities/user';
import { resetConfigForTests } from '#kit/config';
import { hashPassword, prehashPassword } from '#kit/crypto/password';
import { resetDbClient } from '#kit/db/client';
import { nextId } from '#kit/db/ids';
import type { ProvidedPlatform } from '#test/local-services';

/**
 * Accounts the account-lifecycle tests may change (password, e-mail, phone) or lock, written straight
 * into the platform's table with the functions' own data modules. The demo accounts are shared with the
 * other browser files (their printed passwords), so no test here ever touches one.
 */

/** Cheap scrypt parameters for fixtures only; verification reads the parameters from the hash. */
const FAST = { N: 2 ** 10, r: 8, p: 1, keyLength: 32 };

export const FIXTURE_ORG = { orgId: 101, orgName: '华东泵业有限公司' } as const;

let pointedAt: string | undefined;

/**
 * Points this test worker's copy of the functions' data modules at the platform's DynamoDB Local
 * (the platform itself runs in the vitest main process, with its own environment).
 */
export function useFunctionData(platform: ProvidedPlatform): void {
  if (pointedAt === platform.dynamodbEndpoint) return;
  process.env.TABLE_NAME = platform.tableName;
  process.env.DYNAMODB_ENDPOINT = platform.dynamodbEndpoint;
  process.env.AWS_REGION = platform.region;
  // DynamoDB Local runs with -sharedDb: any credentials are accepted.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  process.env.UPLOAD_BUCKET ??= 'browser-tests-unused';
  resetConfigForTests();
  resetDbClient();
  pointedAt = platform.dynamodbEndpoint;
}

export interface FreshUserOptions {
  password?: string;
  linkman?: string;
  /** '' forces /addInfo (spec §4, account lifecycle). Default `<userCode>@example.com`. */
  email?: string;
  /** The sign-in mobile; default a number derived from the id, so no two fresh users share one. */
  phone?: string;
  extension?: string;
  /** loginPwdState '1': the initial password must be changed (/resetPassword). */
  mustChangePassword?: boolean;
  /** ISO time of the last password change; default now. */
  pwdChangedAt?: string;
  /** Another organisation than the fixture's (its id and name). */
  org?: { orgId: number; orgName: string };
  /** '100' for an organisation's primary account; default '0'. */
  userType?: string;
  /** The organisation's kind of account: '10' supplier (the default), '20' contractor, '90' owner. */
  userRole?: string;
  /** Projects the account is assigned to (its organisation must have joined them). */
  projectIds?: number[];
}

export interface FreshUser {
  id: number;
  userCode: string;
  password: string;
  linkman: string;
  email: string;
  phone: string;
  extension: string;
}

/** Mobile numbers unique per user id: `<prefix>` + the id in 8 digits (1[3-9]x prefixes are valid). */
export function mobileFor(id: number, prefix: '139' | '137' | '135' = '139'): string {
  return `${prefix}${String(id).padStart(8, '0').slice(-8)}`;
}

/** A password the policy accepts (length 8–20, four character classes, not a common one). */
export function strongPassword(tag = ''): string {
  return `Bt#${tag}${randomUUID().replace(/-/g, '').slice(0, 6)}9x`;
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

/** A new enabled supplier user (of organisation 101 unless told) with no projects. */
export async function createFreshUser(platform: ProvidedPlatform, options: FreshUserOptions = {}): Promise<FreshUser> {
  useFunctionData(platform);
  const id = await nextId('user', 200_000);
  const userCode = `bt_${randomUUID().slice(0, 8)}`;
  const password = options.password ?? strongPassword();
  const linkman = options.linkman ?? `测试用户${id}`;
  const email = options.email ?? `${userCode}@example.com`;
  const phone = options.phone ?? mobileFor(id);
  const extension = options.extension ?? '';
  const now = new Date().toISOString();
  await createUser({
    id,
    userCode,
    linkman,
    userRole: options.userRole ?? '10',
    userType: options.userType ?? '0',
    ...(options.org ?? FIXTURE_ORG),
    orgDepartment: '',
    email,
    email2: '',
    phone,
    phone2: '',
    linkPhone: phone,
    businessLicence: '',
    permissionType: [],
    passwordHash: await hashPassword(prehashPassword(password), FAST),
    pwdChangedAt: options.pwdChangedAt ?? now,
    mustChangePassword: options.mustChangePassword ?? false,
    extension,
    createTime: now,
    assignedProjectIds: options.projectIds ?? [],
  });
  for (const projectId of options.projectIds ?? []) await addMembership({ userId: id, projectId, createTime: now });
  return { id, userCode, password, linkman, email, phone, extension };
}

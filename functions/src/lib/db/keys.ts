import { invalid } from '../errors';

/** Key builders: every key of the single table is written here and nowhere else (docs/data-model.md). */
const pad = (id: number) => String(id).padStart(10, '0');

/**
 * DynamoDB refuses key values over 2048 (partition) or 1024 (sort) bytes with a ValidationException.
 * Inputs are bounded long before this (shared validators); a value that still gets here is the
 * caller's, answered as invalid input before any storage call.
 */
const MAX_KEY_PART_BYTES = 512;
const part = (value: string) => {
  if (Buffer.byteLength(value, 'utf8') > MAX_KEY_PART_BYTES) throw invalid({}, 'validation.invalid');
  return value;
};
const folded = (value: string) => part(value.trim().toLowerCase());

export const keys = {
  user: (id: number) => ({ pk: `USER#${id}`, sk: 'PROFILE' }),
  userCodeGuard: (userCode: string) => ({ pk: `UNIQUE#USERCODE#${folded(userCode)}`, sk: 'UNIQUE' }),
  usersOfOrg: (orgId: number) => `ORG#${orgId}#USERS`,
  userSortKey: (id: number) => `USER#${pad(id)}`,

  org: (id: number) => ({ pk: `ORG#${id}`, sk: 'PROFILE' }),
  orgCodeGuard: (orgCode: string) => ({ pk: `UNIQUE#ORGCODE#${folded(orgCode)}`, sk: 'UNIQUE' }),
  allOrgs: () => 'ORGS',
  orgSortKey: (id: number) => `ORG#${pad(id)}`,

  orgImportLock: () => ({ pk: 'ORGCAT', sk: 'IMPORTLOCK' }),
  /** A supplier import job's own partition (docs/data-model.md A29): its manifest, the codes it writes, its write lanes. */
  orgImportManifest: (jobId: string) => ({ pk: `IMPORT#${part(jobId)}`, sk: 'MANIFEST' }),
  orgImportChunk: (jobId: string, index: number) => ({ pk: `IMPORT#${part(jobId)}`, sk: `CHUNK#${pad(index)}` }),
  orgImportLane: (jobId: string, lane: number) => ({ pk: `IMPORT#${part(jobId)}`, sk: `LANE#${pad(lane)}` }),
  orgImportChunkPrefix: () => 'CHUNK#',

  /** A list index (docs/data-model.md "List index"): entries spread over shards, and a change log. */
  listShard: (index: string, shard: number) => `LIST#${index}#${String(shard).padStart(2, '0')}`,
  listEntrySortKey: (id: number) => pad(id),
  listLog: (index: string) => `LIST#${index}#LOG`,

  project: (id: number) => ({ pk: `PROJECT#${id}`, sk: 'PROFILE' }),
  allProjects: () => 'PROJECTS',
  projectSortKey: (id: number) => `PROJECT#${pad(id)}`,

  membership: (userId: number, projectId: number) => ({ pk: `USER#${userId}`, sk: `MEMBER#${pad(projectId)}` }),
  membershipPrefix: () => 'MEMBER#',
  membersOfProject: (projectId: number) => `PROJECT#${projectId}#MEMBERS`,

  session: (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),
  sessionsOfUser: (userId: number) => `USER#${userId}#SESSIONS`,

  captcha: (key: string) => ({ pk: `CAPTCHA#${part(key)}`, sk: 'CAPTCHA' }),
  code: (purpose: string, target: string) => ({ pk: `CODE#${purpose}#${folded(target)}`, sk: 'CODE' }),
  codeRate: (purpose: string, target: string, day: string) => ({ pk: `CODERATE#${purpose}#${folded(target)}#${day}`, sk: 'RATE' }),
  oneTimeKey: (kind: string, keyHash: string) => ({ pk: `ONETIME#${kind}#${part(keyHash)}`, sk: 'KEY' }),
  usersByPhone: (phone: string) => `PHONE#${part(phone.trim())}`,
  loginFailures: (userCode: string) => ({ pk: `LOGINFAIL#${folded(userCode)}`, sk: 'COUNTER' }),

  /** Log rows are partitioned by project and month so no partition grows without bound. */
  logPartition: (projectId: number, createTime: string) => `LOG#${projectId}#${createTime.slice(0, 7)}`,
  logsOfUser: (userCode: string) => `LOGUSER#${folded(userCode)}`,

  counter: (name: string) => ({ pk: `COUNTER#${name}`, sk: 'COUNTER' }),
  /** A name-only 'Add user' just made in an organisation (expires after seconds): a repeated submit is told, not doubled. */
  recentUserCreate: (orgId: number, linkman: string) => ({ pk: `USERCREATE#${orgId}#${folded(linkman)}`, sk: 'RECENT' }),

  /** A project's engineering breakdown (docs/data-model.md "Audit"): a head naming the live version, and its chunks. */
  auditBreakdown: (projectId: number) => ({ pk: `AUDITBD#${projectId}`, sk: 'HEAD' }),
  auditBreakdownChunk: (projectId: number, version: number, index: number) => ({
    pk: `AUDITBD#${projectId}`,
    sk: `CHUNK#${pad(version)}#${pad(index)}`,
  }),
  /** One account's assignment for a project and audit role, in the (project, cbs, role) partition coverage reads. */
  auditAssignment: (projectId: number, cbsId: number, auditRole: string, userId: number) => ({
    pk: `AUDIT#${projectId}#${cbsId}#${part(auditRole)}`,
    sk: `USER#${pad(userId)}`,
  }),
  auditAssignmentsOfUser: (userId: number) => `AUDITUSER#${userId}`,
  auditAssignmentOfUserSortKey: (projectId: number, auditRole: string) => `${pad(projectId)}#${part(auditRole)}`,
  auditMatrix: () => 'AUDITMATRIX',
  auditMatrixSortKey: (orgId: number, userId: number, projectId: number, auditRole: string) =>
    `${pad(orgId)}#${pad(userId)}#${pad(projectId)}#${part(auditRole)}`,
  auditMatrixOrgPrefix: (orgId: number) => `${pad(orgId)}#`,

  /** Background jobs (docs/data-model.md A32–A35); the unfinished ones are listed on gsi1 for recovery. */
  job: (id: string) => ({ pk: `JOB#${part(id)}`, sk: 'JOB' }),
  unfinishedJobs: () => 'JOBS#UNFINISHED',
  unfinishedJobSortKey: (createdAt: string, id: string) => `${createdAt}#${id}`,
};

import { invalid } from '#kit/errors';

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
  /** The organisation a contractor create gave this name (normalised spelling; docs/decisions.md "Contractor names are claimed"). */
  orgNameClaim: (spelling: string) => ({ pk: `UNIQUE#ORGNAME#${spelling}`, sk: 'UNIQUE' }),
  allOrgs: () => 'ORGS',
  orgSortKey: (id: number) => `ORG#${pad(id)}`,

  /** One staged import at a time, of any kind (the item keeps the key it had when only suppliers were imported). */
  stagedImportLock: () => ({ pk: 'ORGCAT', sk: 'IMPORTLOCK' }),
  /** A staged import job's own partition (docs/data-model.md A29): its manifest, the codes it writes, its write lanes. */
  stagedImportManifest: (jobId: string) => ({ pk: `IMPORT#${part(jobId)}`, sk: 'MANIFEST' }),
  stagedImportChunk: (jobId: string, index: number) => ({ pk: `IMPORT#${part(jobId)}`, sk: `CHUNK#${pad(index)}` }),
  stagedImportLane: (jobId: string, lane: number) => ({ pk: `IMPORT#${part(jobId)}`, sk: `LANE#${pad(lane)}` }),
  stagedImportChunkPrefix: () => 'CHUNK#',

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
  /** Operation log (docs/data-model.md "Operation log"): an organisation's rows, counters per filter and bucket, the roll-up. */
  logsOfOrg: (projectId: number, orgKey: string) => `LOGORG#${projectId}#${part(orgKey)}`,
  logCounter: (projectId: number, dim: string) => `LOGCNT#${projectId}#${part(dim)}`,
  logDigest: (projectId: number, parent: string) => `LOGSUM#${projectId}#${parent}`,
  logRollState: (projectId: number) => ({ pk: `LOGROLL#${projectId}`, sk: 'STATE' }),

  counter: (name: string) => ({ pk: `COUNTER#${name}`, sk: 'COUNTER' }),
  /** A name-only 'Add user' just made in an organisation (expires after seconds): a repeated submit is told, not doubled. */
  recentUserCreate: (orgId: number, linkman: string) => ({ pk: `USERCREATE#${orgId}#${folded(linkman)}`, sk: 'RECENT' }),

  /** A project's engineering breakdown (docs/data-model.md "Audit"): a head naming the live version, and its chunks. */
  auditBreakdown: (projectId: number) => ({ pk: `AUDITBD#${projectId}`, sk: 'HEAD' }),
  auditBreakdownChunk: (projectId: number, version: number, index: number) => ({
    pk: `AUDITBD#${projectId}`,
    sk: `CHUNK#${pad(version)}#${pad(index)}`,
  }),
  /** What a factory object class of a project requires of every tag (docs/data-model.md "Digital delivery"). */
  classRequirements: (projectId: number, classCode: string) => ({ pk: `DELIVERY#${projectId}`, sk: `CLASS#${part(classCode)}` }),
  classRequirementsPrefix: () => 'CLASS#',
  /** A requirements workbook import (docs/data-model.md D12): its manifest in the project's partition, and per class written what it replaced. */
  requirementsImportManifest: (projectId: number, jobId: string) => ({ pk: `DELIVERY#${projectId}`, sk: `REQIMPORT#${part(jobId)}` }),
  requirementsImportManifestPrefix: () => 'REQIMPORT#',
  requirementsImportUndo: (jobId: string, classCode: string) => ({ pk: `REQIMPORT#${part(jobId)}`, sk: `CLASS#${part(classCode)}` }),
  /** What is delivered for one tag, in its project's delivery partition, grouped by contract (docs/data-model.md). */
  tagDelivery: (projectId: number, contractId: number, tagId: number) => ({
    pk: `DELIVERY#${projectId}`,
    sk: `TAG#${pad(contractId)}#${pad(tagId)}`,
  }),
  tagDeliveriesOfContractPrefix: (contractId: number) => `TAG#${pad(contractId)}#`,
  /** Every tag's delivery record of a project, in its delivery partition. */
  tagDeliveriesPrefix: () => 'TAG#',
  deliveryPartition: (projectId: number) => `DELIVERY#${projectId}`,
  /** One uploaded revision of one document of a tag: never overwritten. */
  documentRevision: (tagId: number, documentKey: string, revision: number) => ({
    pk: `DELIVERYDOC#${tagId}`,
    sk: `${part(documentKey)}#${pad(revision)}`,
  }),
  /** A contract's tags are being written by a delivery workbook import: the supplier's own writes wait (docs/data-model.md D11). */
  deliveryWorkbookLock: (contractId: number) => ({ pk: `DELIVERYLOCK#${contractId}`, sk: 'LOCK' }),
  /** A delivery workbook import's own partition: its manifest and each tag's record before and after. */
  deliveryWorkbookManifest: (jobId: string) => ({ pk: `DELIVERYIMPORT#${part(jobId)}`, sk: 'MANIFEST' }),
  deliveryWorkbookStage: (jobId: string, tagId: number) => ({ pk: `DELIVERYIMPORT#${part(jobId)}`, sk: `TAG#${pad(tagId)}` }),
  deliveryWorkbookStagePrefix: () => 'TAG#',
  /** A submitted tag waiting for one reviewer, oldest first. */
  reviewQueueEntry: (userId: number, submittedAt: string, tagId: number) => ({
    pk: `REVIEWQ#${userId}`,
    sk: `${submittedAt}#${pad(tagId)}`,
  }),
  /** How many entries wait in the reviewer's queue, moved with them; its sort key sorts before every entry's. */
  reviewQueueCount: (userId: number) => ({ pk: `REVIEWQ#${userId}`, sk: '#COUNT' }),
  /** A contract's, a supplier's or the whole project's delivery counts, kept current by every write. */
  deliveryRollup: (projectId: number, scope: string) => ({ pk: `DELIVERY#${projectId}`, sk: `ROLLUP#${scope}` }),
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

  /** A maturity-score row's record and its edits (docs/data-model.md "Scores"): one partition per supplier and project. */
  scoreRecord: (orgId: number, projectId: number) => ({ pk: `SCORE#${orgId}#${projectId}`, sk: 'RECORD' }),
  scoreHistoryEntry: (orgId: number, projectId: number, version: number) => ({
    pk: `SCORE#${orgId}#${projectId}`,
    sk: `HIST#${pad(version)}`,
  }),
  scoreHistoryPrefix: () => 'HIST#',

  /** A notice (docs/data-model.md "Notices"); its list rows live in the `notice` list index. */
  notice: (id: number) => ({ pk: `NOTICE#${id}`, sk: 'NOTICE' }),
  /** The notices one account has opened: one small item per account. */
  noticeReads: (userId: number) => ({ pk: `USER#${userId}`, sk: 'NOTICEREADS' }),
  /** A notice the server wrote for one account (docs/data-model.md "Notices", NO6–NO9): id = `<createTime>#<event>`. */
  personalNotice: (userId: number, id: string) => ({ pk: `INBOX#${userId}`, sk: part(id) }),
  personalNotices: (userId: number) => `INBOX#${userId}`,
  /** gsi2 (sparse): an account's personal notices while unread. */
  unreadPersonalNotices: (userId: number) => `INBOXUNREAD#${userId}`,

  /** A DHMC person on a project (docs/data-model.md "DHMC people"): one partition per project, one item per account. */
  dhmcPerson: (projectId: number, userId: number) => ({ pk: `DHMC#${projectId}`, sk: `USER#${pad(userId)}` }),
  dhmcPeople: (projectId: number) => `DHMC#${projectId}`,

  /** Device administration (docs/data-model.md "Device administration"): contracts and tag numbers, each its own item. */
  deviceContract: (id: number) => ({ pk: `DEVCONTRACT#${id}`, sk: 'CONTRACT' }),
  allDeviceContracts: () => 'DEVCONTRACTS',
  deviceContractSortKey: (id: number) => pad(id),
  deviceContractNoGuard: (projectId: number, contractNo: string) => ({
    pk: `UNIQUE#DEVCONTRACT#${projectId}#${folded(contractNo)}`,
    sk: 'UNIQUE',
  }),
  deviceTag: (id: number) => ({ pk: `DEVTAG#${id}`, sk: 'TAG' }),
  allDeviceTags: () => 'DEVTAGS',
  deviceTagSortKey: (contractId: number, id: number) => `${pad(contractId)}#${pad(id)}`,
  deviceTagsOfContractPrefix: (contractId: number) => `${pad(contractId)}#`,
  deviceTagGuard: (projectId: number, tagNumber: string) => ({ pk: `UNIQUE#DEVTAG#${projectId}#${folded(tagNumber)}`, sk: 'UNIQUE' }),
  tagsOfPump: (pumpId: number) => `PUMPTAGS#${pumpId}`,

  /** Background jobs (docs/data-model.md A32–A35); the unfinished ones are listed on gsi1 for recovery. */
  job: (id: string) => ({ pk: `JOB#${part(id)}`, sk: 'JOB' }),
  unfinishedJobs: () => 'JOBS#UNFINISHED',
  unfinishedJobSortKey: (createdAt: string, id: string) => `${createdAt}#${id}`,

  /** Single sign-on (docs/data-model.md "Single sign-on"): OIDC transactions by state, the provider of an SSO session. */
  oidcTransaction: (stateHash: string) => ({ pk: `OIDCTX#${part(stateHash)}`, sk: 'OIDCTX' }),
  ssoSession: (tokenHash: string) => ({ pk: `SESSION#${part(tokenHash)}`, sk: 'SSO' }),
  /** Partner platforms: one item each, listed on gsi1; a used hand-off nonce per partner until it is too late anyway. */
  partner: (id: number) => ({ pk: `PARTNER#${id}`, sk: 'PARTNER' }),
  allPartners: () => 'PARTNERS',
  /** One item per partner name in use (trimmed, case and spacing ignored): two partners cannot share one. */
  partnerName: (name: string) => ({ pk: `PARTNERNAME#${name.trim().replace(/\s+/g, ' ').toLowerCase()}`, sk: 'PARTNERNAME' }),
  partnerSortKey: (id: number) => pad(id),
  partnerNonce: (partnerId: number, nonceHash: string) => ({ pk: `PARTNERNONCE#${partnerId}#${part(nonceHash)}`, sk: 'NONCE' }),
  /** The inventory system: the account's registration there, and its hand-overs (newest last). */
  inventoryAccount: (userId: number) => ({ pk: `USER#${userId}`, sk: 'INVENTORY' }),
  inventoryHandOver: (userId: number, at: string) => ({ pk: `INVHANDOVER#${userId}`, sk: at }),
};

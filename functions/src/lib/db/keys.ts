/** Key builders: every key of the single table is written here and nowhere else (docs/data-model.md). */
const pad = (id: number) => String(id).padStart(10, '0');

export const keys = {
  user: (id: number) => ({ pk: `USER#${id}`, sk: 'PROFILE' }),
  userCodeGuard: (userCode: string) => ({ pk: `UNIQUE#USERCODE#${userCode.trim().toLowerCase()}`, sk: 'UNIQUE' }),
  usersOfOrg: (orgId: number) => `ORG#${orgId}#USERS`,
  userSortKey: (id: number) => `USER#${pad(id)}`,

  org: (id: number) => ({ pk: `ORG#${id}`, sk: 'PROFILE' }),
  orgCodeGuard: (orgCode: string) => ({ pk: `UNIQUE#ORGCODE#${orgCode.trim().toLowerCase()}`, sk: 'UNIQUE' }),
  allOrgs: () => 'ORGS',
  orgSortKey: (id: number) => `ORG#${pad(id)}`,

  /** The organisation catalogue (docs/data-model.md A27): a head with the change sequence, buckets of 100 ids. */
  orgCatalogueHead: () => ({ pk: 'ORGCAT', sk: 'HEAD' }),
  orgCatalogueBucket: (bucket: number) => ({ pk: 'ORGCAT', sk: `BUCKET#${pad(bucket)}` }),
  orgCatalogueBucketPrefix: () => 'BUCKET#',
  orgCatalogueChanges: () => 'ORGCAT#CHANGES',
  orgCatalogueChangeKey: (changeSeq: number, bucket: number) => `${pad(changeSeq)}#${pad(bucket)}`,
  orgImportLock: () => ({ pk: 'ORGCAT', sk: 'IMPORTLOCK' }),

  project: (id: number) => ({ pk: `PROJECT#${id}`, sk: 'PROFILE' }),
  allProjects: () => 'PROJECTS',
  projectSortKey: (id: number) => `PROJECT#${pad(id)}`,

  membership: (userId: number, projectId: number) => ({ pk: `USER#${userId}`, sk: `MEMBER#${pad(projectId)}` }),
  membershipPrefix: () => 'MEMBER#',
  membersOfProject: (projectId: number) => `PROJECT#${projectId}#MEMBERS`,

  session: (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),
  sessionsOfUser: (userId: number) => `USER#${userId}#SESSIONS`,

  captcha: (key: string) => ({ pk: `CAPTCHA#${key}`, sk: 'CAPTCHA' }),
  code: (purpose: string, target: string) => ({ pk: `CODE#${purpose}#${target.trim().toLowerCase()}`, sk: 'CODE' }),
  codeRate: (purpose: string, target: string, day: string) => ({ pk: `CODERATE#${purpose}#${target.trim().toLowerCase()}#${day}`, sk: 'RATE' }),
  oneTimeKey: (kind: string, keyHash: string) => ({ pk: `ONETIME#${kind}#${keyHash}`, sk: 'KEY' }),
  usersByPhone: (phone: string) => `PHONE#${phone.trim()}`,
  loginFailures: (userCode: string) => ({ pk: `LOGINFAIL#${userCode.trim().toLowerCase()}`, sk: 'COUNTER' }),

  /** Log rows are partitioned by project and month so no partition grows without bound. */
  logPartition: (projectId: number, createTime: string) => `LOG#${projectId}#${createTime.slice(0, 7)}`,
  logsOfUser: (userCode: string) => `LOGUSER#${userCode.trim().toLowerCase()}`,

  counter: (name: string) => ({ pk: `COUNTER#${name}`, sk: 'COUNTER' }),
};

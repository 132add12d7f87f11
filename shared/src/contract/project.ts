import * as z from 'zod/mini';
import { INPUT_LIMITS, PROJECT_STATES } from '../constants';
import { projectOrgRowSchema, projectRowSchema } from '../entities/org';
import { listResult } from '../envelope';
import { filterText, id, idList, pageQuery, recordVersion, text } from '../validators/common';
import { projectCreateInput } from '../validators/project';
import { defineEndpoint } from './endpoint';

const PROJECT_ADMINS = ['admin', 'admin1'] as const;
const projectId = id();
/** Y/N (suppliers) or y/n (contractors) on the wire; either case is accepted, '' means all. */
const addedFlag = z.pipe(
  z.pipe(
    z._default(z.optional(text(1, 'validation.invalid')), ''),
    z.transform((value) => value.toLowerCase()),
  ),
  z.enum(['', 'y', 'n'], { error: 'validation.invalid' }),
);
const link = z.object({ projectId, orgId: id() });
/** The project's names travel with its organisations, so the screen's heading is in the reader's language. */
const linkRows = z.extend(listResult(projectOrgRowSchema), { projectName: z.string(), projectNameEn: z.string() });

export const projectList = defineEndpoint({
  id: 'project.list',
  domain: 'project',
  method: 'GET',
  path: '/project/admin/list_project',
  input: z.extend(pageQuery, { projectName: filterText }),
  output: listResult(projectRowSchema),
  access: PROJECT_ADMINS,
});

export const projectCreate = defineEndpoint({
  id: 'project.create',
  domain: 'project',
  method: 'POST',
  path: '/project/admin/create',
  input: projectCreateInput,
  output: projectRowSchema,
  access: PROJECT_ADMINS,
  log: 'log.projectCreated',
});

export const projectUpdateState = defineEndpoint({
  id: 'project.updateState',
  domain: 'project',
  method: 'POST',
  path: '/project/update_state',
  /** version: optional on the wire (spec §7 sends projectId and state); checked when sent, and the web always sends it. */
  input: z.object({
    projectId,
    state: z.enum(PROJECT_STATES, { error: 'validation.projectState.required' }),
    version: z.optional(recordVersion),
  }),
  output: projectRowSchema,
  access: PROJECT_ADMINS,
  log: 'log.projectStateChanged',
});

export const projectListOrg = defineEndpoint({
  id: 'project.listOrg',
  domain: 'project',
  method: 'GET',
  path: '/project/admin/list_org',
  input: z.extend(pageQuery, { projectId, flag: addedFlag, orgCode: filterText, orgName: filterText }),
  output: linkRows,
  access: PROJECT_ADMINS,
  aliases: { addState: 'flag' },
});

export const projectListCbs = defineEndpoint({
  id: 'project.listCbs',
  domain: 'project',
  method: 'GET',
  path: '/project/admin/list_cbs',
  input: z.extend(pageQuery, { projectId, flag: addedFlag, orgCode: filterText, orgName: filterText }),
  output: linkRows,
  access: PROJECT_ADMINS,
  aliases: { addState: 'flag' },
});

const linkEndpoint = (id: string, path: string, log: 'log.orgJoined' | 'log.orgRemoved') =>
  defineEndpoint({ id, domain: 'project', method: 'POST', path, input: link, output: z.null(), access: PROJECT_ADMINS, log });

export const projectAddOrg = linkEndpoint('project.addOrg', '/project/admin/add_org', 'log.orgJoined');
export const projectRemoveOrg = linkEndpoint('project.removeOrg', '/project/admin/remove_org', 'log.orgRemoved');
export const projectAddCbs = linkEndpoint('project.addCbs', '/project/admin/add_cbs', 'log.orgJoined');
export const projectRemoveCbs = linkEndpoint('project.removeCbs', '/project/admin/remove_cbs', 'log.orgRemoved');

/** Why an organisation or account got no password; 'inUse' only when the caller chose not to reset (confirmReset 'n'). */
export const PASSWORD_SKIP_REASONS = ['noPrimaryAccount', 'noEmail', 'accountDisabled', 'orgDisabled', 'inUse'] as const;
export type PasswordSkipReason = (typeof PASSWORD_SKIP_REASONS)[number];

/**
 * Resetting accounts already in use (docs/decisions.md "Send password tells the truth"): absent, such
 * accounts stop the whole send and are named; 'y' resets them too; 'n' sends only to the others.
 */
const confirmReset = z.optional(z.enum(['y', 'n'], { error: 'validation.invalid' }));

const passwordAccountSchema = z.object({
  orgId: z.number(),
  orgName: z.string(),
  userId: z.number(),
  userCode: z.string(),
  email: z.string(),
});
const passwordSkipSchema = z.object({
  orgId: z.number(),
  orgName: z.string(),
  userId: z.optional(z.number()),
  userCode: z.optional(z.string()),
  reason: z.enum(PASSWORD_SKIP_REASONS),
});
export type PasswordAccount = z.infer<typeof passwordAccountSchema>;
export type PasswordSkip = z.infer<typeof passwordSkipSchema>;

/**
 * Who got a password and who did not, and why; `sent` and `skipped` are the counts spec §7 callers
 * read. While `needsConfirmation` is not empty nothing was sent and `heldBack` waits with it.
 */
export const sendPasswordResultSchema = z.object({
  sent: z.number().check(z.int()),
  skipped: z.number().check(z.int()),
  sentTo: z.array(passwordAccountSchema),
  notSent: z.array(passwordSkipSchema),
  needsConfirmation: z.array(passwordAccountSchema),
  heldBack: z.array(passwordAccountSchema),
});
export type SendPasswordResult = z.infer<typeof sendPasswordResultSchema>;

/**
 * Sends one account its sign-in name and a fresh initial password by e-mail. The spec passes userId
 * (projectId optional); a project's organisation row passes orgId with its projectId, and the
 * organisation's primary accounts receive it. Who may receive: docs/decisions.md, object-level rules.
 */
export const projectSendPasswordSingle = defineEndpoint({
  id: 'project.sendPasswordSingle',
  domain: 'project',
  method: 'GET',
  path: '/project/send_pwd_single',
  input: z.object({ userId: z.optional(id()), orgId: z.optional(id()), projectId: z.optional(projectId), confirmReset }).check(
    z.refine((value) => (value.userId === undefined) !== (value.orgId === undefined), { error: 'validation.invalid' }),
    z.refine((value) => value.orgId === undefined || value.projectId !== undefined, { error: 'validation.invalid', path: ['projectId'] }),
  ),
  output: sendPasswordResultSchema,
  access: PROJECT_ADMINS,
  log: 'log.passwordSent',
});

/** Every organisation in the project (of the kind): their primary accounts receive a fresh initial password. */
export const projectSendPasswordAll = defineEndpoint({
  id: 'project.sendPasswordAll',
  domain: 'project',
  method: 'GET',
  path: '/project/send_pwd_all',
  input: z.object({ projectId, kind: z.optional(z.enum(['supplier', 'contractor'])), confirmReset }),
  output: sendPasswordResultSchema,
  access: PROJECT_ADMINS,
  log: 'log.passwordSentAll',
});

/*
 * Project assignment of accounts (spec §2.18 "Project management", §7; issue 12). The tree of an
 * account's organisation's projects, with the contractors (cbs) a supplier works for there and the audit
 * roles its organisation offers; the admin's calls that set a project's assigned accounts.
 */
const USER_MANAGERS = ['admin', 'userManage', 'userAdmin'] as const;

/** A project option: 'projectId', or 'projectId@auditRole@auditRoleName' when an audit role is chosen. */
export const PROJECT_OPTION_PATTERN = /^\d{1,10}(@[\w-]{1,20}@[^@,]{0,50})?$/;
const projectOption = text(INPUT_LIMITS.filterMax).check(z.regex(PROJECT_OPTION_PATTERN, { error: 'validation.invalid' }));
const projectOptions = z.union(
  [
    z.array(projectOption).check(z.maxLength(INPUT_LIMITS.projectsPerUserMax, { error: 'validation.invalid' })),
    z.pipe(
      z.pipe(
        z.string().check(z.maxLength(INPUT_LIMITS.projectsPerUserMax * 20, { error: 'validation.invalid' })),
        z.transform((value) => value.split(',').filter((part) => part !== '')),
      ),
      z.array(projectOption).check(z.maxLength(INPUT_LIMITS.projectsPerUserMax, { error: 'validation.invalid' })),
    ),
  ],
  { error: 'validation.invalid' },
);
const ADD_STATE = z.enum(['y', 'n']);

export const userProjectCbsSchema = z.object({ cbsId: z.number(), orgCode: z.string(), orgName: z.string(), addState: ADD_STATE });
export const userProjectAuditRoleSchema = z.object({
  /** 'projectId@auditRole@auditRoleName' (spec §2.18). */
  value: z.string(),
  /** 'projectName-auditRoleName' in the caller's language. */
  label: z.string(),
  auditRole: z.string(),
  auditRoleName: z.string(),
  addState: ADD_STATE,
});
/** Spec §3 "User project tree item": the children are the contractors (cbs), shown when there are several. */
export const userProjectTreeItemSchema = z.object({
  projectId: z.number(),
  projectName: z.string(),
  projectNameEn: z.string(),
  addState: ADD_STATE,
  children: z.array(userProjectCbsSchema),
  auditRoles: z.array(userProjectAuditRoleSchema),
});
export type UserProjectTreeItem = z.infer<typeof userProjectTreeItemSchema>;

export const projectUserProjectCbsList = defineEndpoint({
  id: 'project.userProjectCbsList',
  domain: 'project',
  method: 'GET',
  path: '/project/supp/user_project_cbs_list',
  input: z.object({ userId: id() }),
  output: z.array(userProjectTreeItemSchema),
  access: USER_MANAGERS,
});

/** The assignment as saved: the record's project ids. */
export const userProjectsSavedSchema = z.object({ userId: z.number(), projectIds: z.array(z.number()) });

/**
 * Replaces the account's assignments: projectIds are project options; cbs narrows a project to some
 * of its contractors (none listed for a project: all of them).
 */
export const userProjectUpdateInput = z.object({
  userId: id(),
  projectIds: projectOptions,
  cbs: z._default(
    z.optional(
      z.array(z.object({ projectId, cbsId: id() })).check(z.maxLength(INPUT_LIMITS.projectsPerUserMax, { error: 'validation.invalid' })),
    ),
    [],
  ),
});
export type UserProjectUpdateInput = z.input<typeof userProjectUpdateInput>;

export const projectUserProjectUpdate = defineEndpoint({
  id: 'project.userProjectUpdate',
  domain: 'project',
  method: 'POST',
  path: '/project/supp/user_project_update',
  input: userProjectUpdateInput,
  output: userProjectsSavedSchema,
  access: USER_MANAGERS,
  log: 'log.userProjectsChanged',
});

export const projectUserCandidateSchema = z.object({
  id: z.number(),
  userCode: z.string(),
  linkman: z.string(),
  orgId: z.number(),
  orgName: z.string(),
  /** 'y' when the account is assigned to the project already. */
  addState: ADD_STATE,
});

/** Accounts of the project's organisations (not their primary accounts) matching the query in userCode, linkman or orgName. */
export const projectSearchUser = defineEndpoint({
  id: 'project.searchUser',
  domain: 'project',
  method: 'GET',
  path: '/project/search_user',
  input: z.extend(pageQuery, { projectId, query: filterText }),
  output: listResult(projectUserCandidateSchema),
  access: PROJECT_ADMINS,
});

/** Sets the project's assigned accounts to exactly these ids (of its organisations' non-primary accounts). */
export const projectChangeUser = defineEndpoint({
  id: 'project.changeUser',
  domain: 'project',
  method: 'POST',
  path: '/project/change_user',
  input: z.object({ projectId, ids: idList(INPUT_LIMITS.projectMembersMax) }),
  output: z.object({ added: z.number(), removed: z.number() }),
  access: PROJECT_ADMINS,
  log: 'log.projectUsersChanged',
});

export const projectRemoveUser = defineEndpoint({
  id: 'project.removeUser',
  domain: 'project',
  method: 'POST',
  path: '/project/remove_user',
  input: z.object({ projectId, userId: id() }),
  output: z.null(),
  access: PROJECT_ADMINS,
  log: 'log.projectUserRemoved',
});

export const PROJECT_ENDPOINTS = [
  projectList,
  projectCreate,
  projectUpdateState,
  projectListOrg,
  projectListCbs,
  projectAddOrg,
  projectRemoveOrg,
  projectAddCbs,
  projectRemoveCbs,
  projectSendPasswordSingle,
  projectSendPasswordAll,
  projectUserProjectCbsList,
  projectUserProjectUpdate,
  projectSearchUser,
  projectChangeUser,
  projectRemoveUser,
];

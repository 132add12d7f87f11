import { z } from 'zod';
import { PROJECT_STATES } from '../constants';
import { listResult } from '../envelope';
import { projectOrgRowSchema, projectRowSchema } from '../entities/org';
import { filterText, id, pageQuery, recordVersion, text } from '../validators/common';
import { projectCreateInput } from '../validators/project';
import { defineEndpoint } from './endpoint';

const PROJECT_ADMINS = ['admin', 'admin1'] as const;
const projectId = id();
/** Y/N (suppliers) or y/n (contractors) on the wire; either case is accepted, '' means all. */
const addedFlag = text(1, 'validation.invalid')
  .optional()
  .default('')
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['', 'y', 'n'], { error: 'validation.invalid' }));
const link = z.object({ projectId, orgId: id() });
/** The project's names travel with its organisations, so the screen's heading is in the reader's language. */
const linkRows = listResult(projectOrgRowSchema).extend({ projectName: z.string(), projectNameEn: z.string() });

export const projectList = defineEndpoint({
  id: 'project.list',
  domain: 'project',
  method: 'GET',
  path: '/project/admin/list_project',
  input: pageQuery.extend({ projectName: filterText }),
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
    version: recordVersion.optional(),
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
  input: pageQuery.extend({ projectId, flag: addedFlag, orgCode: filterText, orgName: filterText }),
  output: linkRows,
  access: PROJECT_ADMINS,
  aliases: { addState: 'flag' },
});

export const projectListCbs = defineEndpoint({
  id: 'project.listCbs',
  domain: 'project',
  method: 'GET',
  path: '/project/admin/list_cbs',
  input: pageQuery.extend({ projectId, flag: addedFlag, orgCode: filterText, orgName: filterText }),
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
const confirmReset = z.enum(['y', 'n'], { error: 'validation.invalid' }).optional();

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
  userId: z.number().optional(),
  userCode: z.string().optional(),
  reason: z.enum(PASSWORD_SKIP_REASONS),
});
export type PasswordAccount = z.infer<typeof passwordAccountSchema>;
export type PasswordSkip = z.infer<typeof passwordSkipSchema>;

/**
 * Who got a password and who did not, and why; `sent` and `skipped` are the counts spec §7 callers
 * read. While `needsConfirmation` is not empty nothing was sent and `heldBack` waits with it.
 */
export const sendPasswordResultSchema = z.object({
  sent: z.number().int(),
  skipped: z.number().int(),
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
  input: z
    .object({ userId: id().optional(), orgId: id().optional(), projectId: projectId.optional(), confirmReset })
    .refine((value) => (value.userId === undefined) !== (value.orgId === undefined), { error: 'validation.invalid' })
    .refine((value) => value.orgId === undefined || value.projectId !== undefined, { error: 'validation.invalid', path: ['projectId'] }),
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
  input: z.object({ projectId, kind: z.enum(['supplier', 'contractor']).optional(), confirmReset }),
  output: sendPasswordResultSchema,
  access: PROJECT_ADMINS,
  log: 'log.passwordSentAll',
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
];

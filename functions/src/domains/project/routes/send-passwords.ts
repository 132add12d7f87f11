import {
  ENABLED_STATE,
  ERROR_CODE,
  ORG_TYPE,
  projectSendPasswordAll,
  projectSendPasswordSingle,
  type Language,
  type SendPasswordResult,
} from '@sddp/shared';
import { orgsInProject, getOrg, requireOrg } from '#entities/org';
import { requireProject } from '#entities/project';
import { usersOfOrg, getUser } from '#entities/user';
import { route } from '#http/route';
import { type RouteCall } from '#http/types';
import { AppError } from '#kit/errors';
import { assertPasswordOrg, assertPasswordRecipient, isPasswordOrgKind } from '../data/password-recipients';
import { mailInitialPassword } from './initial-password-mail';
import { accountEntry, planPasswords, type PasswordTarget } from './password-plan';

/** By userId (spec §7) the named account, by orgId (a project's row) the organisation's users; both checked first (403/404). */
async function singleTarget({ userId, orgId, projectId }: RouteCall<typeof projectSendPasswordSingle>['input']): Promise<PasswordTarget> {
  if (userId !== undefined) {
    const user = await getUser(userId);
    if (!user) throw new AppError(ERROR_CODE.notFound, 'error.userNotFound');
    const org = await getOrg(user.orgId);
    assertPasswordRecipient(user, org, projectId);
    return { org, users: [user] };
  }
  const org = await requireOrg(orgId ?? 0);
  assertPasswordOrg(org, projectId);
  return { org, users: await usersOfOrg(org.id) };
}

/** Plans the send, mails what the plan allows, and answers every organisation's outcome. */
async function sendPasswords(
  targets: readonly PasswordTarget[],
  confirmReset: 'y' | 'n' | undefined,
  language: Language,
): Promise<SendPasswordResult> {
  const plan = planPasswords(targets, confirmReset);
  for (const { user } of plan.send) await mailInitialPassword(user, language);
  return {
    sent: plan.send.length,
    skipped: plan.notSent.length,
    sentTo: plan.send.map(accountEntry),
    notSent: plan.notSent,
    needsConfirmation: plan.needsConfirmation.map(accountEntry),
    heldBack: plan.heldBack.map(accountEntry),
  };
}

export const sendPasswordSingleRoute = route(projectSendPasswordSingle, async ({ input, language, setLogParams }) => {
  const result = await sendPasswords([await singleTarget(input)], input.confirmReset, language);
  // The log row is written for every answered send; '—' when it sent nothing (language-neutral, as the row is re-rendered per reader).
  setLogParams({ userCodes: result.sentTo.map((sent) => sent.userCode).join(', ') || '—' });
  return result;
});

export const sendPasswordAllRoute = route(projectSendPasswordAll, async ({ input, language, setLogParams }) => {
  const project = await requireProject(input.projectId);
  const orgType = input.kind === undefined ? undefined : input.kind === 'supplier' ? ORG_TYPE.supplier : ORG_TYPE.contractor;
  const targets: PasswordTarget[] = [];
  for (const org of await orgsInProject(project.id, orgType)) {
    // A disabled organisation is named as skipped without reading its users.
    if (isPasswordOrgKind(org)) targets.push({ org, users: org.state === ENABLED_STATE.enabled ? await usersOfOrg(org.id) : [] });
  }
  const result = await sendPasswords(targets, input.confirmReset, language);
  setLogParams({ projectName: project.projectName, sent: String(result.sent) });
  return result;
});

import { ERROR_CODE, formatMessage, ORG_TYPE, projectSendPasswordAll, projectSendPasswordSingle, type Language } from '@sddp/shared';
import { assertPasswordOrg, assertPasswordRecipient, isRecipientAccount, receivesPasswords } from '../../lib/access/password-recipients';
import { config } from '../../lib/config';
import { freshInitialPassword } from '../../lib/crypto/initial-password';
import { hashPassword, prehashPassword } from '../../lib/crypto/password';
import { orgsInProject } from '../../lib/data/org-listing';
import { getOrg, requireOrg } from '../../lib/data/orgs';
import { requireProject } from '../../lib/data/projects';
import { usersOfOrg } from '../../lib/data/user-listing';
import { setInitialPassword } from '../../lib/data/user-updates';
import { getUser, type UserRecord } from '../../lib/data/users';
import { AppError } from '../../lib/errors';
import { route, type RouteCall } from '../../lib/http/types';
import { sendEmail } from '../../lib/notify';
import { passwordPolicy } from '../../lib/password-policy';

interface Outcome {
  sent: UserRecord[];
  skipped: number;
}

/** The accounts an organisation's password goes to: its enabled primary accounts. */
async function primaryAccounts(orgId: number): Promise<UserRecord[]> {
  return (await usersOfOrg(orgId)).filter(isRecipientAccount);
}

/** By userId (spec §7) the named account, by orgId (a project's row) the organisation's accounts; both checked first. */
async function singleRecipients({ userId, orgId, projectId }: RouteCall<typeof projectSendPasswordSingle>['input']): Promise<UserRecord[]> {
  if (userId !== undefined) {
    const user = await getUser(userId);
    if (!user) throw new AppError(ERROR_CODE.notFound, 'error.userNotFound');
    assertPasswordRecipient(user, await getOrg(user.orgId), projectId);
    return [user];
  }
  const org = await requireOrg(orgId ?? 0);
  assertPasswordOrg(org, projectId);
  return primaryAccounts(org.id);
}

/**
 * Each account gets a new random initial password (it must change it at the next sign-in, and its
 * open sessions end) and an e-mail naming the account and the password. No e-mail address: skipped.
 */
async function sendInitialPasswords(users: readonly UserRecord[], language: Language): Promise<Outcome> {
  const outcome: Outcome = { sent: [], skipped: 0 };
  for (const user of users) {
    if (!user.email.trim()) {
      outcome.skipped += 1;
      continue;
    }
    const password = freshInitialPassword(user);
    await setInitialPassword(user, await hashPassword(prehashPassword(password)), { history: passwordPolicy().history });
    await sendEmail({
      to: user.email,
      subject: formatMessage(language, 'notify.initialPassword.subject'),
      text: formatMessage(language, 'notify.initialPassword.text', {
        linkman: user.linkman || user.userCode,
        userCode: user.userCode,
        password,
        link: `${config().PUBLIC_URL}/login`,
      }),
    });
    outcome.sent.push(user);
  }
  if (outcome.sent.length === 0) throw new AppError(ERROR_CODE.invalid, 'error.noRecipients');
  return outcome;
}

export const sendPasswordSingleRoute = route(projectSendPasswordSingle, async ({ input, language, setLogParams }) => {
  const outcome = await sendInitialPasswords(await singleRecipients(input), language);
  setLogParams({ userCodes: outcome.sent.map((sent) => sent.userCode).join(', ') });
  return { sent: outcome.sent.length, skipped: outcome.skipped };
});

export const sendPasswordAllRoute = route(projectSendPasswordAll, async ({ input, language, setLogParams }) => {
  const project = await requireProject(input.projectId);
  const orgType = input.kind === undefined ? undefined : input.kind === 'supplier' ? ORG_TYPE.supplier : ORG_TYPE.contractor;
  const recipients: UserRecord[] = [];
  for (const org of await orgsInProject(project.id, orgType)) {
    if (receivesPasswords(org, project.id)) recipients.push(...(await primaryAccounts(org.id)));
  }
  const outcome = await sendInitialPasswords(recipients, language);
  setLogParams({ projectName: project.projectName, sent: String(outcome.sent.length) });
  return { sent: outcome.sent.length, skipped: outcome.skipped };
});

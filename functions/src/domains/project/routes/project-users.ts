import { projectChangeUser, projectRemoveUser, projectSearchUser, USER_TYPE } from '@sddp/shared';
import { assertAssignableAccount, assertProjectMemberTarget } from '#access/assignment-targets';
import { isOperatingOrg } from '#access/operating-org';
import { userNotFound } from '#access/user-targets';
import { orgsInProject, requireOrg } from '#entities/org';
import { setAssignment, membersOfProject, requireProject } from '#entities/project';
import { currentUserListCopy, readUserNow } from '#entities/user';
import { route } from '#http/route';

/** The organisations in the project that have accounts to assign (never the operating one). */
const orgIdsIn = async (projectId: number) =>
  new Set((await orgsInProject(projectId)).filter((org) => !isOperatingOrg(org)).map((org) => org.id));

/** GET /project/search_user: the project's organisations' assignable accounts matching the query (userCode, linkman or orgName). */
export const searchProjectUsersRoute = route(projectSearchUser, async ({ input }) => {
  const project = await requireProject(input.projectId);
  const [orgIds, members] = await Promise.all([orgIdsIn(project.id), membersOfProject(project.id)]);
  const assigned = new Set(members.map((member) => member.userId));
  const needle = input.query.toLowerCase();
  const matches = (await currentUserListCopy()).rows.filter(
    (user) =>
      orgIds.has(user.orgId) &&
      user.userType !== USER_TYPE.primary &&
      (!needle || user.search.userCode.includes(needle) || user.search.linkman.includes(needle) || user.search.orgName.includes(needle)),
  );
  const start = (input.page - 1) * input.limit;
  const rows = matches.slice(start, start + input.limit).map((user) => ({
    id: user.id,
    userCode: user.userCode,
    linkman: user.linkman,
    orgId: user.orgId,
    orgName: user.orgName,
    addState: assigned.has(user.id) ? ('y' as const) : ('n' as const),
  }));
  return { rows, total: matches.length };
});

/**
 * POST /project/change_user: the project's assigned accounts become exactly `ids`. Every id is checked
 * first (nothing changes when one is refused); then each account changes in its own transaction, so
 * an interrupted call is completed by repeating it. Accounts kept keep their contractors and audit roles.
 */
export const changeProjectUsersRoute = route(projectChangeUser, async ({ input, setLogParams }) => {
  const project = await requireProject(input.projectId);
  const orgIds = await orgIdsIn(project.id);
  const wanted = [...new Set(input.ids)];
  for (const userId of wanted) {
    const user = await readUserNow(userId);
    if (!user) throw userNotFound();
    assertProjectMemberTarget(user, orgIds, project.id);
  }
  const current = new Set((await membersOfProject(project.id)).map((member) => member.userId));
  const added = wanted.filter((userId) => !current.has(userId));
  const removed = [...current].filter((userId) => !wanted.includes(userId));
  for (const userId of added) {
    await setAssignment(userId, project.id, { projectId: project.id, cbsIds: [], auditRoles: [] }, (user) =>
      assertProjectMemberTarget(user, orgIds, project.id),
    );
  }
  for (const userId of removed) await setAssignment(userId, project.id, undefined);
  setLogParams({ projectName: project.projectName, count: String(wanted.length) });
  return { added: added.length, removed: removed.length };
});

/** POST /project/remove_user: one account leaves the project's assignments (repeating it changes nothing). */
export const removeProjectUserRoute = route(projectRemoveUser, async ({ input, setLogParams }) => {
  const project = await requireProject(input.projectId);
  const user = await readUserNow(input.userId);
  if (!user) throw userNotFound();
  assertAssignableAccount(user, await requireOrg(user.orgId));
  await setAssignment(user.id, project.id, undefined);
  setLogParams({ userCode: user.userCode, linkman: user.linkman, projectName: project.projectName });
  return null;
});

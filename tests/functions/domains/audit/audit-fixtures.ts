import { handler } from '#domains/audit/handler';
import { replaceBreakdown } from '#entities/project-breakdown';
import { call } from '#test/api-event';
import { createTestProject, createTestUser } from '#test/fixtures';
import { createTestOrg } from '#test/orgs';
import { tokenFor } from '#test/sign-in';

export const MAIN_ITEMS = [
  { code: '1100', name: '常减压装置' },
  { code: '1200', name: '催化裂化装置' },
];
export const CLASSES = [
  { code: 'P-01', name: '离心泵', type: '泵' },
  { code: 'V-01', name: '立式容器', type: '容器' },
];

/**
 * A contractor in a fresh project above 8004 with its engineering breakdown, a user manager
 * (userRole 20, userType 100: the userManage grant) and two reviewers assigned to the project.
 */
export async function auditWorld(orgType: '20' | '90' = '20') {
  const project = await createTestProject();
  const org = await createTestOrg({ orgType, projects: { [String(project.id)]: new Date().toISOString() } });
  await replaceBreakdown(project.id, MAIN_ITEMS, CLASSES);
  const userRole = orgType === '20' ? '20' : '90';
  const manager = await createTestUser({ orgId: org.id, orgName: org.orgName, userRole, userType: '100' });
  const reviewerA = await createTestUser({
    orgId: org.id,
    orgName: org.orgName,
    userRole,
    userType: '0',
    projectIds: [project.id],
    orgDepartment: '机械',
  });
  const reviewerB = await createTestUser({ orgId: org.id, orgName: org.orgName, userRole, userType: '0', projectIds: [project.id] });
  return { project, org, manager, managerToken: await tokenFor(manager.userCode), reviewerA, reviewerB };
}

export const auditCall = <T = unknown>(
  token: string,
  path: string,
  options: { query?: Record<string, string>; body?: unknown; language?: string } = {},
) =>
  call<T>(handler, {
    method: options.body === undefined ? 'GET' : 'POST',
    path: `/user/admin/${path}`,
    token,
    ...(options.query ? { query: options.query } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.language ? { language: options.language } : {}),
  });

/** A §7 save body: main items with their factory object codes. */
export const saveBody = (projectId: number, userId: number, orgId: number, auditRole: string, items: Record<string, string[]>) => ({
  projectId,
  auditRole,
  userId,
  orgId,
  list: Object.entries(items).map(([code, codes]) => ({
    code,
    name: code,
    type: 1,
    childNodes: codes.map((child) => ({ code: child, name: child, type: 2 })),
  })),
});

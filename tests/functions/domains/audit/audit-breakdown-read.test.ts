import { describe, expect, it } from 'vitest';
import type { ProjectBreakdown } from '@sddp/shared';
import { replaceBreakdown } from '#entities/project-breakdown';
import { createTestProject } from '#test/fixtures';
import { signedIn } from '#test/orgs';
import { auditCall, auditWorld, CLASSES, MAIN_ITEMS } from './audit-fixtures';

const readBreakdown = (token: string, projectId: number, language?: string) =>
  auditCall<ProjectBreakdown>(token, 'breakdown', { query: { projectId: String(projectId) }, ...(language ? { language } : {}) });

describe('reading a project engineering breakdown (GET /user/admin/breakdown)', () => {
  it('answers the main items and the factory object classes with their types, for either administrator', async () => {
    const { project } = await auditWorld();
    for (const role of ['admin', 'admin1'] as const) {
      const { token } = await signedIn(role);
      const response = await readBreakdown(token, project.id);
      expect(response.code).toBe(200);
      expect(response.result).toEqual({ projectId: project.id, version: 1, mainItems: MAIN_ITEMS, classes: CLASSES });
    }
  });

  it('follows a replace: the new breakdown, whole', async () => {
    const project = await createTestProject();
    await replaceBreakdown(project.id, MAIN_ITEMS, CLASSES);
    await replaceBreakdown(project.id, [{ code: '3100', name: '加氢裂化装置' }], []);
    const { token } = await signedIn('admin');
    expect((await readBreakdown(token, project.id)).result).toEqual({
      projectId: project.id,
      version: 2,
      mainItems: [{ code: '3100', name: '加氢裂化装置' }],
      classes: [],
    });
  });

  it('is empty (version 0) for a project that has none', async () => {
    const project = await createTestProject();
    const { token } = await signedIn('admin');
    expect((await readBreakdown(token, project.id)).result).toEqual({ projectId: project.id, version: 0, mainItems: [], classes: [] });
  });

  it('refuses a project that does not exist, in the reader language', async () => {
    const { token } = await signedIn('admin');
    const zh = await readBreakdown(token, 987_654);
    expect(zh.code).toBe(404);
    expect(zh.message).toMatch(/项目/);
    const en = await readBreakdown(token, 987_654, 'en');
    expect(en.code).toBe(404);
    expect(en.message).toMatch(/project/i);
  });

  it('is for administrators only', async () => {
    const { project, managerToken } = await auditWorld();
    expect((await readBreakdown(managerToken, project.id)).code).toBe(403);
    for (const role of ['userAdmin', 'user', 'provider'] as const) {
      const { token } = await signedIn(role);
      expect((await readBreakdown(token, project.id)).code).toBe(403);
    }
  });

  it('refuses a malformed project id with a field message', async () => {
    const { token } = await signedIn('admin');
    const response = await auditCall(token, 'breakdown', { query: { projectId: 'abc' } });
    expect(response.code).toBe(400);
  });
});

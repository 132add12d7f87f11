import { describe, expect, it } from 'vitest';
import type { PlatformGlance } from '@sddp/shared';
import { countEnabled, countProjects } from '#domains/audit/data/platform-counts';
import { handler as auditHandler } from '#domains/audit/handler';
import { call } from '#test/api-event';
import { ADMIN_ROLES, OTHER_ROLES, signedIn } from '#test/orgs';

const glance = (token: string | undefined, language?: string) =>
  call<PlatformGlance>(auditHandler, { path: '/dashboard/admin/glance', ...(token ? { token } : {}), ...(language ? { language } : {}) });

const beijingToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('GET /dashboard/admin/glance', () => {
  it('is for the administrators only', async () => {
    for (const role of ADMIN_ROLES) expect((await glance((await signedIn(role)).token)).code, role).toBe(200);
    for (const role of OTHER_ROLES) expect((await glance((await signedIn(role)).token)).code, role).toBe(403);
    expect((await glance(undefined)).code).toBe(401);
  });

  it('gives the recent operations to the primary administrator only, who alone reads the log, newest first', async () => {
    const { token: admin1 } = await signedIn('admin1');
    expect((await glance(admin1)).result).not.toHaveProperty('recent');
    const { token } = await signedIn('admin');
    const { result } = await glance(token, 'en');
    expect(result.recent!.length).toBeGreaterThan(0);
    expect(result.recent!.length).toBeLessThanOrEqual(10);
    const times = result.recent!.map((row) => row.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(result.recent!.every((row) => row.projectId === 8000)).toBe(true);
  });

  it("charts the last fourteen Beijing days of sign-ins, today's own sign-in included", async () => {
    const { token } = await signedIn('admin1');
    const { signIns } = (await glance(token)).result;
    expect(signIns).toHaveLength(14);
    expect(signIns.at(-1)!.day).toBe(beijingToday());
    expect(signIns.at(-1)!.count).toBeGreaterThanOrEqual(1);
  });
});

describe('the counts by state', () => {
  it('match a hand count, ignoring states they do not know', () => {
    expect(countEnabled([{ state: '1' }, { state: '0' }, { state: '1' }, { state: '' }])).toEqual({ enabled: 2, disabled: 1 });
    expect(countProjects([{ state: '10' }, { state: '20' }, { state: '20' }, { state: '50' }, { state: '30' }])).toEqual({
      notStarted: 1,
      inProgress: 2,
      completed: 1,
    });
  });
});

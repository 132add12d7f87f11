import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/api-event';
import { createTestUser } from '#test/fixtures';
import { createTestOrg } from '#test/orgs';
import { tokenFor } from '#test/sign-in';
import { adminToken, freshProjects, handler, inbox, insert, noticeBody, open, reader, setFlag, unread } from './notice-calls';

let admin: string;
let projectA: number;
let projectB: number;

beforeAll(async () => {
  admin = await adminToken();
  [projectA, projectB] = (await freshProjects(2)).map((project) => project.id) as [number, number];
});

const publish = async (fields: Record<string, unknown>, projects = [projectA]) =>
  (await insert(admin, noticeBody(projects, fields))).result;

describe('who a notice reaches', () => {
  it('by role: the roles in its scope, in one of its projects', async () => {
    const supplier = await reader('10', [projectA]);
    const contractor = await reader('20', [projectA]);
    const owner = await reader('90', [projectA]);
    const elsewhere = await reader('10', [projectB]);
    const notice = await publish({ scopeRoles: ['10', '90'], title: 'roles' });
    const ids = async (token: string) => (await inbox(token)).rows.map((row) => row.id);
    expect(await ids(supplier.token)).toEqual([notice.id]);
    expect(await ids(owner.token)).toEqual([notice.id]);
    expect(await ids(contractor.token)).toEqual([]);
    expect(await ids(elsewhere.token)).toEqual([]);
  });

  it('by organisation: every account of the organisations in its scope, in one of its projects', async () => {
    const org = await createTestOrg({
      projects: { [String(projectA)]: new Date().toISOString(), [String(projectB)]: new Date().toISOString() },
    });
    const member = await createTestUser({ orgId: org.id, userRole: '20', projectIds: [projectA] });
    const memberToken = await tokenFor(member.userCode);
    const outsider = await reader('20', [projectA]);
    const notice = await publish({ scopeType: '1', scopeOrgs: [org.orgCode], scopeRoles: ['10'], title: 'org' });
    expect((await inbox(memberToken)).rows.map((row) => row.id)).toEqual([notice.id]);
    expect((await inbox(outsider.token)).rows).toEqual([]);
    // Its projects still bound it: a notice of project B only does not reach a member of A only.
    await publish({ scopeType: '1', scopeOrgs: [org.orgCode], title: 'org, other project' }, [projectB]);
    expect((await inbox(memberToken)).total).toBe(1);
  });

  it('pinned first, then newest; a withdrawn notice disappears and comes back when sent again', async () => {
    const [project] = await freshProjects(1);
    const supplier = await reader('10', [project!.id]);
    const old = await publish({ title: 'old, pinned', topFlg: '1' }, [project!.id]);
    const middle = await publish({ title: 'middle' }, [project!.id]);
    const newest = await publish({ title: 'newest' }, [project!.id]);
    expect((await inbox(supplier.token)).rows.map((row) => row.id)).toEqual([old.id, newest.id, middle.id]);
    await setFlag(admin, 'cancelFlg', { id: newest.id, cancelFlg: '1', version: 1 });
    expect((await inbox(supplier.token)).rows.map((row) => row.id)).toEqual([old.id, middle.id]);
    expect(await unread(supplier.token)).toBe(2);
    expect((await open(supplier.token, newest.id)).code).toBe(404);
    await setFlag(admin, 'cancelFlg', { id: newest.id, cancelFlg: '0', version: 2 });
    expect((await inbox(supplier.token)).total).toBe(3);
  });
});

describe('reading', () => {
  it('opening marks read: the unread count drops once, however often it is opened', async () => {
    const [project] = await freshProjects(1);
    const supplier = await reader('10', [project!.id]);
    const first = await publish({ title: 'one', content: '<p>正文<script>x</script></p>' }, [project!.id]);
    await publish({ title: 'two' }, [project!.id]);
    expect(await unread(supplier.token)).toBe(2);
    const opened = await open(supplier.token, first.id);
    expect(opened.result).toMatchObject({ id: first.id, title: 'one', content: '<p>正文</p>', read: true });
    await open(supplier.token, first.id);
    expect(await unread(supplier.token)).toBe(1);
    expect((await inbox(supplier.token)).rows.map((row) => [row.title, row.read])).toEqual([
      ['two', false],
      ['one', true],
    ]);
  });

  it('answers 404 for a notice not addressed to the caller, and marks nothing', async () => {
    const [project] = await freshProjects(1);
    const contractor = await reader('20', [project!.id]);
    const notice = await publish({ title: 'suppliers only' }, [project!.id]);
    expect((await open(contractor.token, notice.id)).code).toBe(404);
    await insert(admin, noticeBody([project!.id], { scopeRoles: ['20'] }));
    expect(await unread(contractor.token)).toBe(1);
  });

  it("the project home: each of the caller's projects with its latest notices", async () => {
    const [p1, p2] = await freshProjects(2);
    const supplier = await reader('10', [p1!.id, p2!.id]);
    const inFirst = await publish({ title: 'p1' }, [p1!.id]);
    const inBoth = await publish({ title: 'both' }, [p1!.id, p2!.id]);
    const latest = await call<Array<{ projectId: number; notices: Array<{ id: number }> }>>(handler, {
      path: '/work/notice/projectLatest',
      token: supplier.token,
      query: { limit: '1' },
    });
    const byProject = Object.fromEntries(latest.result.map((entry) => [entry.projectId, entry.notices.map((notice) => notice.id)]));
    expect(byProject).toEqual({ [p1!.id]: [inBoth.id], [p2!.id]: [inBoth.id] });
    expect(inFirst.id).toBeLessThan(inBoth.id);
  });

  it('needs a session', async () => {
    expect((await call(handler, { path: '/work/notice/unreadCount' })).code).toBe(401);
  });
});

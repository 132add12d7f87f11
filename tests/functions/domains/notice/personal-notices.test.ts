import { describe, expect, it } from 'vitest';
import type { PersonalNoticePage, PersonalNoticeRow } from '@sddp/shared';
import { sendPersonalNotices, type PersonalNotice } from '#entities/personal-notice';
import { call } from '#test/api-event';
import { adminToken, freshProjects, handler, insert, noticeBody, reader, unread } from './notice-calls';

const page = async (token: string, query: Record<string, string> = {}, language?: string) =>
  (await call<PersonalNoticePage>(handler, { path: '/work/notice/personal', token, query, ...(language ? { language } : {}) })).result;
const openPersonal = (token: string, id: string) =>
  call<PersonalNoticeRow>(handler, { method: 'POST', path: '/work/notice/personal/open', token, body: { id } });

/** A notice the delivery domain would write for the account: the tag `tagId` of a contract in `projectId`. */
const notice = (userId: number, projectId: number, minute: number, fields: Partial<PersonalNotice> = {}): PersonalNotice => ({
  userId,
  noticeKind: 'tagApproved',
  event: `tag-${minute}-v1-tagApproved`,
  createTime: new Date(Date.UTC(2026, 2, 1, 8, minute)).toISOString(),
  params: {
    tagId: minute,
    tagNumber: `P-${minute}`,
    contractId: 1,
    contractNo: 'HT-1',
    contractName: '机泵',
    projectId,
    step: '',
    count: 0,
  },
  target: { screen: 'tag', tagId: minute },
  ...fields,
});

async function freshReader() {
  const [project] = await freshProjects(1);
  const account = await reader('10', [project!.id]);
  return { ...account, project: project! };
}

describe('personal notices (issue 29)', () => {
  it('come newest first, a page at a time: the cursor names the last row while older ones remain', async () => {
    const { user, token, project } = await freshReader();
    await sendPersonalNotices(Array.from({ length: 27 }, (_, minute) => notice(user.id, project.id, minute)));
    const first = await page(token, { limit: '10' });
    expect(first.rows.map((row) => row.title)).toEqual(Array.from({ length: 10 }, (_, index) => `位号 P-${26 - index} 的交付已审核通过`));
    expect(first.cursor).toBe(first.rows[9]!.id);
    const second = await page(token, { limit: '10', cursor: first.cursor });
    expect(second.rows.map((row) => row.target.tagId)).toEqual([16, 15, 14, 13, 12, 11, 10, 9, 8, 7]);
    const last = await page(token, { limit: '10', cursor: second.cursor });
    expect(last.rows.map((row) => row.target.tagId)).toEqual([6, 5, 4, 3, 2, 1, 0]);
    expect(last.cursor).toBe('');
    expect((await page(token, {}, 'en')).rows[0]).toMatchObject({
      title: 'Tag P-26: delivery approved',
      detail: `Contract HT-1 机泵 · ${project.projectNameEn}`,
    });
  });

  it('a notice written again (a retried write) is still one notice', async () => {
    const { user, token, project } = await freshReader();
    const once = notice(user.id, project.id, 1, {
      noticeKind: 'reviewWaiting',
      params: { ...notice(0, project.id, 1).params, step: '91' },
    });
    await sendPersonalNotices([once, once]);
    await sendPersonalNotices([once]);
    expect((await page(token)).rows).toEqual([expect.objectContaining({ kind: 'reviewWaiting', title: '位号 P-1 待您审核（专业审查）' })]);
    expect(await unread(token)).toBe(1);
  });

  it('opening marks read and takes it off the bell, which counts the notices addressed to the caller too', async () => {
    const { user, token, project } = await freshReader();
    await insert(await adminToken(), noticeBody([project.id], { title: 'addressed' }));
    await sendPersonalNotices([notice(user.id, project.id, 1), notice(user.id, project.id, 2)]);
    expect(await unread(token)).toBe(3);
    const [newest] = (await page(token)).rows;
    const opened = await openPersonal(token, newest!.id);
    expect(opened.result).toMatchObject({ id: newest!.id, read: true, target: { screen: 'tag', tagId: 2 } });
    expect((await openPersonal(token, newest!.id)).code).toBe(200);
    expect(await unread(token)).toBe(2);
    expect((await page(token)).rows.map((row) => [row.target.tagId, row.read])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('another account’s notice, or none, does not open (404); a malformed id is refused (400)', async () => {
    const owner = await freshReader();
    const other = await freshReader();
    await sendPersonalNotices([notice(owner.user.id, owner.project.id, 5)]);
    const [mine] = (await page(owner.token)).rows;
    expect((await openPersonal(other.token, mine!.id)).code).toBe(404);
    expect((await openPersonal(owner.token, '2026-03-01T08:05:00.000Z#tag-5-v9-tagApproved')).code).toBe(404);
    expect((await openPersonal(owner.token, 'NOTICE#1')).code).toBe(400);
    expect((await call(handler, { path: '/work/notice/personal', token: owner.token, query: { cursor: 'x' } })).code).toBe(400);
    expect((await page(owner.token)).rows[0]!.read).toBe(false);
    expect(await unread(other.token)).toBe(0);
  });
});

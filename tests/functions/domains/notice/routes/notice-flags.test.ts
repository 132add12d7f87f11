import { beforeAll, describe, expect, it } from 'vitest';
import { getItem, keys } from '#test/fixtures';
import { logTextsOf, signedIn } from '#test/orgs';
import { freshProjects, insert, noticeBody, setFlag } from '../notice-calls';

let token: string;
let userCode: string;
let projectIds: number[];

beforeAll(async () => {
  const admin = await signedIn('admin');
  token = admin.token;
  userCode = admin.user.userCode;
  projectIds = (await freshProjects(1)).map((project) => project.id);
});

describe('pin and withdraw (spec §4 Notice)', () => {
  it('pins and unpins: 0 → 1 → 0, version by version, with labels and log rows', async () => {
    const notice = (await insert(token, noticeBody(projectIds, { title: 'pin me', topFlg: '0' }))).result;
    expect((await setFlag(token, 'topFlg', { id: notice.id, topFlg: '1', version: 1 })).result).toMatchObject({
      topFlg: '1',
      topFlgCn: '已置顶',
      version: 2,
    });
    expect((await setFlag(token, 'topFlg', { id: notice.id, topFlg: '0', version: 2 })).result).toMatchObject({
      topFlg: '0',
      topFlgCn: '未置顶',
      version: 3,
    });
    expect(await logTextsOf(userCode)).toEqual(expect.arrayContaining(['通知置顶状态：pin me → 已置顶', '通知置顶状态：pin me → 未置顶']));
  });

  it('withdraws (cancelFlg 1, 已撤回) and sends again (0, 已发布)', async () => {
    const notice = (await insert(token, noticeBody(projectIds, { title: 'withdraw me' }))).result;
    expect((await setFlag(token, 'cancelFlg', { id: notice.id, cancelFlg: '1', version: 1 })).result).toMatchObject({
      cancelFlg: '1',
      cancelFlgCn: '已撤回',
    });
    expect((await setFlag(token, 'cancelFlg', { id: notice.id, cancelFlg: '0' })).result).toMatchObject({
      cancelFlg: '0',
      cancelFlgCn: '已发布',
    });
    expect(await logTextsOf(userCode)).toEqual(
      expect.arrayContaining(['通知发布状态：withdraw me → 已撤回', '通知发布状态：withdraw me → 已发布']),
    );
  });

  it('setting the flag it has writes nothing (a double click)', async () => {
    const notice = (await insert(token, noticeBody(projectIds))).result;
    expect((await setFlag(token, 'cancelFlg', { id: notice.id, cancelFlg: '0', version: 1 })).result).toMatchObject({ version: 1 });
    expect(await getItem(keys.notice(notice.id))).toMatchObject({ version: 1 });
  });

  it('refuses a click on a row older than the stored notice, answering the current row', async () => {
    const notice = (await insert(token, noticeBody(projectIds, { topFlg: '0' }))).result;
    await setFlag(token, 'topFlg', { id: notice.id, topFlg: '1', version: 1 });
    const stale = await setFlag(token, 'cancelFlg', { id: notice.id, cancelFlg: '1', version: 1 });
    expect(stale).toMatchObject({ status: 409, result: { current: { id: notice.id, topFlg: '1', cancelFlg: '0', version: 2 } } });
    expect(await getItem(keys.notice(notice.id))).toMatchObject({ cancelFlg: '0', version: 2 });
  });

  it.each(['2', 'y', ''])("refuses the flag value '%s'", async (value) => {
    const notice = (await insert(token, noticeBody(projectIds))).result;
    expect((await setFlag(token, 'topFlg', { id: notice.id, topFlg: value })).code).toBe(400);
    expect((await setFlag(token, 'cancelFlg', { id: notice.id, cancelFlg: value })).code).toBe(400);
  });
});

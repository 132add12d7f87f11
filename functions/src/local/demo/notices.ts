import { editNotice, getNotice, insertNotice, type NoticeRecord } from '#domains/notice/data/notices';
import { getProjects } from '#entities/project';

const AUTHOR = { createUser: '平台管理员', createUserId: 1 };

type DemoNotice = Pick<NoticeRecord, 'title' | 'scopeType' | 'scopeRoles' | 'scopeOrgs' | 'topFlg' | 'content'> & {
  projectIds: number[];
  withdrawn?: true;
};

/** One pinned, one withdrawn, scopes by role and by organisation: the list, the bell and the project home have data. */
const DEMO_NOTICES: readonly DemoNotice[] = [
  {
    title: '关于镇海项目资料提交截止时间的通知',
    projectIds: [8001, 8002],
    scopeType: '0',
    scopeRoles: ['10', '20'],
    scopeOrgs: [],
    topFlg: '1',
    content:
      '<h2>资料提交</h2><p>请各供应商和承包商于<strong>本月底</strong>前完成数字化交付资料的提交。</p><ul><li><p>设备数据表</p></li><li><p>图纸与说明书</p></li></ul>',
  },
  {
    title: '江南阀门：出厂检验资料补充',
    projectIds: [8001],
    scopeType: '1',
    scopeRoles: [],
    scopeOrgs: [{ id: 102, orgCode: '10010002', orgName: '江南阀门制造有限公司' }],
    topFlg: '0',
    content: '<p>请补充阀门出厂检验报告，详见<a href="https://example.com/" target="_blank" rel="noopener noreferrer">说明</a>。</p>',
  },
  {
    title: '平台维护通知（已撤回）',
    projectIds: [8001],
    scopeType: '0',
    scopeRoles: ['10', '20', '90'],
    scopeOrgs: [],
    topFlg: '0',
    content: '<p>平台将于周六凌晨维护两小时。</p>',
    withdrawn: true,
  },
];

/** First start only (demo-seed.ts); a data folder that already has notices is left as it is. */
export async function seedDemoNotices(now = new Date()): Promise<void> {
  if (await getNotice(1)) return;
  for (const [index, { projectIds, withdrawn, ...notice }] of DEMO_NOTICES.entries()) {
    const projects = (await getProjects(projectIds)).map((project) => ({
      id: project.id,
      name: project.projectName,
      nameEn: project.projectNameEn,
    }));
    const created = await insertNotice({
      ...notice,
      ...AUTHOR,
      projects,
      createTime: new Date(now.getTime() - (DEMO_NOTICES.length - index) * 3_600_000).toISOString(),
    });
    if (withdrawn) await editNotice(created.id, { change: () => ({ cancelFlg: '1' }) }, now);
  }
}

import type { PasswordAccount, ProjectOrgRow, ProjectRow, SendPasswordResult } from '@sddp/shared';

export const projectRow = (overrides: Partial<ProjectRow> = {}): ProjectRow => ({
  id: 1,
  projectId: 8001,
  projectName: '镇海项目',
  projectNameEn: 'Zhenhai Project',
  state: '20',
  indexUrl: 'https://zh.example.com/zhenhai',
  indexUrlEn: 'https://en.example.com/zhenhai',
  createTime: '2026-01-02 03:04:05',
  version: 2,
  ...overrides,
});

export const PROJECT_ROWS: ProjectRow[] = [
  projectRow(),
  projectRow({
    id: 2,
    projectId: 8002,
    projectName: '海南项目',
    projectNameEn: 'Hainan Project',
    state: '10',
    indexUrl: 'https://zh.example.com/hainan',
    indexUrlEn: '',
    createTime: '2026-02-03 04:05:06',
  }),
  projectRow({ id: 3, projectId: 8003, projectName: '九江项目', projectNameEn: 'Jiujiang Project', state: '50' }),
];

export const orgRow = (overrides: Partial<ProjectOrgRow> = {}): ProjectOrgRow => ({
  id: 11,
  projectId: 8001,
  orgId: 101,
  orgCode: '10000001',
  bpCode: 'BP-0001',
  orgName: '示例机械有限公司',
  orgType: '10',
  flag: 'Y',
  addState: 'y',
  state: '1',
  createTime: '2026-03-04 05:06:07',
  ...overrides,
});

export const ORG_ROWS: ProjectOrgRow[] = [
  orgRow(),
  orgRow({
    id: 12,
    orgId: 102,
    orgCode: '10000002',
    bpCode: 'BP-0002',
    orgName: '未加入科技有限公司',
    flag: 'N',
    addState: 'n',
    createTime: '',
  }),
];

/** An account a password send names: organisation `orgId`'s primary account. */
export const sentTo = (orgId: number, overrides: Partial<PasswordAccount> = {}): PasswordAccount => ({
  orgId,
  orgName: `机构${orgId}`,
  userId: orgId * 10,
  userCode: `A${orgId}`,
  email: `a${orgId}@example.com`,
  ...overrides,
});

/** The answer of send_pwd_single / send_pwd_all, its counts kept consistent with its lists. */
export const sendResult = (
  lists: Partial<Pick<SendPasswordResult, 'sentTo' | 'notSent' | 'needsConfirmation' | 'heldBack'>> = {},
): SendPasswordResult => {
  const result = { sentTo: [], notSent: [], needsConfirmation: [], heldBack: [], ...lists };
  return { sent: result.sentTo.length, skipped: result.notSent.length, ...result };
};

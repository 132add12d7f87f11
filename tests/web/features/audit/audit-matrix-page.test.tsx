import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuditMatrixRow } from '@sddp/shared';
import { AuditMatrixPage, auditMatrixSearchSchema } from '@/features/audit';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { beijingTime } from '../../support/fixtures';
import { queryOf, renderListScreen } from '../../support/render-list-screen';
import { useSignedInApi } from '../../support/signed-in-api';

const ROW: AuditMatrixRow = {
  id: '501-8007-21-1100',
  userId: 501,
  linkman: '张工',
  zhuanye: '机械',
  email: 'zhang@example.com',
  userCode: 'zhang',
  projectId: 8007,
  projectName: '安庆项目',
  auditRole: '21',
  auditRoleName: '承包商专业审核',
  zhuxianghao: '1100',
  gongChangDuiXiangMa: 'P-01,V-01',
  createTime: beijingTime(2026, 2, 5, 8, 9, 10).toISOString(),
};

const API = '/user-api/user/admin/audit_matrix';

useSignedInApi();

const render = (path = '/auditMatrix/list') =>
  renderListScreen(auditMatrixSearchSchema, (search, navigate) => <AuditMatrixPage search={search} navigate={navigate} />, path);

describe('AuditMatrixPage (§2.21)', () => {
  it('shows the columns and rows, with the total', async () => {
    stubFetch({ [`GET ${API}/list`]: () => envelope({ rows: [ROW], total: 1 }) });
    render();
    expect(await screen.findByText('张工')).toBeInTheDocument();
    for (const header of ['姓名', '专业', '邮箱', '登录账号', '主项号', '工厂对象码', '创建时间']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('P-01,V-01')).toBeInTheDocument();
    expect(screen.getByText('2026-03-05 08:09:10')).toBeInTheDocument();
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
  });

  it('filters by linkman and userCode, Enter searches, Reset clears', async () => {
    const fake = stubFetch({ [`GET ${API}/list`]: () => envelope({ rows: [], total: 0 }) });
    const { user } = render();
    await screen.findByText('暂无数据');
    await user.type(screen.getByLabelText('姓名'), '张{Enter}');
    await waitFor(() => expect(queryOf(fake.callsTo('/audit_matrix/list').at(-1)!.url)).toMatchObject({ linkman: '张' }));
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(queryOf(fake.callsTo('/audit_matrix/list').at(-1)!.url).linkman).toBeUndefined());
  });

  it('starts the download with the applied filters', async () => {
    const fake = stubFetch({
      [`GET ${API}/list`]: () => envelope({ rows: [ROW], total: 1 }),
      [`POST ${API}/download`]: () => envelope({ jobId: '33333333-3333-4333-8333-333333333333' }),
      'GET /user-api/job/status': () =>
        envelope({
          id: '33333333-3333-4333-8333-333333333333',
          kind: 'audit.matrixExport',
          state: 'done',
          progress: { phase: 'writing', total: 1, read: 0, checked: 0, written: 1 },
          result: { url: 'https://bucket.example/exports/1/x.xlsx', fileName: 'm.xlsx', rows: 1 },
        }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = render('/auditMatrix/list?userCode=zhang');
    await screen.findByText('张工');
    await user.click(screen.getByRole('button', { name: '下载审核矩阵' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://bucket.example/exports/1/x.xlsx', '_blank', 'noopener'));
    expect(fake.callsTo('/audit_matrix/download')[0]?.body).toEqual({ linkman: '', userCode: 'zhang' });
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserRow } from '@sddp/shared';
import { Toaster } from '@/components/ui/sonner';
import { AuditPermissionDialog } from '@/features/audit';
import { envelope, stubFetch, type FetchCall } from '../../support/fake-fetch';

export const reviewer: UserRow = {
  id: 501,
  linkman: '张工',
  userCode: 'zhang',
  userRole: '20',
  userType: '0',
  orgId: 201,
  orgName: '中化工程',
  orgDepartment: '机械',
  linkPhone: '13800138000',
  email: 'zhang@example.com',
  email2: '',
  allEmail: 'zhang@example.com',
  permissionType: '',
  projectList: [{ id: 8007, projectName: '安庆项目' }],
  userProjects: '安庆项目',
  state: '1',
  hasExtension: false,
  auditManagement: false,
  lastLoginTime: '',
  createTime: '2026-03-05T00:09:10.000Z',
  version: 1,
};

const API = '/user-api/user/admin';

/** The audit calls of one reviewer on project 8007: two main items, three classes of two types; 1100 fully covered. */
export function stubAuditServer(saved: unknown[] = []) {
  return stubFetch({
    [`GET ${API}/list_user_audit_role`]: () =>
      envelope([
        { projectId: 8007, projectName: '安庆项目', auditRole: '21', auditRoleName: '承包商专业审核', source: 'offered' },
        { projectId: 8007, projectName: '安庆项目', auditRole: '22', auditRoleName: '承包商审定', source: 'offered' },
      ]),
    [`POST ${API}/list_user_extra_v2`]: () => envelope(saved),
    [`GET ${API}/list_dominant_term_v2`]: () =>
      envelope([
        { code: '1100', name: '常减压装置', distributeState: 1 },
        { code: '1200', name: '催化裂化装置', distributeState: 0 },
      ]),
    [`GET ${API}/list_factory_object_class_code_v2`]: () =>
      envelope([
        { code: 'P-01', name: '离心泵', type: '泵', distributeState: 1 },
        { code: 'P-02', name: '往复泵', type: '泵', distributeState: 0 },
        { code: 'V-01', name: '立式容器', type: '容器', distributeState: 1 },
      ]),
    [`POST ${API}/save_user_extra_v2`]: (call: FetchCall) => {
      const body = call.body as { userId: number; projectId: number; auditRole: string; list: unknown[] };
      return envelope({ userId: body.userId, projectId: body.projectId, auditRole: body.auditRole, mainItems: body.list.length, pairs: 1 });
    },
  });
}

export function renderAuditDialog(onOpenChange = () => {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuditPermissionDialog user={reviewer} open onOpenChange={onOpenChange} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

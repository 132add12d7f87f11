import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobStatus } from '@sddp/shared';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearToken, setToken } from '@/lib/session/token';
import { envelope } from '../../support/fake-fetch';
import {
  EXPORT_JOB,
  EXPORT_URL,
  exportDone,
  jobFailed,
  jobRunning,
  jobStatusRoute,
  renderOrgList,
  rowOf,
  stubOrgServer,
} from './org-list-harness';

const exportButton = () => screen.getByRole('button', { name: '导出' });

function clickedLinks() {
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return clicked;
}

beforeEach(async () => {
  configureApiClient({ onError: (message) => toast.error(message), onUnauthorized: vi.fn() });
  setToken('tok-1');
  await changeLanguage('zh');
});
afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToken();
});

describe('Export (spec §2.16, for the organisation list)', () => {
  it('exports the applied filters without page and limit, shows 正在导出... with the job’s progress, then 导出成功！ and downloads the file', async () => {
    let job: JobStatus = jobRunning(EXPORT_JOB, { phase: 'writing', total: 40, read: 0, checked: 0, written: 10 });
    const fake = stubOrgServer({ 'GET /user-api/job/status': jobStatusRoute({ [EXPORT_JOB]: () => job }) });
    const clicked = clickedLinks();
    renderOrgList('/?orgName=%E6%9C%BA%E6%A2%B0&page=2&limit=10');
    await rowOf('Acme Pumps');

    await userEvent.setup().click(exportButton());
    expect(fake.callsTo('/org/admin/export')[0]?.body).toEqual({ orgName: '机械' });
    expect(await screen.findByText('正在导出...')).toBeInTheDocument();
    expect(await screen.findByText('写入中：10 / 40 行')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '导出进度' })).toHaveAttribute('aria-valuenow', '25');
    expect(exportButton()).toBeDisabled();

    job = jobRunning(EXPORT_JOB, { phase: 'writing', total: 40, read: 0, checked: 0, written: 30 });
    expect(await screen.findByText('写入中：30 / 40 行')).toBeInTheDocument();
    job = exportDone(40);
    expect(await screen.findByText('导出成功！')).toBeInTheDocument();
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.href).toBe(EXPORT_URL);
    expect(clicked[0]!.download).toBe('机构列表-20260305.xlsx');
    expect(screen.queryByText('正在导出...')).not.toBeInTheDocument();
    expect(exportButton()).toBeEnabled();
  });

  it('shows the server’s message when the export cannot start, or when its job fails', async () => {
    stubOrgServer({ 'POST /user-api/org/admin/export': () => envelope(null, 403, '没有权限') });
    renderOrgList();
    await rowOf('Acme Pumps');
    const user = userEvent.setup();
    await user.click(exportButton());
    expect(await screen.findByText('没有权限')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('正在导出...')).not.toBeInTheDocument());
    expect(exportButton()).toBeEnabled();

    toast.dismiss();
    vi.unstubAllGlobals();
    stubOrgServer({ 'GET /user-api/job/status': jobStatusRoute({ [EXPORT_JOB]: () => jobFailed(EXPORT_JOB, '任务被中断，请重新操作') }) });
    const clicked = clickedLinks();
    await user.click(exportButton());
    expect(await screen.findByText('任务被中断，请重新操作')).toBeInTheDocument();
    expect(screen.queryByText('导出成功！')).not.toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_POLL_MS, type JobStatus } from '@sddp/shared';
import { configureApiClient } from '@/lib/api-client';
import { useJob } from '@/lib/jobs/use-job';
import { clearToken, setToken } from '@/lib/session/token';
import { envelope, stubFetch } from '../../support/fake-fetch';

const JOB = '33333333-3333-4333-8333-333333333333';
const running = (written: number): JobStatus => ({
  id: JOB,
  kind: 'org.export',
  state: 'running',
  progress: { phase: 'writing', total: 100, read: 0, checked: 0, written },
});
const done: JobStatus = {
  id: JOB,
  kind: 'org.export',
  state: 'done',
  progress: { phase: 'writing', total: 100, read: 0, checked: 0, written: 100 },
  result: { url: 'https://x/y', fileName: 'y.xlsx', rows: 100 },
};

function renderJob(handlers: Parameters<typeof useJob>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useJob(handlers), { wrapper });
}

beforeEach(() => {
  vi.useFakeTimers();
  configureApiClient({ onError: vi.fn(), onUnauthorized: vi.fn() });
  setToken('tok-1');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearToken();
});

describe('useJob', () => {
  it('polls every JOB_POLL_MS for as long as the job runs, well past the 10 s a call may take, then stops once done', async () => {
    let status = running(0);
    const fake = stubFetch({ 'GET /user-api/job/status': () => envelope(status) });
    const onDone = vi.fn();
    const onFailed = vi.fn();
    const { result } = renderJob({ onDone, onFailed });

    await act(async () => {
      await result.current.start(async () => ({ jobId: JOB }));
    });
    for (let second = 1; second <= 20; second++) {
      status = running(second);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
    }
    expect(result.current.running).toBe(true);
    expect(result.current.status?.progress.written).toBe(20);
    const polls = fake.callsTo('/job/status').length;
    expect(polls).toBeGreaterThanOrEqual(Math.floor(20_000 / JOB_POLL_MS) - 1);
    expect(polls).toBeLessThanOrEqual(Math.ceil(20_000 / JOB_POLL_MS) + 2);

    status = done;
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS + 10));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith(done);
    expect(onFailed).not.toHaveBeenCalled();
    expect(result.current.running).toBe(false);
    const final = fake.callsTo('/job/status').length;
    await act(() => vi.advanceTimersByTimeAsync(5 * JOB_POLL_MS));
    expect(fake.callsTo('/job/status')).toHaveLength(final);
  });

  it('reports a failed job with the server’s message, once, and a status it cannot read as lost', async () => {
    stubFetch({
      'GET /user-api/job/status': () =>
        envelope({ ...running(0), state: 'failed', error: { code: 503, message: '任务被中断，请重新操作' } }),
    });
    const onFailed = vi.fn();
    const { result } = renderJob({ onDone: vi.fn(), onFailed });
    await act(async () => {
      await result.current.start(async () => ({ jobId: JOB }));
    });
    await act(() => vi.advanceTimersByTimeAsync(3 * JOB_POLL_MS));
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(onFailed).toHaveBeenCalledWith('任务被中断，请重新操作');

    vi.unstubAllGlobals();
    stubFetch({ 'GET /user-api/job/status': () => envelope(null, 404, '资源不存在或无权限') });
    const onLost = vi.fn();
    const lost = renderJob({ onDone: vi.fn(), onFailed: vi.fn(), onLost });
    await act(async () => {
      await lost.result.current.start(async () => ({ jobId: JOB }));
    });
    await act(() => vi.advanceTimersByTimeAsync(3 * JOB_POLL_MS));
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(lost.result.current.running).toBe(false);
  });
});

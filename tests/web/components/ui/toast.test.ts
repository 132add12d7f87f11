import { describe, expect, it, vi } from 'vitest';
import { TIMING } from '@sddp/shared';

/** sonner, stood in for: it arrives when the test lets it (`arrive`), and logs each call it gets. */
const fake = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const calls: unknown[][] = [];
  const record =
    (kind: string) =>
    (...args: unknown[]) => {
      calls.push([kind, ...args]);
      return kind;
    };
  const toast = Object.fromEntries(['success', 'info', 'warning', 'error', 'loading', 'dismiss'].map((kind) => [kind, record(kind)]));
  return { arrive, arrived, calls, toast };
});
vi.mock('sonner', async () => {
  await fake.arrived;
  return { toast: fake.toast };
});
const requestToaster = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/toaster-host', () => ({ requestToaster }));

const { toast } = await import('@/components/ui/toast');

// The facade's "is sonner in yet?" state is the page's: this file walks one page through it in order.
describe('toast', () => {
  it('queues the calls made before sonner is in and delivers them in order, the loading id reused', async () => {
    const id = toast.loading('exporting');
    toast.loading('exporting', { id, description: '40 %' });
    toast.success('exported', { id, description: 'orgs.xlsx' });
    toast.info('second');
    toast.dismiss(id);
    expect(typeof id).toBe('string');
    expect(requestToaster).toHaveBeenCalled();
    expect(fake.calls).toEqual([]);

    fake.arrive();
    await vi.waitFor(() => expect(fake.calls).toHaveLength(5));
    expect(fake.calls).toEqual([
      ['loading', 'exporting', { id }],
      ['loading', 'exporting', { id, description: '40 %' }],
      ['success', 'exported', { id, description: 'orgs.xlsx' }],
      ['info', 'second', undefined],
      ['dismiss', id],
    ]);
  });

  it('gives each loading toast its own id', () => {
    expect(toast.loading('one')).not.toEqual(toast.loading('two'));
  });

  it('calls sonner at once once it is in', () => {
    fake.calls.length = 0;
    toast.warning('careful', { duration: TIMING.auditWarningMs });
    toast.success('saved');
    expect(fake.calls).toEqual([
      ['warning', 'careful', { duration: TIMING.auditWarningMs }],
      ['success', 'saved', undefined],
    ]);
  });

  it('shows an error for TIMING.errorToastMs unless told otherwise', () => {
    fake.calls.length = 0;
    toast.error('the server is busy');
    toast.error('refused', { id: 'export-1', description: null });
    toast.error('audit', { duration: TIMING.auditWarningMs });
    expect(fake.calls).toEqual([
      ['error', 'the server is busy', { duration: TIMING.errorToastMs }],
      ['error', 'refused', { id: 'export-1', description: null, duration: TIMING.errorToastMs }],
      ['error', 'audit', { duration: TIMING.auditWarningMs }],
    ]);
  });
});

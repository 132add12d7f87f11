import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from '@/components/ui/lazy-dialog';

interface NoteProps {
  open: boolean;
  onClose: () => void;
}

/** A stand-in dialog module: the test decides when its code "arrives". */
function deferredDialog() {
  let arrive: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<(props: NoteProps) => React.ReactNode>((resolve) => {
        arrive = () =>
          resolve(({ open, onClose }: NoteProps) => (
            <div role="dialog" aria-label="note" data-state={open ? 'open' : 'closed'}>
              <button type="button" onClick={onClose}>
                close
              </button>
            </div>
          ));
      }),
  );
  return { load, arrive: () => act(async () => arrive()) };
}

function Page({ Dialog }: { Dialog: React.ComponentType<NoteProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('lazyDialog', () => {
  it('fetches nothing until the dialog first opens, shows a loading status meanwhile, then the dialog', async () => {
    const user = userEvent.setup();
    const { load, arrive } = deferredDialog();
    render(<Page Dialog={lazyDialog(load)} />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');

    await arrive();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'note' })).toBeVisible();
  });

  it('stays mounted after closing (so it can animate out) and reopens without fetching again', async () => {
    const user = userEvent.setup();
    const { load, arrive } = deferredDialog();
    render(<Page Dialog={lazyDialog(load)} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await arrive();

    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.getByRole('dialog', { name: 'note' })).toHaveAttribute('data-state', 'closed');
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'note' })).toHaveAttribute('data-state', 'open');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload fetches ahead of the first opening, once', async () => {
    const { load, arrive } = deferredDialog();
    const Dialog = lazyDialog(load);
    Dialog.preload();
    Dialog.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();

    render(<Dialog open onClose={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'note' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads the open state through the given function for dialogs opened by a value', async () => {
    const { load, arrive } = deferredDialog();
    const ByRow = lazyDialog(
      () =>
        load().then(
          (Note) =>
            ({ row }: { row?: string }) =>
              Note({ open: row !== undefined, onClose: () => undefined }),
        ),
      (props) => props.row !== undefined,
    );
    const { rerender } = render(<ByRow />);
    expect(load).not.toHaveBeenCalled();
    rerender(<ByRow row="a" />);
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(await screen.findByRole('dialog', { name: 'note' })).toBeVisible();
  });
});

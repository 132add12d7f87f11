import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

/**
 * Every dialog of the kit gives focus back to what opened it, also when it was opened from script
 * (no Dialog.Trigger): a row's Edit, a menu item. Before, focus fell to <body>.
 */
function EditDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="close">
        <DialogTitle>edit organisation</DialogTitle>
        <DialogDescription>change its name</DialogDescription>
        <input aria-label="name" />
        <DialogClose asChild>
          <Button>save</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}

function Screen({ children }: { children: ReactNode }) {
  return (
    <main>
      <h1>organisations</h1>
      {children}
    </main>
  );
}

/** A list whose rows open the dialog by script, as the organisation list's Edit does; rows can be removed. */
function RowsWithEdit() {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState(['a', 'b']);
  return (
    <Screen>
      {rows.map((row) => (
        <Button key={row} onClick={() => setOpen(true)}>
          edit {row}
        </Button>
      ))}
      <Button onClick={() => setRows([])}>remove rows</Button>
      <EditDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // Saving removed the rows (a refetch that no longer lists them).
          if (!next) setRows((current) => (current.length === 3 ? [] : current));
        }}
      />
      <Button onClick={() => setRows(['a', 'b', 'c'])}>three rows</Button>
    </Screen>
  );
}

describe('focus after a dialog opened from script', () => {
  it('returns to the opener after Escape and after the dialog’s own close button', async () => {
    const user = userEvent.setup();
    render(<RowsWithEdit />);
    const editB = screen.getByRole('button', { name: 'edit b' });

    await user.click(editB);
    expect(await screen.findByRole('dialog', { name: 'edit organisation' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(editB).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'save' }));
    await waitFor(() => expect(editB).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to the page heading when the opener is gone', async () => {
    const user = userEvent.setup();
    render(<RowsWithEdit />);
    await user.click(screen.getByRole('button', { name: 'three rows' }));
    await user.click(screen.getByRole('button', { name: 'edit c' }));
    await user.click(await screen.findByRole('button', { name: 'save' }));
    const heading = screen.getByRole('heading', { name: 'organisations' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('returns to a button that lost focus while its work ran (disabled), once the dialog reports the outcome', async () => {
    function Import() {
      const [busy, setBusy] = useState(false);
      const [open, setOpen] = useState(false);
      const start = (button: HTMLButtonElement) => {
        setBusy(true);
        // What Chrome does to a focused button that becomes disabled.
        button.blur();
        setTimeout(() => {
          setBusy(false);
          setOpen(true);
        }, 20);
      };
      return (
        <Screen>
          <Button disabled={busy} onClick={(event) => start(event.currentTarget)}>
            import
          </Button>
          <EditDialog open={open} onOpenChange={setOpen} />
        </Screen>
      );
    }
    const user = userEvent.setup();
    render(<Import />);
    const button = screen.getByRole('button', { name: 'import' });
    await user.click(button);
    expect(button).not.toHaveFocus();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('returns to the button of the menu whose item opened it', async () => {
    function MenuOpened() {
      const [open, setOpen] = useState(false);
      return (
        <Screen>
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button>user menu</Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => setOpen(true)}>change password</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <EditDialog open={open} onOpenChange={setOpen} />
        </Screen>
      );
    }
    const user = userEvent.setup();
    render(<MenuOpened />);
    const trigger = screen.getByRole('button', { name: 'user menu' });
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'change password' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('does the same for an alert dialog, and leaves focus to a caller that places it itself', async () => {
    function Confirm({ placeFocus }: { placeFocus?: boolean }) {
      const [open, setOpen] = useState(false);
      return (
        <Screen>
          <Button onClick={() => setOpen(true)}>reset</Button>
          <input aria-label="elsewhere" />
          <AlertDialog open={open} onOpenChange={setOpen}>
            <AlertDialogContent
              onCloseAutoFocus={(event) => {
                if (!placeFocus) return;
                event.preventDefault();
                screen.getByRole('textbox', { name: 'elsewhere' }).focus();
              }}
            >
              <AlertDialogTitle>reset the password?</AlertDialogTitle>
              <AlertDialogDescription>the account is in use</AlertDialogDescription>
              <AlertDialogCancel>cancel</AlertDialogCancel>
              <AlertDialogAction>ok</AlertDialogAction>
            </AlertDialogContent>
          </AlertDialog>
        </Screen>
      );
    }
    const user = userEvent.setup();
    const { unmount } = render(<Confirm />);
    await user.click(screen.getByRole('button', { name: 'reset' }));
    await user.click(await screen.findByRole('button', { name: 'cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'reset' })).toHaveFocus());
    unmount();

    render(<Confirm placeFocus />);
    await user.click(screen.getByRole('button', { name: 'reset' }));
    await user.click(await screen.findByRole('button', { name: 'ok' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'elsewhere' })).toHaveFocus());
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { changeLanguage } from '@/i18n';

describe('Dialog', () => {
  it('opens from its trigger, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>edit</DialogTrigger>
        <DialogContent closeLabel="close">
          <DialogTitle>edit user</DialogTitle>
          <DialogDescription>change the fields</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'edit' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'edit user' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('always has a visible close button, named in the current language when the dialog gives no name', async () => {
    await changeLanguage('zh');
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>A notice</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the browser goes Back, as the page beneath it changed', async () => {
    function Owned() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Edit</DialogTitle>
          </DialogContent>
        </Dialog>
      );
    }
    render(<Owned />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes from the labelled close button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen>
        <DialogContent closeLabel="close">
          <DialogTitle>edit user</DialogTitle>
          <DialogDescription>change the fields</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AlertDialog', () => {
  function renderConfirm(onConfirm = vi.fn()) {
    render(
      <AlertDialog>
        <AlertDialogTrigger>delete</AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>delete user?</AlertDialogTitle>
          <AlertDialogDescription>this cannot be undone</AlertDialogDescription>
          <AlertDialogCancel>cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            confirm
          </AlertDialogAction>
        </AlertDialogContent>
      </AlertDialog>,
    );
    return onConfirm;
  }

  it('opens with the keyboard, focuses cancel, and closes on Escape without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = renderConfirm();
    screen.getByRole('button', { name: 'delete' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog', { name: 'delete user?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'cancel' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms through the action button', async () => {
    const user = userEvent.setup();
    const onConfirm = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'delete' }));
    const action = screen.getByRole('button', { name: 'confirm' });
    expect(action).toHaveClass('bg-destructive');
    await user.click(action);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

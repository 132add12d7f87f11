import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from '@/components/list/confirm';
import { changeLanguage } from '@/i18n';

function renderButton(props: Partial<React.ComponentProps<typeof ConfirmButton>> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmButton title="Disable it?" onConfirm={onConfirm} onCancel={onCancel} {...props}>
      Disable
    </ConfirmButton>,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

beforeEach(async () => {
  await changeLanguage('zh');
});

describe('ConfirmButton', () => {
  it('asks before acting and acts on OK', async () => {
    const { onConfirm, onCancel, user } = renderButton({ description: 'Its users cannot sign in.' });
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable it?' });
    expect(dialog).toHaveAccessibleDescription('Its users cannot sign in.');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('tells a screen reader that it opens a dialog', () => {
    renderButton();
    expect(screen.getByRole('button', { name: 'Disable' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('does nothing but close on Cancel or Escape', async () => {
    const { onConfirm, onCancel, user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('labels OK and Cancel in English', async () => {
    const { user } = renderButton();
    await changeLanguage('en');
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('passes the button props through and does not open when disabled', async () => {
    const { user } = renderButton({ variant: 'link', size: 'sm', disabled: true });
    const button = screen.getByRole('button', { name: 'Disable' });
    expect(button).toHaveAttribute('data-variant', 'link');
    expect(button).toHaveAttribute('data-size', 'sm');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from '@/components/ui/password-input';

function renderPassword() {
  render(
    <>
      <label htmlFor="pw">password</label>
      <PasswordInput id="pw" toggleLabel="show password" capsLockHint="caps lock is on" />
    </>,
  );
  return { input: screen.getByLabelText('password'), toggle: screen.getByRole('button', { name: 'show password' }) };
}

describe('PasswordInput', () => {
  it('toggles between hidden and visible text and reports the pressed state', async () => {
    const user = userEvent.setup();
    const { input, toggle } = renderPassword();
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the caps-lock hint while Caps Lock is on and hides it when off', async () => {
    const user = userEvent.setup();
    const { input } = renderPassword();
    await user.click(input);
    await user.keyboard('a');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.keyboard('{CapsLock}A');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('caps lock is on');
    expect(input).toHaveAccessibleDescription('caps lock is on');

    await user.keyboard('{CapsLock}b');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides the caps-lock hint when the field loses focus', async () => {
    const user = userEvent.setup();
    const { input } = renderPassword();
    await user.click(input);
    await user.keyboard('{CapsLock}A');
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();

    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.keyboard('{CapsLock}');
  });

  it('adds the hint to the description the field already has, and announces it from a live region', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="pw">password</label>
        <PasswordInput id="pw" toggleLabel="show password" capsLockHint="caps lock is on" aria-describedby="pw-error" />
        <p id="pw-error">wrong password</p>
      </>,
    );
    const input = screen.getByLabelText('password');
    expect(input).toHaveAccessibleDescription('wrong password');

    await user.click(input);
    await user.keyboard('{CapsLock}A');
    const hint = await screen.findByRole('tooltip');
    expect(input).toHaveAccessibleDescription('wrong password caps lock is on');
    expect(hint.closest('[aria-live="polite"]')).not.toBeNull();

    await user.keyboard('{CapsLock}b');
    expect(input).toHaveAccessibleDescription('wrong password');
  });
});

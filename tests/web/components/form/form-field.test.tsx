import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextFormField } from '@/components/form/text-form-field';

/** The form kit ties each field's description and error to its control (WCAG 1.3.1, 3.3.1). */
function CodeForm({ description }: { description?: string }) {
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const submit = form.handleSubmit(() => undefined);
  return (
    <form noValidate onSubmit={submit}>
      <TextFormField control={form.control} name="code" id="org-code" label="code" description={description} />
      <button type="button" onClick={() => form.setError('code', { message: 'eight digits, please' })}>
        fail
      </button>
      <button type="button" onClick={() => form.clearErrors('code')}>
        clear
      </button>
    </form>
  );
}

describe('FormField', () => {
  it('describes the control by its error only while the error shows', async () => {
    const user = userEvent.setup();
    render(<CodeForm />);
    const input = screen.getByLabelText('code');
    expect(input).not.toHaveAttribute('aria-describedby');

    await user.click(screen.getByRole('button', { name: 'fail' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveAttribute('id', 'org-code-error');
    expect(input).toHaveAttribute('aria-describedby', 'org-code-error');
    expect(input).toHaveAccessibleDescription('eight digits, please');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'clear' }));
    await waitFor(() => expect(input).not.toHaveAttribute('aria-describedby'));
  });

  it('names the description first and the error after it', async () => {
    const user = userEvent.setup();
    render(<CodeForm description="from the licence" />);
    const input = screen.getByLabelText('code');
    expect(input).toHaveAccessibleDescription('from the licence');
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-describedby', 'org-code-description org-code-error'));
    expect(input).toHaveAccessibleDescription('from the licence eight digits, please');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ContactFields } from '@/components/form/contact-fields';

type Contact = { linkman: string; linkPhone: string; email: string; email2: string };

function ContactForm({ onSubmit }: { onSubmit: (values: Contact) => void }) {
  const form = useForm<Contact>({ defaultValues: { linkman: 'Ada', linkPhone: '', email: '', email2: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} data-testid="form">
      <ContactFields
        control={form.control}
        linkman={{ name: 'linkman', id: 'me-linkman', label: 'Contact', autoComplete: 'name' }}
        phone={{ name: 'linkPhone', id: 'me-phone', label: 'Phone', placeholder: 'Your mobile', autoComplete: 'tel', maxLength: 11 }}
        email={{ name: 'email', id: 'me-email', label: 'E-mail', description: 'For passwords', autoComplete: 'off' }}
      />
      <button type="button" onClick={() => form.setError('linkPhone', { message: 'eleven digits, please' })}>
        fail
      </button>
      <button type="submit">save</button>
    </form>
  );
}

describe('ContactFields', () => {
  it("renders name, phone and e-mail in that order, straight into the form's own group", () => {
    render(<ContactForm onSubmit={vi.fn()} />);
    const fields = Array.from(screen.getByTestId('form').children).filter((child) => child.getAttribute('data-slot') === 'field');
    expect(fields.map((field) => field.querySelector('label')?.textContent)).toEqual(['Contact', 'Phone', 'E-mail']);
    expect(fields.map((field) => field.querySelector('input')?.id)).toEqual(['me-linkman', 'me-phone', 'me-email']);
  });

  it('types the phone for a number pad and the e-mail as an address, and passes on what each form sets', () => {
    render(<ContactForm onSubmit={vi.fn()} />);
    const [name, phone, email] = [screen.getByLabelText('Contact'), screen.getByLabelText('Phone'), screen.getByLabelText('E-mail')];
    expect(name).toHaveAttribute('name', 'linkman');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).not.toHaveAttribute('inputmode');
    expect(phone).toHaveAttribute('name', 'linkPhone');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('maxlength', '11');
    expect(phone).toHaveAttribute('placeholder', 'Your mobile');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'off');
    expect(email).toHaveAccessibleDescription('For passwords');
  });

  it("binds each field to the form's values and errors", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<ContactForm onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Contact')).toHaveValue('Ada');
    await user.type(screen.getByLabelText('Phone'), '13800000000');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ linkman: 'Ada', linkPhone: '13800000000', email: 'ada@example.com', email2: '' });

    await user.click(screen.getByRole('button', { name: 'fail' }));
    const phone = screen.getByLabelText('Phone');
    expect(await screen.findByRole('alert')).toHaveAttribute('id', 'me-phone-error');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('eleven digits, please');
  });
});

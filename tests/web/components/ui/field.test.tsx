import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

describe('FieldError', () => {
  it('renders a single message as an alert', () => {
    render(<FieldError errors={[{ message: 'required' }]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('required');
  });

  it('lists several distinct messages and drops duplicates and blanks', () => {
    render(<FieldError errors={[{ message: 'too short' }, undefined, { message: 'needs a digit' }, { message: 'too short' }, {}]} />);
    const alert = screen.getByRole('alert');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['too short', 'needs a digit']);
    expect(alert).toContainElement(items[0] ?? null);
  });

  it('renders nothing without messages', () => {
    render(<FieldError errors={[undefined, {}]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('prefers explicit children', () => {
    render(<FieldError errors={[{ message: 'ignored' }]}>custom</FieldError>);
    expect(screen.getByRole('alert')).toHaveTextContent('custom');
  });
});

describe('Field', () => {
  it('labels its control and marks the invalid state', () => {
    render(
      <Field data-invalid>
        <FieldLabel htmlFor="code">user code</FieldLabel>
        <Input id="code" aria-invalid aria-describedby="code-help" />
        <FieldDescription id="code-help">letters and digits</FieldDescription>
      </Field>,
    );
    const input = screen.getByLabelText('user code');
    expect(input).toHaveAccessibleDescription('letters and digits');
    expect(input).toBeInvalid();
    expect(screen.getByRole('group')).toHaveAttribute('data-orientation', 'vertical');
  });
});

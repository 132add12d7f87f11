import type { FieldValues } from 'react-hook-form';
import { PasswordInput } from '@/components/ui/password-input';
import { FormField, type FormFieldBaseProps } from './form-field';

type PasswordFormFieldProps<T extends FieldValues, O extends FieldValues = T> = FormFieldBaseProps<T, O> & {
  /** The input's name attribute when it differs from the form field (what the screen calls it). */
  inputName?: string;
  toggleLabel: string;
  capsLockHint?: string;
  placeholder?: string;
  autoComplete?: string;
  transform?: (value: string) => string;
};

export function PasswordFormField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  id,
  label,
  description,
  addon,
  className,
  inputName,
  toggleLabel,
  capsLockHint,
  placeholder,
  autoComplete = 'new-password',
  transform,
}: PasswordFormFieldProps<T, O>) {
  return (
    <FormField
      {...{ control, name, id, label, description, addon, className }}
      renderControl={(field, invalid, describedBy) => (
        <PasswordInput
          id={id}
          name={inputName ?? field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
          onBlur={field.onBlur}
          disabled={field.disabled}
          placeholder={placeholder}
          autoComplete={autoComplete}
          toggleLabel={toggleLabel}
          capsLockHint={capsLockHint}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    />
  );
}

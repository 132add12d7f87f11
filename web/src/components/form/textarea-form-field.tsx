import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Textarea } from '@/components/ui/textarea';
import { FormField, type FormFieldBaseProps } from './form-field';

type TextareaProps = Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'>;

/** A multi-line text field on the form kit (a list typed one item per line). */
export function TextareaFormField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  id,
  label,
  description,
  className,
  ...textareaProps
}: FormFieldBaseProps<T, O> & TextareaProps) {
  return (
    <FormField
      {...{ control, name, id, label, description, className }}
      renderControl={(field, invalid, describedBy) => (
        <Textarea
          {...textareaProps}
          id={id}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          disabled={field.disabled || textareaProps.disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    />
  );
}

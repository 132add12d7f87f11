import type { FieldValues } from 'react-hook-form';
import { FormField, type FormFieldBaseProps } from '@/components/form/form-field';
import { CheckboxGroup, type CheckboxOption } from './checkbox-group';

type CheckboxGroupFieldProps<T extends FieldValues, O extends FieldValues, V extends string | number> = FormFieldBaseProps<T, O> & {
  label: string;
  options: readonly CheckboxOption<V>[];
};

/** A CheckboxGroup on the form kit: its value is the list of checked option values. */
export function CheckboxGroupField<T extends FieldValues, O extends FieldValues, V extends string | number>({
  options,
  ...props
}: CheckboxGroupFieldProps<T, O, V>) {
  return (
    <FormField
      {...props}
      renderControl={(field, invalid, describedBy) => (
        <CheckboxGroup
          id={props.id}
          ref={field.ref}
          label={props.label}
          options={options}
          value={(field.value as V[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          invalid={invalid}
          describedBy={describedBy}
        />
      )}
    />
  );
}

import type { FieldValues } from 'react-hook-form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { FormField, type FormFieldBaseProps } from './form-field';

/** Radix Select has no empty value: the "none" option stands for the field's empty value under this one. */
const NONE = '\u2060none';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFormFieldProps<T extends FieldValues, O extends FieldValues> = FormFieldBaseProps<T, O> & {
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** An option that chooses nothing (the field's empty value: '' or 0), e.g. "not set". */
  noneLabel?: string;
  /** Numbers in the form (an id), strings in the control. */
  numeric?: boolean;
  disabled?: boolean;
};

/** A choice among options on the form kit: Field + Controller around a Radix Select. */
export function SelectFormField<T extends FieldValues, O extends FieldValues = T>({
  options,
  placeholder,
  noneLabel,
  numeric = false,
  disabled = false,
  ...props
}: SelectFormFieldProps<T, O>) {
  const empty = numeric ? 0 : '';
  return (
    <FormField
      {...props}
      renderControl={(field, invalid, describedBy) => {
        const value = field.value === undefined || field.value === empty ? (noneLabel ? NONE : '') : String(field.value);
        return (
          <Select
            name={field.name}
            value={value}
            onValueChange={(next) => field.onChange(next === NONE ? empty : numeric ? Number(next) : next)}
            disabled={field.disabled || disabled}
          >
            <SelectTrigger
              id={props.id}
              ref={field.ref}
              onBlur={field.onBlur}
              className="w-full"
              aria-invalid={invalid}
              aria-describedby={describedBy}
            >
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {noneLabel ? <SelectItem value={NONE}>{noneLabel}</SelectItem> : null}
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        );
      }}
    />
  );
}

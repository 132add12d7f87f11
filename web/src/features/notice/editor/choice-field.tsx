import type { ParseKeys } from 'i18next';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldBaseProps } from '@/components/form/form-field';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

type ChoiceFormFieldProps<T extends FieldValues, O extends FieldValues> = Omit<FormFieldBaseProps<T, O>, 'addon' | 'description'> & {
  /** value → label key */
  options: ReadonlyArray<readonly [string, ParseKeys]>;
};

/** A form field of radio buttons in a row (scope type, pin). */
export function ChoiceFormField<T extends FieldValues, O extends FieldValues>({ options, ...field }: ChoiceFormFieldProps<T, O>) {
  const { t } = useTranslation();
  return (
    <FormField
      {...field}
      renderControl={(control) => (
        <RadioGroup id={field.id} value={control.value as string} onValueChange={control.onChange} className="flex flex-wrap gap-4">
          {options.map(([option, label]) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <RadioGroupItem value={option} />
              {t(label)}
            </label>
          ))}
        </RadioGroup>
      )}
    />
  );
}

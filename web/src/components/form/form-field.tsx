import type { ReactNode } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, FieldDescription, FieldError, FieldLabel, fieldMessageIds } from '@/components/ui/field';
import { translateMessage } from '@/i18n/translate-message';

export interface FormFieldBaseProps<T extends FieldValues, O extends FieldValues = T> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  id: string;
  label: ReactNode;
  description?: ReactNode;
  /** Sits beside the control, e.g. a send-code button. */
  addon?: ReactNode;
  className?: string;
}

interface FormFieldProps<T extends FieldValues, O extends FieldValues> extends FormFieldBaseProps<T, O> {
  renderControl: (field: ControllerRenderProps<T, Path<T>>, invalid: boolean, describedBy: string | undefined) => ReactNode;
}

/**
 * The Field + Controller pattern: a label, the control, an optional description and the error,
 * translated when it is a catalogue key (validation) and shown as is when it came from the server.
 * The control is described by the description and, while there is one, the error (WCAG 3.3.1), so a
 * screen reader reads the problem with the field, not only when it appears.
 */
export function FormField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  id,
  label,
  description,
  addon,
  className,
  renderControl,
}: FormFieldProps<T, O>) {
  const { t } = useTranslation();
  const ids = fieldMessageIds(id);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const error = translateMessage(t, fieldState.error?.message);
        const describedBy =
          [description ? ids.description : undefined, error ? ids.error : undefined].filter(Boolean).join(' ') || undefined;
        const invalid = fieldState.invalid;
        return (
          <Field data-invalid={invalid} className={className}>
            <FieldLabel htmlFor={id}>{label}</FieldLabel>
            {addon ? (
              <div className="flex gap-2">
                {renderControl(field, invalid, describedBy)}
                {addon}
              </div>
            ) : (
              renderControl(field, invalid, describedBy)
            )}
            {description ? <FieldDescription id={ids.description}>{description}</FieldDescription> : null}
            <FieldError id={ids.error} errors={[{ message: error }]} />
          </Field>
        );
      }}
    />
  );
}

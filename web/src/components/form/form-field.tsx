import type { ReactNode } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
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
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field data-invalid={fieldState.invalid} className={className}>
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
          {addon ? (
            <div className="flex gap-2">
              {renderControl(field, fieldState.invalid, descriptionId)}
              {addon}
            </div>
          ) : (
            renderControl(field, fieldState.invalid, descriptionId)
          )}
          {description ? <FieldDescription id={descriptionId}>{description}</FieldDescription> : null}
          <FieldError errors={[{ message: translateMessage(t, fieldState.error?.message) }]} />
        </Field>
      )}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Field, FieldError, FieldLabel, fieldMessageIds } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { translateMessage } from '@/i18n/translate-message';

interface FilterTextFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Why Search did not take this filter (a catalogue key with its numbers, from useFilterDraft). */
  error?: string | undefined;
  inputMode?: 'numeric' | 'text' | 'tel';
}

export function FilterTextField({ id, label, placeholder, value, onChange, error, inputMode }: FilterTextFieldProps) {
  const { t } = useTranslation();
  const message = translateMessage(t, error);
  const errorId = fieldMessageIds(id).error;
  return (
    <Field className="lg:w-56" data-invalid={message ? true : undefined}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} errors={[{ message }]} />
    </Field>
  );
}

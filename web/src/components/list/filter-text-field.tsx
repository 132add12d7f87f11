import { Field, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

interface FilterTextFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export function FilterTextField({ id, label, placeholder, value, onChange }: FilterTextFieldProps) {
  return (
    <Field className="lg:w-56">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input id={id} value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

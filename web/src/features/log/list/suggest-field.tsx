import { useEffect, useState } from 'react';
import { Field, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useLogSuggestions } from '../api/log-suggest';

interface SuggestFieldProps {
  id: string;
  field: 'userCode' | 'orgName';
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The value once it has stopped changing for `ms`, so typing does not ask the server at every key. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A filter text field offering the known values (a datalist: the browser's own keyboard-friendly list). */
export function SuggestField({ id, field, label, placeholder, value, onChange }: SuggestFieldProps) {
  const suggestions = useLogSuggestions(field, useSettled(value, 250));
  return (
    <Field className="lg:w-56">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        list={`${id}-options`}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={`${id}-options`}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </Field>
  );
}

import type { Control, FieldValues } from 'react-hook-form';
import { TextFormField, type TextFormFieldProps } from './text-form-field';

/** One field of the block: its form field, id and label, and whatever else its input needs (autocomplete, placeholder). */
export type ContactFieldOptions<T extends FieldValues, O extends FieldValues = T> = Omit<TextFormFieldProps<T, O>, 'control'>;

interface ContactFieldsProps<T extends FieldValues, O extends FieldValues = T> {
  control: Control<T, unknown, O>;
  /** The contact person's name. */
  linkman: ContactFieldOptions<T, O>;
  /** Their phone, typed on a phone's number pad. */
  phone: ContactFieldOptions<T, O>;
  /** Their e-mail address. */
  email: ContactFieldOptions<T, O>;
}

/**
 * Who to contact, in the order every form asks: name, phone, e-mail. Renders the fields alone, so they
 * sit in the form's own group or grid (and a form adds its further fields after them).
 */
export function ContactFields<T extends FieldValues, O extends FieldValues = T>({
  control,
  linkman,
  phone,
  email,
}: ContactFieldsProps<T, O>) {
  return (
    <>
      <TextFormField control={control} {...linkman} />
      <TextFormField control={control} inputMode="tel" {...phone} />
      <TextFormField control={control} type="email" {...email} />
    </>
  );
}

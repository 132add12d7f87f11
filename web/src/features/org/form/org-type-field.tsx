import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FormFieldBaseProps, FormField } from '@/components/form/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { OTHER_ORG_TYPES, orgTypeLabelKey } from '../org-type-label';

/** The type select of the 'Add other organisation' dialog: contractor, DHMC or owner. */
export function OrgTypeField<T extends FieldValues, O extends FieldValues = T>(props: FormFieldBaseProps<T, O>) {
  const { t } = useTranslation();
  return (
    <FormField
      {...props}
      renderControl={(field, invalid, describedBy) => (
        <Select
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onValueChange={field.onChange}
          disabled={field.disabled}
        >
          <SelectTrigger
            id={props.id}
            ref={field.ref}
            onBlur={field.onBlur}
            className="w-full"
            aria-invalid={invalid}
            aria-describedby={describedBy}
          >
            <SelectValue placeholder={t('ui.org.orgTypePlaceholder')} />
          </SelectTrigger>
          <SelectContent>
            {OTHER_ORG_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {t(orgTypeLabelKey(type))}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}

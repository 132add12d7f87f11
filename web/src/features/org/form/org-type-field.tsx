import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormFieldBaseProps } from '@/components/form/form-field';
import { SelectFormField } from '@/components/form/select-form-field';
import { OTHER_ORG_TYPES, orgTypeLabelKey } from '../org-type-label';

/** The type select of the 'Add other organisation' dialog: contractor, DHMC or owner. */
export function OrgTypeField<T extends FieldValues, O extends FieldValues = T>(props: FormFieldBaseProps<T, O>) {
  const { t } = useTranslation();
  return (
    <SelectFormField
      {...props}
      placeholder={t('ui.org.orgTypePlaceholder')}
      options={OTHER_ORG_TYPES.map((type) => ({ value: type, label: t(orgTypeLabelKey(type)) }))}
    />
  );
}

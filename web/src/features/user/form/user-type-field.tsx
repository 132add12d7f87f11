import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { USER_TYPE } from '@sddp/shared';
import { FormField, type FormFieldBaseProps } from '@/components/form/form-field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { reviewTypeLabelKey } from '../user-role-label';

const TYPES = [USER_TYPE.ownerFinalReview, USER_TYPE.professionalReview] as const;

/** Organisation 53's user type (spec §2.18): 90 owner final review / 91 professional review. */
export function UserTypeField<T extends FieldValues, O extends FieldValues = T>(props: FormFieldBaseProps<T, O>) {
  const { t } = useTranslation();
  return (
    <FormField
      {...props}
      renderControl={(field, invalid, describedBy) => (
        <RadioGroup
          id={props.id}
          ref={field.ref}
          aria-label={t('ui.user.form.userType')}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={(field.value as string | undefined) ?? ''}
          onValueChange={field.onChange}
          className="flex flex-wrap gap-x-6 gap-y-3"
        >
          {TYPES.map((type) => (
            <div key={type} className="flex items-center gap-2">
              <RadioGroupItem id={`${props.id}-${type}`} value={type} onBlur={field.onBlur} />
              <Label htmlFor={`${props.id}-${type}`} className="font-normal">
                {t(reviewTypeLabelKey(type))}
              </Label>
            </div>
          ))}
        </RadioGroup>
      )}
    />
  );
}

import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldBaseProps } from '@/components/form/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useTagPlaces } from '../api/get-tag-places';

/** Radix Select has no empty value: "not set" is this one, stored as ''. */
const NOT_SET = '-';

interface PlaceSelectProps<T extends FieldValues, O extends FieldValues> extends Omit<FormFieldBaseProps<T, O>, 'label'> {
  label: string;
  options: readonly { code: string; name: string }[];
  loading: boolean;
}

function PlaceSelect<T extends FieldValues, O extends FieldValues>({ options, loading, ...props }: PlaceSelectProps<T, O>) {
  const { t } = useTranslation();
  return (
    <FormField
      {...props}
      renderControl={(field, invalid, describedBy) => (
        <Select
          name={field.name}
          value={(field.value as string | undefined) || NOT_SET}
          onValueChange={(next) => field.onChange(next === NOT_SET ? '' : next)}
          disabled={field.disabled || loading}
        >
          <SelectTrigger
            id={props.id}
            ref={field.ref}
            onBlur={field.onBlur}
            className="w-full"
            aria-invalid={invalid}
            aria-describedby={describedBy}
          >
            <SelectValue placeholder={t('ui.common.loading')} />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NOT_SET}>{t('ui.device.place.notSet')}</SelectItem>
            {options.map((option) => (
              <SelectItem key={option.code} value={option.code}>
                {option.code} {option.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}

interface TagPlaceFieldsProps<T extends FieldValues, O extends FieldValues> {
  control: FormFieldBaseProps<T, O>['control'];
  contractId: number;
  /** Prefixes the fields' ids: one dialog and one page may both be open. */
  idPrefix: string;
}

/**
 * Where a tag sits in its project's engineering breakdown: its main item and its factory object class
 * (the class decides what its supplier delivers). Both may stay "not set".
 */
export function TagPlaceFields<T extends FieldValues & { mainItemCode?: string; classCode?: string }, O extends FieldValues>({
  control,
  contractId,
  idPrefix,
}: TagPlaceFieldsProps<T, O>) {
  const { t } = useTranslation();
  const places = useTagPlaces(contractId);
  return (
    <>
      <PlaceSelect
        control={control}
        name={'mainItemCode' as Path<T>}
        id={`${idPrefix}-main-item`}
        label={t('ui.device.place.mainItem')}
        options={places.data?.mainItems ?? []}
        loading={places.isPending}
      />
      <PlaceSelect
        control={control}
        name={'classCode' as Path<T>}
        id={`${idPrefix}-class`}
        label={t('ui.device.place.class')}
        description={places.data && places.data.classes.length === 0 ? t('ui.device.place.noBreakdown') : undefined}
        options={places.data?.classes ?? []}
        loading={places.isPending}
      />
    </>
  );
}

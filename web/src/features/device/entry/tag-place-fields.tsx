import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormFieldBaseProps } from '@/components/form/form-field';
import { SelectFormField } from '@/components/form/select-form-field';
import { useTagPlaces } from '../api/get-tag-places';

const optionsOf = (entries: readonly { code: string; name: string }[] = []) =>
  entries.map((entry) => ({ value: entry.code, label: `${entry.code} ${entry.name}` }));

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
      <SelectFormField
        control={control}
        name={'mainItemCode' as Path<T>}
        id={`${idPrefix}-main-item`}
        label={t('ui.device.place.mainItem')}
        options={optionsOf(places.data?.mainItems)}
        noneLabel={t('ui.device.place.notSet')}
        placeholder={t('ui.common.loading')}
        disabled={places.isPending}
      />
      <SelectFormField
        control={control}
        name={'classCode' as Path<T>}
        id={`${idPrefix}-class`}
        label={t('ui.device.place.class')}
        description={places.data && places.data.classes.length === 0 ? t('ui.device.place.noBreakdown') : undefined}
        options={optionsOf(places.data?.classes)}
        noneLabel={t('ui.device.place.notSet')}
        placeholder={t('ui.common.loading')}
        disabled={places.isPending}
      />
    </>
  );
}

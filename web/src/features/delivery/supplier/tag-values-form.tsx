import { useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readPropertyValue, type RequiredProperty, type TagDelivery } from '@sddp/shared';
import { SelectFormField } from '@/components/form/select-form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextFormField } from '@/components/form/text-form-field';
import { FieldGroup } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { currentOfStaleEdit } from '@/lib/forms/stale-edit';
import { tagDeliveryKey, useSaveTagValues } from '../api/supplier-delivery';
import { hasReviewNote, ItemReviewNote } from '../shared-ui/item-review-note';

type Values = Record<string, string>;

/** Each typed value read as the server reads it; an empty one is left for Submit to ask for. */
const valuesResolver =
  (properties: readonly RequiredProperty[]): Resolver<Values> =>
  (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const property of properties) {
      const raw = values[property.key] ?? '';
      if (raw.trim() === '') continue;
      const read = readPropertyValue({ ...property, required: true }, raw);
      if ('problem' in read) errors[property.key] = { type: 'validate', message: read.problem };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

interface TagValuesFormProps {
  delivery: TagDelivery;
  editable: boolean;
}

/** The class's properties as typed fields (units beside numbers, choices as a list), saved together. */
export function TagValuesForm({ delivery, editable }: TagValuesFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const save = useSaveTagValues();
  const properties = delivery.properties;
  const form = useForm<Values>({
    resolver: valuesResolver(properties),
    defaultValues: Object.fromEntries(properties.map((property) => [property.key, delivery.values[property.key] ?? ''])),
  });
  const nameOf = (property: RequiredProperty) => (i18n.language === 'en' ? property.nameEn : property.nameZh);
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        tagId: delivery.tagId,
        version: delivery.version,
        values: properties.map((property) => ({ key: property.key, value: values[property.key] ?? '' })),
      },
      {
        onSuccess: () => toast.success(t('ui.delivery.tag.saved')),
        onError: (error) => {
          const current = currentOfStaleEdit<TagDelivery>(error);
          if (current) queryClient.setQueryData(tagDeliveryKey(delivery.tagId), current);
          else
            applyFieldErrors(
              form.setError,
              error,
              properties.map((property) => property.key),
              Object.fromEntries(properties.map((property) => [`values.${property.key}`, property.key])),
            );
        },
      },
    ),
  );
  if (properties.length === 0) return <p className="text-sm text-muted-foreground">{t('ui.delivery.tag.noProperties')}</p>;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset disabled={!editable} className="contents">
        <FieldGroup className="grid gap-4 sm:grid-cols-2">
          {properties.map((property) => {
            const id = `value-${property.key}`;
            const label = `${nameOf(property)}${property.required ? ' *' : ''}`;
            const review = delivery.items[property.key];
            const description = hasReviewNote(review) ? <ItemReviewNote review={review} /> : undefined;
            if (property.type === 'choice')
              return (
                <SelectFormField
                  key={property.key}
                  control={form.control}
                  name={property.key}
                  id={id}
                  label={label}
                  description={description}
                  noneLabel={t('ui.delivery.tag.notChosen')}
                  options={(property.choices ?? []).map((choice) => ({ value: choice, label: choice }))}
                  disabled={!editable}
                />
              );
            return (
              <TextFormField
                key={property.key}
                control={form.control}
                name={property.key}
                id={id}
                label={label}
                description={description}
                type={property.type === 'date' ? 'date' : 'text'}
                inputMode={property.type === 'number' ? 'decimal' : undefined}
                addon={property.unit ? <span className="self-center text-sm text-muted-foreground">{property.unit}</span> : undefined}
                autoComplete="off"
              />
            );
          })}
        </FieldGroup>
        {editable ? (
          <div>
            <SubmitButton
              pending={save.isPending}
              label={t('ui.delivery.tag.saveValues')}
              pendingLabel={t('ui.common.saving')}
              size="default"
            />
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}

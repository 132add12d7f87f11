import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { ITEM_SHEET_FIELDS, itemUpdateInput, type ItemInfo } from '@sddp/shared';
import { SubmitButton } from '@/components/form/submit-button';
import { TextFormField } from '@/components/form/text-form-field';
import { FieldGroup } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { currentOfStaleEdit } from '@/lib/forms/stale-edit';
import { useUpdateItemMutation } from '../api/update-item';
import { TagPlaceFields } from '../entry/tag-place-fields';

type FormInput = z.input<typeof itemUpdateInput>;
type FormOutput = z.output<typeof itemUpdateInput>;

const FIELDS = ['itemName', 'quantity', 'mainItemCode', 'classCode', ...ITEM_SHEET_FIELDS] as const;

/** The version travels with the form: a save from an older one is refused (409) and the form shows the current sheet. */
const valuesOf = (item: ItemInfo): FormInput => ({
  id: item.id,
  version: item.version,
  itemName: item.itemName,
  quantity: String(item.quantity),
  mainItemCode: item.mainItemCode,
  classCode: item.classCode,
  ...item.sheet,
});

export function ItemForm({ item }: { item: ItemInfo }) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: formResolver(itemUpdateInput), defaultValues: valuesOf(item) });
  const update = useUpdateItemMutation();
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        toast.success(t('ui.device.saved'));
      },
      onError: (error) => {
        const current = currentOfStaleEdit<ItemInfo>(error);
        if (current) form.reset(valuesOf(current));
        else applyFieldErrors(form.setError, error, FIELDS);
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-6">
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <TextFormField control={form.control} name="itemName" id="item-name" label={t('ui.device.itemName')} />
        <TextFormField control={form.control} name="quantity" id="item-quantity" label={t('ui.device.quantity')} inputMode="numeric" />
        <TagPlaceFields control={form.control} contractId={item.contractId} idPrefix="item" />
        {ITEM_SHEET_FIELDS.map((field) => (
          <TextFormField key={field} control={form.control} name={field} id={`item-${field}`} label={t(`ui.device.sheet.${field}`)} />
        ))}
      </FieldGroup>
      <div>
        <SubmitButton pending={update.isPending} label={t('ui.common.save')} pendingLabel={t('ui.common.saving')} size="default" />
      </div>
    </form>
  );
}

import { useDeferredValue, useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { tagCreateInput } from '@sddp/shared';
import { DialogFormFooter } from '@/components/form/dialog-form-footer';
import { TextFormField } from '@/components/form/text-form-field';
import { FieldGroup } from '@/components/ui/field';
import { formResolver } from '@/lib/forms/form-resolver';
import { useCreateTagMutation } from '../api/create-entries';
import { usePumpName } from '../api/get-pump-name';
import { EntryDialog } from './entry-dialog';
import { TagPlaceFields } from './tag-place-fields';
import { useEntrySubmit } from './use-entry-submit';

type FormInput = z.input<typeof tagCreateInput>;
type FormOutput = z.output<typeof tagCreateInput>;

const FIELDS = ['weihao', 'pumpId', 'itemName', 'quantity', 'mainItemCode', 'classCode'] as const;
/** An empty pump id is "not a catalogue pump": the field is left out of the request. */
const withoutEmpty = (input: FormInput): FormInput => (input.pumpId === '' ? { ...input, pumpId: undefined } : input);

interface TagDialogProps {
  open: boolean;
  onClose: () => void;
  contractId: number;
  contractNo?: string;
}

/** "New tag number" on this contract: the tag, a catalogue pump by its id (its model shown) or another item, the quantity. */
export function TagDialog({ open, onClose, contractId, contractNo }: TagDialogProps) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: (values, context, options) => formResolver(tagCreateInput)(withoutEmpty(values), context, options),
    defaultValues: { contractId, weihao: '', pumpId: '', itemName: '', quantity: '1', mainItemCode: '', classCode: '' },
  });
  const typedPump = useDeferredValue(String(useWatch({ control: form.control, name: 'pumpId' }) ?? ''));
  const pumpId = /^\d{1,10}$/.test(typedPump) && Number(typedPump) > 0 ? Number(typedPump) : undefined;
  const pump = usePumpName(pumpId);
  const pumpHint =
    pumpId === undefined || pump.isPending
      ? t('ui.deviceEntry.pumpIdHint')
      : pump.data
        ? t('ui.deviceEntry.pumpFound', { name: pump.data.name, type: pump.data.type })
        : t('ui.deviceEntry.pumpMissing');
  const found = pump.data?.name;
  // A catalogue pump names the item unless one was typed already.
  useEffect(() => {
    if (found && !form.getValues('itemName')) form.setValue('itemName', found);
  }, [found, form]);
  const submit = useEntrySubmit(useCreateTagMutation(), form.setError, FIELDS, t('ui.deviceEntry.tagCreated'), onClose);

  return (
    <EntryDialog
      open={open}
      onClose={onClose}
      title={contractNo ? `${t('ui.deviceEntry.newTag')} · ${contractNo}` : t('ui.deviceEntry.newTag')}
    >
      <form noValidate onSubmit={form.handleSubmit(submit.send)} className="flex flex-col gap-6">
        <FieldGroup className="gap-4">
          <TextFormField
            control={form.control}
            name="weihao"
            id="tag-create-weihao"
            label={t('ui.device.weihao')}
            placeholder={t('ui.device.weihaoPlaceholder')}
            autoComplete="off"
          />
          <TextFormField
            control={form.control}
            name="pumpId"
            id="tag-create-pump"
            label={t('ui.deviceEntry.pumpId')}
            description={pumpHint}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextFormField control={form.control} name="itemName" id="tag-create-item" label={t('ui.device.itemName')} />
          <TextFormField
            control={form.control}
            name="quantity"
            id="tag-create-quantity"
            label={t('ui.device.quantity')}
            inputMode="numeric"
          />
          <TagPlaceFields control={form.control} contractId={contractId} idPrefix="tag-create" />
        </FieldGroup>
        <DialogFormFooter pending={submit.pending} onCancel={onClose} />
      </form>
    </EntryDialog>
  );
}

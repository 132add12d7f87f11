import { useDeferredValue } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { contractCreateInput } from '@sddp/shared';
import { DialogFormFooter } from '@/components/form/dialog-form-footer';
import { FormField } from '@/components/form/form-field';
import { TextFormField } from '@/components/form/text-form-field';
import { FieldGroup } from '@/components/ui/field';
import { formResolver } from '@/lib/forms/form-resolver';
import { useCreateContractMutation } from '../api/create-entries';
import { useSupplierOptions } from '../api/get-entry-options';
import { ProjectPicker } from '../projects/project-picker';
import { EntryDialog } from './entry-dialog';
import { useEntrySubmit } from './use-entry-submit';

type FormInput = z.input<typeof contractCreateInput>;
type FormOutput = z.output<typeof contractCreateInput>;

const FIELDS = ['projectId', 'orgCode', 'contractNo', 'contractName'] as const;
const SUPPLIER_LIST_ID = 'contract-create-suppliers';

interface ContractDialogProps {
  open: boolean;
  onClose: () => void;
  /** The project the list is filtered on, chosen already. */
  projectId?: number;
}

/** "New contract": project, supplier (found by name or code), number and name; the server applies the import's rules. */
export function ContractDialog({ open, onClose, projectId }: ContractDialogProps) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(contractCreateInput),
    defaultValues: { projectId: projectId as number, orgCode: '', contractNo: '', contractName: '' },
  });
  const typed = useDeferredValue(useWatch({ control: form.control, name: 'orgCode' }) ?? '');
  const suppliers = useSupplierOptions(typed.trim());
  const chosen = suppliers.data?.find((supplier) => supplier.orgCode === typed.trim());
  const submit = useEntrySubmit(useCreateContractMutation(), form.setError, FIELDS, t('ui.deviceEntry.contractCreated'), onClose);

  return (
    <EntryDialog open={open} onClose={onClose} title={t('ui.deviceEntry.newContract')}>
      <form noValidate onSubmit={form.handleSubmit(submit.send)} className="flex flex-col gap-6">
        <FieldGroup className="gap-4">
          <FormField
            control={form.control}
            name="projectId"
            id="contract-create-project"
            label={t('ui.deviceEntry.project')}
            renderControl={(field, invalid, describedBy) => (
              <ProjectPicker
                id="contract-create-project"
                value={field.value as number | undefined}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={invalid}
                describedBy={describedBy}
              />
            )}
          />
          <TextFormField
            control={form.control}
            name="orgCode"
            id="contract-create-supplier"
            label={t('ui.deviceEntry.supplier')}
            placeholder={t('ui.deviceEntry.supplierPlaceholder')}
            description={chosen ? t('ui.deviceEntry.supplierChosen', { name: chosen.orgName }) : undefined}
            list={SUPPLIER_LIST_ID}
            autoComplete="off"
          />
          <datalist id={SUPPLIER_LIST_ID}>
            {(suppliers.data ?? []).map((supplier) => (
              <option key={supplier.id} value={supplier.orgCode}>
                {supplier.orgName}
              </option>
            ))}
          </datalist>
          <TextFormField
            control={form.control}
            name="contractNo"
            id="contract-create-number"
            label={t('ui.device.contractNo')}
            autoComplete="off"
          />
          <TextFormField control={form.control} name="contractName" id="contract-create-name" label={t('ui.device.contractName')} />
        </FieldGroup>
        <DialogFormFooter pending={submit.pending} onCancel={onClose} />
      </form>
    </EntryDialog>
  );
}

import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { contractTerms, type ContractRow } from '@sddp/shared';
import { DialogFormFooter } from '@/components/form/dialog-form-footer';
import { SelectFormField } from '@/components/form/select-form-field';
import { TextFormField } from '@/components/form/text-form-field';
import { FieldGroup } from '@/components/ui/field';
import { formResolver } from '@/lib/forms/form-resolver';
import { currentOfStaleEdit } from '@/lib/forms/stale-edit';
import { useContractTermsMutation, useProjectContractors } from '../api/contract-terms';
import { EntryDialog } from './entry-dialog';
import { useEntrySubmit } from './use-entry-submit';

type FormInput = z.input<typeof contractTerms.input>;
type FormOutput = z.output<typeof contractTerms.input>;

const FIELDS = ['dueDate', 'contractorId'] as const;
const valuesOf = (contract: ContractRow): FormInput => ({
  id: contract.id,
  version: contract.version,
  dueDate: contract.dueDate,
  contractorId: contract.contractorId,
});

interface ContractTermsDialogProps {
  open: boolean;
  onClose: () => void;
  contract: ContractRow;
}

/**
 * A contract's delivery terms: the day its supplier's data is due, and the project contractor whose
 * reviewers (the audit matrix) review it. A save from an older version shows the contract as it is now.
 */
export function ContractTermsDialog({ open, onClose, contract }: ContractTermsDialogProps) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: formResolver(contractTerms.input), defaultValues: valuesOf(contract) });
  const contractors = useProjectContractors(contract.projectId);
  const mutation = useContractTermsMutation();
  const submit = useEntrySubmit(mutation, form.setError, FIELDS, t('ui.device.terms.saved'), onClose, (error) => {
    const current = currentOfStaleEdit<ContractRow>(error);
    if (current) form.reset(valuesOf(current));
  });
  return (
    <EntryDialog open={open} onClose={onClose} title={`${t('ui.device.terms.title')} · ${contract.contractNo}`}>
      <form noValidate onSubmit={form.handleSubmit(submit.send)} className="flex flex-col gap-6">
        <FieldGroup className="gap-4">
          <TextFormField
            control={form.control}
            name="dueDate"
            id="contract-terms-due"
            type="date"
            label={t('ui.device.terms.dueDate')}
            description={t('ui.device.terms.dueDateHint')}
          />
          <SelectFormField
            control={form.control}
            name="contractorId"
            id="contract-terms-contractor"
            label={t('ui.device.terms.contractor')}
            description={contractors.data?.length === 0 ? t('ui.device.terms.noContractors') : t('ui.device.terms.contractorHint')}
            numeric
            noneLabel={t('ui.device.terms.noContractor')}
            disabled={contractors.isPending}
            options={[
              ...(contractors.data ?? []).map((row) => ({ value: String(row.orgId), label: row.orgName })),
              // A contractor that has since left the project stays shown while it is the one set.
              ...(contract.contractorId > 0 && !contractors.data?.some((row) => row.orgId === contract.contractorId)
                ? [{ value: String(contract.contractorId), label: contract.contractorName }]
                : []),
            ]}
          />
        </FieldGroup>
        <DialogFormFooter pending={submit.pending} onCancel={onClose} />
      </form>
    </EntryDialog>
  );
}

import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { contractTerms, type ContractRow } from '@sddp/shared';
import { DialogFormFooter } from '@/components/form/dialog-form-footer';
import { FormField } from '@/components/form/form-field';
import { TextFormField } from '@/components/form/text-form-field';
import { FieldGroup } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formResolver } from '@/lib/forms/form-resolver';
import { currentOfStaleEdit } from '@/lib/forms/stale-edit';
import { useContractTermsMutation, useProjectContractors } from '../api/contract-terms';
import { EntryDialog } from './entry-dialog';
import { useEntrySubmit } from './use-entry-submit';

type FormInput = z.input<typeof contractTerms.input>;
type FormOutput = z.output<typeof contractTerms.input>;

const FIELDS = ['dueDate', 'contractorId'] as const;
/** Radix Select has no empty value: "no contractor" is this one, sent as 0. */
const NONE = '0';

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
          <FormField
            control={form.control}
            name="contractorId"
            id="contract-terms-contractor"
            label={t('ui.device.terms.contractor')}
            description={contractors.data?.length === 0 ? t('ui.device.terms.noContractors') : t('ui.device.terms.contractorHint')}
            renderControl={(field, invalid, describedBy) => (
              <Select
                name={field.name}
                value={String(field.value ?? 0)}
                onValueChange={(next) => field.onChange(Number(next))}
                disabled={field.disabled || contractors.isPending}
              >
                <SelectTrigger
                  id="contract-terms-contractor"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  className="w-full"
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NONE}>{t('ui.device.terms.noContractor')}</SelectItem>
                  {(contractors.data ?? []).map((row) => (
                    <SelectItem key={row.orgId} value={String(row.orgId)}>
                      {row.orgName}
                    </SelectItem>
                  ))}
                  {/* A contractor that has since left the project stays shown while it is the one set. */}
                  {contract.contractorId > 0 && !contractors.data?.some((row) => row.orgId === contract.contractorId) ? (
                    <SelectItem value={String(contract.contractorId)}>{contract.contractorName}</SelectItem>
                  ) : null}
                </SelectContent>
              </Select>
            )}
          />
        </FieldGroup>
        <DialogFormFooter pending={submit.pending} onCancel={onClose} />
      </form>
    </EntryDialog>
  );
}

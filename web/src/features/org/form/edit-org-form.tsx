import { zodResolver } from '@hookform/resolvers/zod';
import { orgUpdateInput, type OrgRow } from '@sddp/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { TextFormField } from '@/components/form/text-form-field';
import { Field, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useUpdateOrgMutation } from '../api/update-org';
import { currentOfStaleEdit } from '@/lib/forms/stale-edit';
import { applyOrgErrors } from './apply-org-errors';
import { OrgFormFooter } from './org-form-footer';

type FormInput = z.input<typeof orgUpdateInput>;
type FormOutput = z.output<typeof orgUpdateInput>;

const FIELDS = ['orgName', 'bpCode'] as const;

/** The version travels with the form: a save from an older one is refused instead of overwriting. */
const valuesOf = (org: OrgRow): FormInput => ({ id: org.id, orgName: org.orgName, bpCode: org.bpCode, version: org.version });

/** The code is fixed once an organisation exists; its name and BPCode may change. */
export function EditOrgForm({ org, onDone }: { org: OrgRow; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(orgUpdateInput),
    defaultValues: valuesOf(org),
  });
  const update = useUpdateOrgMutation();

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success(t('message.org.edited'));
        onDone();
      },
      onError: (error) => {
        const current = currentOfStaleEdit<OrgRow>(error);
        if (current) form.reset(valuesOf(current));
        else applyOrgErrors(form.setError, error, FIELDS);
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <FieldGroup className="gap-4">
        <Field data-disabled>
          <FieldLabel htmlFor="org-edit-code">{t('ui.org.orgCode')}</FieldLabel>
          <Input id="org-edit-code" value={org.orgCode} disabled />
        </Field>
        <TextFormField
          control={form.control}
          name="orgName"
          id="org-edit-name"
          label={t('ui.org.orgName')}
          placeholder={t('ui.org.orgNamePlaceholder')}
          autoComplete="organization"
        />
        <TextFormField
          control={form.control}
          name="bpCode"
          id="org-edit-bp-code"
          label={t('ui.org.bpCode')}
          placeholder={t('ui.org.bpCodePlaceholder')}
          autoComplete="off"
        />
      </FieldGroup>
      <OrgFormFooter pending={update.isPending} onCancel={onDone} />
    </form>
  );
}

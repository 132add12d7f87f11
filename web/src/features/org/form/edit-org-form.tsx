import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { orgUpdateInputFor, type OrgRow } from '@sddp/shared';
import { DialogFormFooter } from '@/components/form/dialog-form-footer';
import { TextFormField } from '@/components/form/text-form-field';
import { Field, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { formResolver } from '@/lib/forms/form-resolver';
import { currentOfStaleEdit } from '@/lib/forms/stale-edit';
import { useUpdateOrgMutation } from '../api/update-org';
import { applyOrgErrors } from './apply-org-errors';
import { OrgContactFields } from './org-contact-fields';

type Schema = ReturnType<typeof orgUpdateInputFor>;
type FormInput = z.input<Schema>;
type FormOutput = z.output<Schema>;

const FIELDS = ['orgName', 'bpCode', 'linkman', 'mobile', 'email'] as const;

/** The version travels with the form: a save from an older one is refused instead of overwriting. */
const valuesOf = (org: OrgRow): FormInput => ({
  id: org.id,
  orgName: org.orgName,
  bpCode: org.bpCode,
  linkman: org.linkman,
  mobile: org.mobile,
  email: org.email,
  version: org.version,
});

/** The code is fixed once an organisation exists; its name and BPCode may change. */
export function EditOrgForm({ org, onDone }: { org: OrgRow; onDone: () => void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => orgUpdateInputFor(org.orgType), [org.orgType]);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(schema),
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
        <OrgContactFields control={form.control} idPrefix="org-edit" orgType={org.orgType} />
      </FieldGroup>
      <DialogFormFooter pending={update.isPending} onCancel={onDone} />
    </form>
  );
}

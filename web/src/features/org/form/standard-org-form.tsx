import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { ORG_TYPE, orgCreateInput } from '@sddp/shared';
import { DialogFormFooter } from '@/components/form/dialog-form-footer';
import { TextFormField } from '@/components/form/text-form-field';
import { FieldGroup } from '@/components/ui/field';
import { formResolver } from '@/lib/forms/form-resolver';
import { OrgContactFields } from './org-contact-fields';
import { useCreateOrg } from './use-create-org';

type FormInput = z.input<typeof orgCreateInput>;
type FormOutput = z.output<typeof orgCreateInput>;

const FIELDS = ['orgCode', 'orgName', 'linkman', 'mobile', 'email'] as const;

/** A standard organisation: a supplier with an eight-digit code. */
export function StandardOrgForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(orgCreateInput),
    defaultValues: { orgCode: '', orgName: '', linkman: '', mobile: '', email: '' },
  });
  const create = useCreateOrg(form.setError, FIELDS, onDone);

  return (
    <form noValidate onSubmit={form.handleSubmit(create.send)} className="flex flex-col gap-6">
      <FieldGroup className="gap-4">
        <TextFormField
          control={form.control}
          name="orgCode"
          id="org-create-code"
          label={t('ui.org.orgCode')}
          placeholder={t('ui.org.eightDigits')}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextFormField
          control={form.control}
          name="orgName"
          id="org-create-name"
          label={t('ui.org.orgName')}
          placeholder={t('ui.org.orgNamePlaceholder')}
          autoComplete="organization"
        />
        <OrgContactFields control={form.control} idPrefix="org-create" orgType={ORG_TYPE.supplier} />
      </FieldGroup>
      <DialogFormFooter pending={create.pending} onCancel={onDone} />
    </form>
  );
}

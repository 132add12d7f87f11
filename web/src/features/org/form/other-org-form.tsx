import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { otherOrgCreateInput } from '@sddp/shared';
import { DialogFormFooter } from '@/components/form/dialog-form-footer';
import { TextFormField } from '@/components/form/text-form-field';
import { FieldGroup } from '@/components/ui/field';
import { formResolver } from '@/lib/forms/form-resolver';
import { OrgContactFields } from './org-contact-fields';
import { OrgTypeField } from './org-type-field';
import { useCreateOrg } from './use-create-org';

type FormInput = z.input<typeof otherOrgCreateInput>;
type FormOutput = z.output<typeof otherOrgCreateInput>;

const FIELDS = ['orgCode', 'orgName', 'orgType', 'linkman', 'mobile', 'email'] as const;

/** An 'other' organisation: a contractor, DHMC or owner with a free-text code. */
export function OtherOrgForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(otherOrgCreateInput),
    // The select starts empty so that the type is a deliberate choice.
    defaultValues: { orgCode: '', orgName: '', orgType: '' as FormInput['orgType'], linkman: '', mobile: '', email: '' },
  });
  const create = useCreateOrg(form.setError, FIELDS, onDone);

  return (
    <form noValidate onSubmit={form.handleSubmit(create.send)} className="flex flex-col gap-6">
      <FieldGroup className="gap-4">
        <TextFormField
          control={form.control}
          name="orgCode"
          id="org-other-code"
          label={t('ui.org.orgCode')}
          placeholder={t('ui.org.orgCodePlaceholder')}
          autoComplete="off"
        />
        <TextFormField
          control={form.control}
          name="orgName"
          id="org-other-name"
          label={t('ui.org.orgName')}
          placeholder={t('ui.org.orgNamePlaceholder')}
          autoComplete="organization"
        />
        <OrgTypeField control={form.control} name="orgType" id="org-other-type" label={t('ui.org.orgType')} />
        <OrgContactFields control={form.control} idPrefix="org-other" orgType={form.watch('orgType') ?? ''} />
      </FieldGroup>
      <DialogFormFooter pending={create.pending} onCancel={onDone} />
    </form>
  );
}

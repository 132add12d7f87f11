import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { partnerSaveInput, SSO_LIMITS, type PartnerRow } from '@sddp/shared';
import { SubmitButton } from '@/components/form/submit-button';
import { TextFormField } from '@/components/form/text-form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { useSavePartnerMutation } from '../api/save-partner';

type FormInput = z.input<typeof partnerSaveInput>;
type FormOutput = z.output<typeof partnerSaveInput>;

interface PartnerFormProps {
  partner?: PartnerRow;
  /** A create answers the new shared secret, which the dialog then shows once. */
  onSaved: (partnerId: number, secret: string | undefined) => void;
}

export function PartnerForm({ partner, onSaved }: PartnerFormProps) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(partnerSaveInput),
    defaultValues: { ...(partner ? { id: partner.id } : {}), name: partner?.name ?? '', callbackUrl: partner?.callbackUrl ?? '' },
  });
  const save = useSavePartnerMutation();
  const [failure, setFailure] = useState<string>();

  const submit = form.handleSubmit((values) => {
    setFailure(undefined);
    save.mutate(values, {
      onSuccess: ({ partner: saved, secret }) => onSaved(saved.id, secret),
      onError: (error) => {
        if (!applyFieldErrors(form.setError, error, ['name', 'callbackUrl'])) setFailure(error.message);
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <TextFormField
        control={form.control}
        name="name"
        id="partner-name"
        label={t('ui.sso.partner.name')}
        maxLength={SSO_LIMITS.partnerNameMax}
        autoFocus
      />
      <TextFormField
        control={form.control}
        name="callbackUrl"
        id="partner-callback"
        label={t('ui.sso.partner.callbackUrl')}
        placeholder={t('ui.sso.partner.callbackUrlHint')}
        maxLength={SSO_LIMITS.callbackUrlMax}
      />
      <SubmitButton pending={save.isPending} label={t('ui.common.save')} pendingLabel={t('ui.common.saving')} />
    </form>
  );
}

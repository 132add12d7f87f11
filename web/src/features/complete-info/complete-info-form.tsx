import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { completeInfoInput, LIMITS, type SessionUser } from '@sddp/shared';
import { SendCodeButton } from '@/components/form/send-code-button';
import { SubmitButton } from '@/components/form/submit-button';
import { TextFormField } from '@/components/form/text-form-field';
import { Field, FieldLabel } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { ImageUpload } from '@/components/upload/image-upload';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { requestInfoSms, requestMailCode, useCompleteInfoMutation } from './api/complete-info';

type FormInput = z.input<typeof completeInfoInput>;
type FormOutput = z.output<typeof completeInfoInput>;

const FIELDS = ['linkman', 'linkPhone', 'email', 'emailCaptcha', 'phoneCaptcha', 'phone2', 'email2', 'businessLicence'] as const;

interface CompleteInfoFormProps {
  user: SessionUser;
  onDone: () => void;
}

export function CompleteInfoForm({ user, onDone }: CompleteInfoFormProps) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(completeInfoInput),
    defaultValues: {
      linkman: user.linkman,
      linkPhone: user.linkPhone,
      email: user.email,
      emailCaptcha: '',
      phoneCaptcha: '',
      phone2: user.phone2,
      email2: user.email2,
    },
  });
  const save = useCompleteInfoMutation();
  const [uploading, setUploading] = useState(false);

  /** Sending a code needs its target field to be valid first (spec §5). */
  const sendTo = (field: 'linkPhone' | 'email', send: (target: string) => Promise<null>, sent: string) => async () => {
    if (!(await form.trigger(field))) return false;
    try {
      await send(form.getValues(field).trim());
      toast.success(sent);
      return true;
    } catch {
      return false;
    }
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, businessLicence: values.businessLicence || undefined },
      {
        onSuccess: () => {
          toast.success(t('message.infoCompleted'));
          onDone();
        },
        onError: (error) => applyFieldErrors(form.setError, error, FIELDS),
      },
    ),
  );

  const codeButton = (field: 'linkPhone' | 'email') => (
    <SendCodeButton
      onSend={
        field === 'email'
          ? sendTo('email', requestMailCode, t('message.emailCode.sent'))
          : sendTo('linkPhone', requestInfoSms, t('message.smsSent'))
      }
      label={t('ui.code.get')}
      countdownLabel={(seconds) => t('ui.code.resendIn', { seconds })}
    />
  );

  const text = { control: form.control, className: 'min-w-0' };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t('route.addInfo')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFormField {...text} name="linkman" id="info-linkman" label={t('ui.addInfo.linkman')} autoComplete="name" />
        <TextFormField
          {...text}
          name="linkPhone"
          id="info-link-phone"
          label={t('ui.addInfo.linkPhone')}
          className="min-w-0 sm:col-start-1"
          maxLength={LIMITS.phoneMaxLength}
          inputMode="tel"
          autoComplete="tel-national"
        />
        <TextFormField
          {...text}
          name="phoneCaptcha"
          id="info-sms-code"
          label={t('ui.addInfo.smsCode')}
          maxLength={LIMITS.smsCodeLength}
          autoComplete="one-time-code"
          addon={codeButton('linkPhone')}
        />
        <TextFormField {...text} name="email" id="info-email" type="email" label={t('ui.addInfo.email')} autoComplete="email" />
        <TextFormField
          {...text}
          name="emailCaptcha"
          id="info-email-code"
          label={t('ui.addInfo.emailCode')}
          maxLength={LIMITS.emailCodeLength}
          autoComplete="off"
          addon={codeButton('email')}
        />
        <TextFormField
          {...text}
          name="phone2"
          id="info-phone2"
          label={t('ui.addInfo.phone2')}
          placeholder={t('ui.addInfo.phone2Placeholder')}
        />
        <TextFormField
          {...text}
          name="email2"
          id="info-email2"
          label={t('ui.addInfo.email2')}
          placeholder={t('ui.addInfo.email2Placeholder')}
        />
        <Field className="sm:col-span-2">
          <FieldLabel htmlFor="info-licence">{t('ui.addInfo.businessLicence')}</FieldLabel>
          <ImageUpload
            id="info-licence"
            purpose="businessLicence"
            currentUrl={user.businessLicence || undefined}
            onChange={(key) => form.setValue('businessLicence', key ?? '')}
            onBusyChange={setUploading}
          />
        </Field>
      </div>
      <SubmitButton
        className="w-full sm:ml-auto sm:w-40"
        pending={save.isPending}
        disabled={uploading}
        label={t('ui.common.submit')}
        pendingLabel={t('ui.common.submitting')}
      />
    </form>
  );
}

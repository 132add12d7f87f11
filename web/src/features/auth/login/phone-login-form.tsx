import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { LIMITS, phoneLoginInput } from '@sddp/shared';
import { SendCodeButton } from '@/components/form/send-code-button';
import { SubmitButton } from '@/components/form/submit-button';
import { TextFormField } from '@/components/form/text-form-field';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { requestLoginSms, usePhoneLoginMutation } from '../api/phone-login';
import type { LoginFormProps } from './account-login-form';
import { LoginFailure } from './login-failure';

type FormInput = z.input<typeof phoneLoginInput>;
type FormOutput = z.output<typeof phoneLoginInput>;

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Mode 2 of spec §2.4: mobile number and SMS code. */
export function PhoneLoginForm({ onSuccess, onAccountLogin }: LoginFormProps & { onAccountLogin: () => void }) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(phoneLoginInput),
    defaultValues: { phone: '', phoneCaptcha: '' },
  });
  const login = usePhoneLoginMutation();
  const [failure, setFailure] = useState<string>();

  const sendCode = async () => {
    if (!(await form.trigger('phone'))) return false;
    try {
      await requestLoginSms(form.getValues('phone').trim());
      toast.success(t('message.smsSent'));
      return true;
    } catch {
      return false;
    }
  };

  const submit = form.handleSubmit((values) => {
    setFailure(undefined);
    login.mutate(values, {
      onSuccess: ({ token }) => onSuccess(token),
      onError: (error) => {
        if (!applyFieldErrors(form.setError, error, ['phone', 'phoneCaptcha'])) setFailure(error.message);
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t('ui.login.phoneHeading')}>
      <LoginFailure message={failure} />
      <FieldGroup className="gap-4">
        <TextFormField
          control={form.control}
          name="phone"
          id="login-phone"
          label={t('ui.login.phone')}
          placeholder={t('ui.login.phonePlaceholder')}
          maxLength={LIMITS.phoneMaxLength}
          inputMode="numeric"
          autoComplete="tel-national"
          transform={digitsOnly}
        />
        <TextFormField
          control={form.control}
          name="phoneCaptcha"
          id="login-sms-code"
          label={t('ui.login.smsCode')}
          placeholder={t('ui.login.smsCodePlaceholder')}
          maxLength={LIMITS.smsCodeLength}
          autoComplete="one-time-code"
          addon={
            <SendCodeButton onSend={sendCode} label={t('ui.code.send')} countdownLabel={(seconds) => t('ui.code.countdown', { seconds })} />
          }
        />
      </FieldGroup>
      <div className="flex justify-end text-sm">
        <Button variant="link" className="h-auto p-0" onClick={onAccountLogin}>
          {t('ui.login.backToAccount')}
        </Button>
      </div>
      <SubmitButton className="w-full" pending={login.isPending} label={t('ui.login.submit')} pendingLabel={t('ui.login.submitting')} />
    </form>
  );
}

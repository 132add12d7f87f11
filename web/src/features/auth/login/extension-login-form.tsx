import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { extensionLoginInput, LIMITS } from '@sddp/shared';
import { SubmitButton } from '@/components/form/submit-button';
import { TextFormField } from '@/components/form/text-form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { useExtensionLoginMutation } from '../api/extension-login';
import type { LoginFormProps } from './account-login-form';
import { LoginFailure } from './login-failure';

type FormInput = z.input<typeof extensionLoginInput>;
type FormOutput = z.output<typeof extensionLoginInput>;

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Mode 3 of spec §2.4 and /fjLogin: the extension number, sent with the link key `k`. */
export function ExtensionLoginForm({ onSuccess, linkKey }: LoginFormProps & { linkKey: string }) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(extensionLoginInput),
    defaultValues: { fenjihao: '' },
  });
  const login = useExtensionLoginMutation();
  const [failure, setFailure] = useState<string>();

  const submit = form.handleSubmit((values) => {
    setFailure(undefined);
    login.mutate(
      { fenjihao: values.fenjihao, k: linkKey },
      {
        onSuccess: ({ token }) => onSuccess(token),
        onError: (error) => {
          if (!applyFieldErrors(form.setError, error, ['fenjihao'])) setFailure(error.message);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t('ui.login.extensionHeading')}>
      <LoginFailure message={failure} />
      <TextFormField
        control={form.control}
        name="fenjihao"
        id="login-extension"
        label={t('ui.login.extension')}
        placeholder={t('ui.login.extensionPlaceholder')}
        maxLength={LIMITS.extensionMaxDigits}
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        transform={digitsOnly}
      />
      <SubmitButton className="w-full" pending={login.isPending} label={t('ui.login.submit')} pendingLabel={t('ui.login.submitting')} />
    </form>
  );
}

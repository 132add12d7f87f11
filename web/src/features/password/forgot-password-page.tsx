import { Link } from '@tanstack/react-router';
import { MailCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { forgotPasswordInput, TIMING } from '@sddp/shared';
import { AuthPanel } from '@/components/brand/auth-panel';
import { SubmitButton } from '@/components/form/submit-button';
import { TextFormField } from '@/components/form/text-form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { FieldGroup } from '@/components/ui/field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { useForgotPasswordMutation } from './api/password-reset';

type FormInput = z.input<typeof forgotPasswordInput>;
type FormOutput = z.output<typeof forgotPasswordInput>;

/** Spec §2.6: account and e-mail; the link goes out and the message shows for 3 s, then sign-in. */
export function ForgotPasswordPage({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(forgotPasswordInput),
    defaultValues: { email: '', userCode: '' },
  });
  const request = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const leave = useRef(onDone);
  useEffect(() => {
    leave.current = onDone;
  });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => leave.current(), TIMING.forgotPasswordMessageMs);
    return () => clearTimeout(timer);
  }, [sent]);

  const submit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => setSent(true),
      onError: (error) => applyFieldErrors(form.setError, error, ['email', 'userCode']),
    }),
  );

  return (
    <AuthPanel title={t('route.forgotPassword')} description={t('ui.forgotPassword.intro')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t('route.forgotPassword')}>
        <FieldGroup className="gap-4">
          <TextFormField
            control={form.control}
            name="email"
            id="forgot-email"
            type="email"
            label={t('ui.forgotPassword.email')}
            placeholder={t('ui.forgotPassword.emailPlaceholder')}
            autoComplete="email"
          />
          <TextFormField
            control={form.control}
            name="userCode"
            id="forgot-user-code"
            label={t('ui.forgotPassword.userCode')}
            placeholder={t('ui.forgotPassword.userCodePlaceholder')}
            autoComplete="username"
          />
        </FieldGroup>
        {sent ? (
          <Alert variant="success" role="status">
            <MailCheckIcon aria-hidden />
            <AlertDescription>{t('message.forgotPasswordSent')}</AlertDescription>
          </Alert>
        ) : null}
        <SubmitButton
          className="w-full"
          pending={request.isPending}
          disabled={sent}
          label={t('ui.common.save')}
          pendingLabel={t('ui.common.saving')}
        />
        <Link to="/login" className="text-center text-sm text-primary hover:underline">
          {t('ui.common.backToLogin')}
        </Link>
      </form>
    </AuthPanel>
  );
}

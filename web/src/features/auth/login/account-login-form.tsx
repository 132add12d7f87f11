import { zodResolver } from '@hookform/resolvers/zod';
import { accountLoginInput } from '@sddp/shared';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/i18n/translate-message';
import { isApiError } from '@/lib/api-error';
import { useLoginMutation } from '../api/login';
import { CaptchaImage } from './captcha-image';
import { rememberedUsername, saveRememberedUsername } from './remembered-username';
import { useCaptchaKey } from './use-captcha-key';

type FormInput = z.input<typeof accountLoginInput>;
type FormOutput = z.output<typeof accountLoginInput>;
const FIELDS = ['username', 'password', 'captcha'] as const;

export interface LoginFormProps {
  onSuccess: (token: string) => void;
}

/** Mode 1 of spec §2.4: account, password and image captcha. */
export function AccountLoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const [remember, setRemember] = useState(() => rememberedUsername() !== undefined);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(accountLoginInput),
    defaultValues: { username: rememberedUsername() ?? '', password: '', captcha: '', key: '' },
  });
  const captcha = useCaptchaKey(form);
  const login = useLoginMutation();

  const submit = form.handleSubmit((values) => {
    const plainPassword = values.password;
    login.mutate(values, {
      onSuccess: ({ token }) => {
        saveRememberedUsername(remember ? values.username : undefined);
        onSuccess(token);
      },
      onError: (error) => {
        // The server message is already toasted; keep what the user typed and start a new captcha.
        form.setValue('password', plainPassword);
        form.setValue('captcha', '');
        for (const field of FIELDS) {
          const message = isApiError(error) ? error.fieldErrors?.[field] : undefined;
          if (message) form.setError(field, { message });
        }
        captcha.refresh();
      },
    });
  });

  const errorOf = (message: string | undefined) => [{ message: translateMessage(t, message) }];

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t('ui.login.heading')}>
      <FieldGroup className="gap-4">
        <Controller
          name="username"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel htmlFor="login-username">{t('ui.login.username')}</FieldLabel>
              <Input
                {...field}
                id="login-username"
                autoComplete="username"
                placeholder={t('ui.login.usernamePlaceholder')}
                aria-invalid={fieldState.invalid}
              />
              <FieldError errors={errorOf(fieldState.error?.message)} />
            </Field>
          )}
        />
        <Controller
          name="password"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel htmlFor="login-password">{t('ui.login.password')}</FieldLabel>
              <PasswordInput
                {...field}
                id="login-password"
                autoComplete="current-password"
                placeholder={t('ui.login.passwordPlaceholder')}
                toggleLabel={t('ui.login.showPassword')}
                capsLockHint={t('ui.login.capsLock')}
                aria-invalid={fieldState.invalid}
              />
              <FieldError errors={errorOf(fieldState.error?.message)} />
            </Field>
          )}
        />
        <Controller
          name="captcha"
          control={form.control}
          render={({ field, fieldState }) => {
            const keyError = form.formState.errors.key?.message;
            const invalid = fieldState.invalid || !!keyError;
            return (
              <Field data-invalid={invalid}>
                <FieldLabel htmlFor="login-captcha">{t('ui.login.captcha')}</FieldLabel>
                <div className="flex gap-2">
                  <Input
                    {...field}
                    id="login-captcha"
                    autoComplete="off"
                    maxLength={4}
                    placeholder={t('ui.login.captchaPlaceholder')}
                    aria-invalid={invalid}
                  />
                  <CaptchaImage src={captcha.image} loading={captcha.loading} onRefresh={captcha.refresh} />
                </div>
                <FieldError errors={errorOf(fieldState.error?.message ?? keyError)} />
              </Field>
            );
          }}
        />
      </FieldGroup>
      <div className="flex items-center justify-between text-sm">
        <div className="flex items-center gap-2">
          <Checkbox id="login-remember" checked={remember} onCheckedChange={(checked) => setRemember(checked === true)} />
          <Label htmlFor="login-remember" className="font-normal">
            {t('ui.login.remember')}
          </Label>
        </div>
        <Link to="/getPassIndex" className="text-primary hover:underline focus-visible:underline focus-visible:outline-none">
          {t('ui.login.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending} aria-busy={login.isPending}>
        {login.isPending ? <Spinner className="text-primary-foreground" /> : null}
        {login.isPending ? t('ui.login.submitting') : t('ui.login.submit')}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { accountLoginInput } from '@sddp/shared';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordFormField } from '@/components/form/password-form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextFormField } from '@/components/form/text-form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldGroup } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
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

  const submit = form.handleSubmit(
    (values) => {
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
          applyFieldErrors(form.setError, error, FIELDS, { key: 'captcha' });
          captcha.refresh();
        },
      });
    },
    // The captcha key has no field of its own: its problem (no image loaded yet) is the captcha's.
    (errors) => {
      if (errors.key && !errors.captcha) form.setError('captcha', { message: errors.key.message });
    },
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t('ui.login.heading')}>
      <FieldGroup className="gap-4">
        <TextFormField
          control={form.control}
          name="username"
          id="login-username"
          label={t('ui.login.username')}
          autoComplete="username"
          placeholder={t('ui.login.usernamePlaceholder')}
        />
        <PasswordFormField
          control={form.control}
          name="password"
          id="login-password"
          label={t('ui.login.password')}
          autoComplete="current-password"
          placeholder={t('ui.login.passwordPlaceholder')}
          toggleLabel={t('ui.login.showPassword')}
          capsLockHint={t('ui.login.capsLock')}
        />
        <TextFormField
          control={form.control}
          name="captcha"
          id="login-captcha"
          label={t('ui.login.captcha')}
          autoComplete="off"
          maxLength={4}
          placeholder={t('ui.login.captchaPlaceholder')}
          addon={<CaptchaImage src={captcha.image} loading={captcha.loading} onRefresh={captcha.refresh} />}
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
      <SubmitButton className="w-full" pending={login.isPending} label={t('ui.login.submit')} pendingLabel={t('ui.login.submitting')} />
    </form>
  );
}

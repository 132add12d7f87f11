import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { captchaLoginInput, mailCodeLoginInput } from '@sddp/shared';
import { PasswordFormField } from '@/components/form/password-form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextFormField } from '@/components/form/text-form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldGroup } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { useLoginMutation } from '../api/login';
import { requestMailLoginCode } from '../api/mail-login-code';
import { CaptchaCheck, MailCodeCheck, type CheckedLogin, type HumanCheck, type HumanCheckValues } from './human-check';
import { LoginFailure } from './login-failure';
import { rememberedUsername, saveRememberedUsername } from './remembered-username';
import { useCaptchaKey } from './use-captcha-key';

const RESOLVERS = {
  captcha: formResolver(captchaLoginInput),
  mail: formResolver(mailCodeLoginInput),
} as unknown as Record<HumanCheck, Resolver<HumanCheckValues, unknown, CheckedLogin>>;
const FIELDS = ['username', 'password', 'captcha', 'mailCode'] as const;
const CHECK_FIELD = { captcha: 'captcha', mail: 'mailCode' } as const;

export interface LoginFormProps {
  onSuccess: (token: string) => void;
}

/** Mode 1 of spec §2.4: account, password and the image captcha, or a code mailed to the account instead. */
export function AccountLoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const [remember, setRemember] = useState(() => rememberedUsername() !== undefined);
  const [check, setCheck] = useState<HumanCheck>('captcha');
  // The resolver runs outside render; it reads the check in force through this ref.
  const checkRef = useRef<HumanCheck>('captcha');
  const focusAfterSwitch = useRef(false);
  /** A failure that belongs to no field (wrong account or password, no network): shown until the next attempt. */
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const form = useForm<HumanCheckValues, unknown, CheckedLogin>({
    resolver: (values, context, options) => RESOLVERS[checkRef.current](values, context, options),
    defaultValues: { username: rememberedUsername() ?? '', password: '', captcha: '', key: '', mailCode: '' },
  });
  const captcha = useCaptchaKey(form);
  const login = useLoginMutation();

  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    focusAfterSwitch.current = false;
    form.setFocus(CHECK_FIELD[check]);
  }, [check, form]);

  const switchTo = (next: HumanCheck) => {
    checkRef.current = next;
    focusAfterSwitch.current = true;
    form.clearErrors(['captcha', 'mailCode']);
    setCheck(next);
  };

  /** Sends a code to the typed account; true when the server took the request. */
  const sendMailCode = async (): Promise<boolean> => {
    setFailure(undefined);
    if (!(await form.trigger('username', { shouldFocus: true }))) return false;
    try {
      await requestMailLoginCode(form.getValues('username'));
      return true;
    } catch (error) {
      setFailure((error as Error).message);
      return false;
    }
  };

  const askForMailCode = async () => {
    setSending(true);
    try {
      if (await sendMailCode()) switchTo('mail');
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(
    (values) => {
      setFailure(undefined);
      login.mutate(values, {
        onSuccess: ({ token }) => {
          saveRememberedUsername(remember ? values.username : undefined);
          onSuccess(token);
        },
        onError: (error) => {
          // The captcha was spent by this attempt; a mailed code lasts for its tries.
          if (checkRef.current === 'captcha') {
            form.setValue('captcha', '');
            captcha.refresh();
          }
          if (!applyFieldErrors(form.setError, error, FIELDS, { key: 'captcha' })) setFailure(error.message);
        },
      });
    },
    // The captcha key has no field of its own: its problem (no image loaded yet) is the captcha's.
    (errors) => {
      setFailure(undefined);
      const keyError = (errors as { key?: { message?: string } }).key;
      if (keyError && !errors.captcha) form.setError('captcha', { message: keyError.message });
    },
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t('ui.login.heading')}>
      <LoginFailure message={failure} />
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
        {check === 'captcha' ? (
          <CaptchaCheck
            control={form.control}
            image={captcha.image}
            loading={captcha.loading}
            onRefresh={captcha.refresh}
            onUseMail={askForMailCode}
            sending={sending}
          />
        ) : (
          <MailCodeCheck control={form.control} onResend={sendMailCode} onUseCaptcha={() => switchTo('captcha')} />
        )}
      </FieldGroup>
      <div className="flex items-center justify-between text-sm">
        <div className="flex items-center gap-2">
          <Checkbox id="login-remember" checked={remember} onCheckedChange={(checked) => setRemember(checked === true)} />
          <Label htmlFor="login-remember" className="font-normal">
            {t('ui.login.remember')}
          </Label>
        </div>
        <Link to="/getPassIndex" className="text-primary hover:underline focus-visible:underline">
          {t('ui.login.forgot')}
        </Link>
      </div>
      <SubmitButton className="w-full" pending={login.isPending} label={t('ui.login.submit')} pendingLabel={t('ui.login.submitting')} />
    </form>
  );
}

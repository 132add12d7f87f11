import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '@/components/brand/app-logo';
import { AuthBackdrop } from '@/components/brand/auth-backdrop';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { AccountLoginForm, type LoginFormProps } from './account-login-form';
import { BrowserAdvice, BrowserWarning } from './browser-advice';
import { LanguageCheckbox } from './language-checkbox';
import { LoginFooter } from './login-footer';

/** Spec §2.4 has three modes; phone (2) and extension (3, when the query has k) come later. */
export type LoginMode = 'account';

const FORMS: Record<LoginMode, ComponentType<LoginFormProps>> = { account: AccountLoginForm };

interface LoginPageProps {
  mode?: LoginMode;
  onSuccess: (token: string) => void;
}

export function LoginPage({ mode = 'account', onSuccess }: LoginPageProps) {
  const { t } = useTranslation();
  const Form = FORMS[mode];
  return (
    <AuthBackdrop>
      <Card className="w-full max-w-[420px] gap-5 border-none py-8 shadow-2xl">
        <CardHeader className="justify-items-center gap-3 px-8 text-center">
          <AppLogo className="size-12" />
          <h1 className="text-lg leading-snug font-semibold text-foreground">{t('product.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('ui.login.heading')}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-5 px-8">
          <BrowserWarning />
          <Form onSuccess={onSuccess} />
          <div className="flex items-center justify-end">
            <LanguageCheckbox />
          </div>
          <BrowserAdvice />
        </CardContent>
      </Card>
      <LoginFooter />
    </AuthBackdrop>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '@/components/brand/app-logo';
import { AuthBackdrop } from '@/components/brand/auth-backdrop';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AccountLoginForm } from './account-login-form';
import { BrowserAdvice, BrowserWarning } from './browser-advice';
import { ExtensionLoginForm } from './extension-login-form';
import { LanguageCheckbox } from './language-checkbox';
import { LoginFooter } from './login-footer';
import { PhoneLoginForm } from './phone-login-form';
import { SsoButtons } from './sso-buttons';

/** Spec §2.4: account (1) and phone (2) sign-in, switchable; extension (3) alone when the link has k. */
export type LoginMode = 'account' | 'phone';

interface LoginPageProps {
  /** The `k` of an extension sign-in link; when present only the extension field shows. */
  extensionKey?: string;
  /** The `redirect` query parameter, kept across an enterprise sign-on. */
  redirect?: string;
  onSuccess: (token: string) => void;
}

export function LoginPage({ extensionKey, redirect, onSuccess }: LoginPageProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LoginMode>('account');
  return (
    <AuthBackdrop>
      <Card className="w-full max-w-[420px] gap-5 border-none py-8 shadow-2xl">
        <CardHeader className="justify-items-center gap-3 px-6 text-center sm:px-8">
          <AppLogo className="size-12" />
          <h1 className="text-lg leading-snug font-semibold text-foreground">{t('product.title')}</h1>
          {extensionKey ? <p className="text-sm text-muted-foreground">{t('ui.login.extensionHeading')}</p> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5 px-6 sm:px-8">
          <BrowserWarning />
          {extensionKey ? (
            <ExtensionLoginForm linkKey={extensionKey} onSuccess={onSuccess} />
          ) : (
            <Tabs value={mode} onValueChange={(value) => setMode(value as LoginMode)} className="gap-4">
              <TabsList aria-label={t('ui.login.modes')} className="w-full">
                <TabsTrigger value="account">{t('ui.login.heading')}</TabsTrigger>
                <TabsTrigger value="phone">{t('ui.login.phoneHeading')}</TabsTrigger>
              </TabsList>
              {/* The panels are not Tab stops of their own: each starts with its first field. */}
              <TabsContent value="account" tabIndex={-1}>
                <AccountLoginForm onSuccess={onSuccess} />
              </TabsContent>
              <TabsContent value="phone" tabIndex={-1}>
                <PhoneLoginForm onSuccess={onSuccess} onAccountLogin={() => setMode('account')} />
              </TabsContent>
            </Tabs>
          )}
          {extensionKey ? null : <SsoButtons redirect={redirect} onSuccess={onSuccess} />}
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

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SsoProvider } from '@sddp/shared';
import { Button } from '@/components/ui/button';
import { finishSsoSignIn, startSsoSignIn, useSsoProviders } from '../api/sso';
import { OAUTH_CODE_KEY } from '../auth-redirect/hand-over-to-opener';
import { LoginFailure } from './login-failure';

interface SsoButtonsProps {
  /** Where to go after signing in (the login page's `redirect`). */
  redirect?: string;
  onSuccess: (token: string) => void;
}

/**
 * Spec §2.4's intranet sign-on and 'Internet' buttons, each shown only when the server has that
 * provider configured. A popup that ends on /auth-redirect hands its query over through local storage
 * (spec §2.2); this page then finishes the sign-in itself.
 */
export function SsoButtons({ redirect, onSuccess }: SsoButtonsProps) {
  const { t } = useTranslation();
  const providers = useSsoProviders();
  const [pending, setPending] = useState<SsoProvider>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== OAUTH_CODE_KEY || !event.newValue) return;
      localStorage.removeItem(OAUTH_CODE_KEY);
      finishSsoSignIn(event.newValue).then(
        ({ token }) => onSuccess(token),
        (error: Error) => setFailure(error.message),
      );
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [onSuccess]);

  const shown = (['intranet', 'internet'] as const).filter((provider) => providers.data?.[provider]);
  // While the providers load, their row keeps its place: buttons appearing above the language switch
  // moved it under a pointer already pressing it (the press ended elsewhere and switched nothing).
  if (!providers.isPending && shown.length === 0) return null;

  const start = (provider: SsoProvider) => {
    setFailure(undefined);
    setPending(provider);
    startSsoSignIn(provider, redirect).catch((error: Error) => {
      setPending(undefined);
      setFailure(error.message);
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t('ui.sso.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <LoginFailure message={failure} />
      <div className="flex gap-3">
        {providers.isPending ? <div data-slot="sso-placeholder" aria-hidden className="h-9 flex-1 rounded-md bg-muted" /> : null}
        {shown.map((provider) => (
          <Button
            key={provider}
            type="button"
            variant="outline"
            className="flex-1"
            disabled={pending !== undefined}
            onClick={() => start(provider)}
          >
            {t(provider === 'intranet' ? 'ui.sso.intranet' : 'ui.sso.internet')}
          </Button>
        ))}
      </div>
    </div>
  );
}

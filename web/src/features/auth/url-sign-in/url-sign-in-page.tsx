import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TriangleAlertIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthPanel } from '@/components/brand/auth-panel';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { LoadingOverlay } from '@/components/ui/loading-overlay';

interface UrlSignInPageProps {
  /** Names this attempt (the credential itself): the exchange runs once per credential, even when React renders twice. */
  attempt: string;
  run: () => Promise<{ token: string; redirect?: string }>;
  onSignedIn: (token: string, redirect: string | undefined) => void;
}

/** A sign-in carried by the URL (spec §2.4): 'loading....' while the server checks it, its message when it refuses. */
export function UrlSignInPage({ attempt, run, onSignedIn }: UrlSignInPageProps) {
  const { t } = useTranslation();
  const signIn = useQuery({
    queryKey: ['urlSignIn', attempt],
    queryFn: run,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const done = signIn.data;
  useEffect(() => {
    if (done) onSignedIn(done.token, done.redirect);
  }, [done, onSignedIn]);

  if (!signIn.isError) return <LoadingOverlay variant="screen" message={t('ui.sso.loading')} />;
  return (
    <AuthPanel title={t('route.jumpLogin')}>
      <Alert variant="destructive">
        <TriangleAlertIcon aria-hidden />
        <AlertDescription>{t('ui.sso.failed', { message: signIn.error.message })}</AlertDescription>
      </Alert>
      <Link to="/login" className="text-center text-sm text-primary hover:underline">
        {t('ui.common.backToLogin')}
      </Link>
    </AuthPanel>
  );
}

import { Link } from '@tanstack/react-router';
import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuthPanel } from '@/components/brand/auth-panel';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { config } from '@/config';
import { leaveApp } from '@/lib/leave-app';
import { startSession } from '@/lib/session/start-session';
import { ExtensionLoginForm } from '../login/extension-login-form';

/** Spec §2.5: the extension code with the link's k; a success opens the intranet admin page. */
export function ExtensionLoginPage({ linkKey }: { linkKey: string | undefined }) {
  const { t } = useTranslation();
  const signedIn = (token: string) => {
    startSession(token);
    leaveApp(config.intranetAdminUrl);
  };
  return (
    <AuthPanel title={t('route.extensionLogin')}>
      {linkKey ? (
        <ExtensionLoginForm linkKey={linkKey} onSuccess={signedIn} />
      ) : (
        <>
          <Alert variant="destructive">
            <TriangleAlertIcon aria-hidden />
            <AlertDescription>{t('error.extensionKeyInvalid')}</AlertDescription>
          </Alert>
          <Link to="/login" className="text-center text-sm text-primary hover:underline">
            {t('ui.common.backToLogin')}
          </Link>
        </>
      )}
    </AuthPanel>
  );
}

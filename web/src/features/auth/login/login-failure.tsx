import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';

/**
 * A sign-in failure that belongs to no field (wrong account or password, an invalid link, no network):
 * shown in the form until the next attempt, announced once by its role=alert. The sign-in calls are
 * quiet, so no toast says it a second time.
 */
export function LoginFailure({ message }: { message: string | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{t('ui.login.failed', { message })}</AlertDescription>
    </Alert>
  );
}

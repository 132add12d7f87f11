import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '@/components/ui/loading-overlay';

export function AuthRedirectPage() {
  const { t } = useTranslation();
  return <LoadingOverlay variant="screen" message={t('ui.authRedirect.redirecting')} />;
}

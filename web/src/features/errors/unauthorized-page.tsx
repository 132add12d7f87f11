import { useNavigate, useRouter } from '@tanstack/react-router';
import { ShieldAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorPage } from './error-page';

/** Spec §2.26: Back goes to /dashboard when the query has noGoBack, else back in history. */
export function UnauthorizedPage({ noGoBack }: { noGoBack: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const router = useRouter();
  const back = () => (noGoBack ? void navigate({ to: '/dashboard' }) : router.history.back());
  return (
    <ErrorPage code="401" icon={<ShieldAlertIcon className="size-16 text-warning" aria-hidden />} message={t('error.unauthorizedPage')}>
      <Button onClick={back}>{t('ui.common.back')}</Button>
    </ErrorPage>
  );
}

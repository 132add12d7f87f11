import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuthPanel } from '@/components/brand/auth-panel';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { userInfoQueryOptions } from '@/lib/session/session-queries';
import { CompleteInfoForm } from './complete-info-form';

/** Spec §2.9 (reading B): forced while the account has no e-mail. */
export function CompleteInfoPage({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { data: info, error } = useQuery(userInfoQueryOptions());
  const name = info ? info.user.linkman || info.user.loginName || info.user.userCode : '';
  return (
    <AuthPanel title={t('route.addInfo')} description={info ? t('ui.addInfo.greeting', { name }) : undefined} className="max-w-[760px]">
      {info ? <CompleteInfoForm user={info.user} onDone={onDone} /> : null}
      {!info && error ? (
        <>
          <Alert variant="destructive">
            <TriangleAlertIcon aria-hidden />
            <AlertDescription>{error.message}</AlertDescription>
          </Alert>
          <Link to="/login" className="text-center text-sm text-primary hover:underline">
            {t('ui.common.backToLogin')}
          </Link>
        </>
      ) : null}
      {!info && !error ? (
        <div className="flex justify-center py-10">
          <Spinner aria-label={t('ui.common.loading')} className="size-6" />
        </div>
      ) : null}
    </AuthPanel>
  );
}

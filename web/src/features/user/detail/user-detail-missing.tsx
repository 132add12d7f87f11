import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** /user/checkDetail without an account, or with one that does not exist: say so and lead back to the list. */
export function UserDetailMissing({ reason = 'unnamed' }: { reason?: 'unnamed' | 'notFound' }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-xl font-semibold">{t('route.userDetail')}</h1>
      <p className="text-muted-foreground">{t(reason === 'notFound' ? 'ui.user.info.notFound' : 'ui.user.info.missing')}</p>
      <Button asChild variant="outline">
        <Link to="/user/list">{t('ui.user.info.backToList')}</Link>
      </Button>
    </div>
  );
}

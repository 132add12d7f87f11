import { Link } from '@tanstack/react-router';
import { FileQuestionIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorPage } from './error-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage code="404" icon={<FileQuestionIcon className="size-16 text-primary" aria-hidden />} message={t('error.notFoundPage')}>
      <Button asChild>
        <Link to="/dashboard">{t('ui.common.backHome')}</Link>
      </Button>
    </ErrorPage>
  );
}

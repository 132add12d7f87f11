import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** Why something did not load, said as an alert, with Retry when the caller can try again. */
export function FailedWithRetry({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry?: (() => void) | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={cn('flex flex-col gap-3 text-sm', className)}>
      <p>{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('ui.common.retry')}
        </Button>
      ) : null}
    </div>
  );
}

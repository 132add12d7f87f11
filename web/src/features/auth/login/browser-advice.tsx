import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRecommendedBrowser } from './browser-support';

export function BrowserWarning() {
  const { t } = useTranslation();
  if (isRecommendedBrowser(navigator.userAgent)) return null;
  return (
    <div role="alert" className="flex gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-xs text-foreground">
      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
      <p>{t('ui.login.browserWarning')}</p>
    </div>
  );
}

export function BrowserAdvice() {
  const { t } = useTranslation();
  return <p className="text-center text-xs text-muted-foreground">{t('ui.login.browserAdvice')}</p>;
}

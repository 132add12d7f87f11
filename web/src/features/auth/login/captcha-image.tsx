import { RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

interface CaptchaImageProps {
  src: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The image is a button: clicking it (or Enter/Space on it) fetches a new captcha. */
export function CaptchaImage({ src, loading, onRefresh }: CaptchaImageProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onRefresh}
      aria-label={t('ui.login.captchaImage')}
      aria-busy={loading}
      className="relative flex h-9 w-28 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted hover:border-primary"
    >
      {src ? <img src={src} alt="" className="h-full w-full object-contain" /> : null}
      {loading ? (
        <span className="absolute inset-0 flex items-center justify-center bg-background/60">
          <Spinner aria-label={t('ui.login.captchaLoading')} />
        </span>
      ) : null}
      {!src && !loading ? <RefreshCwIcon className="size-4 text-muted-foreground" aria-hidden /> : null}
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import type { InboxNotice } from '@sddp/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FailedWithRetry } from '@/components/ui/failed-with-retry';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date-time';
import { NOTICE_CONTENT_CLASS } from '../content-class';

interface NoticeReaderProps {
  notice: InboxNotice | undefined;
  /** Why the notice did not open (the reader stays open, with Retry). */
  failure?: string | undefined;
  open: boolean;
  onRetry?: () => void;
  onClose: () => void;
}

/**
 * One notice, read. The HTML is the server's sanitised copy (docs/decisions.md "Notice content"),
 * so it is rendered as given.
 */
export function NoticeReader({ notice, failure, open, onRetry, onClose }: NoticeReaderProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90svh] overflow-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{notice?.title ?? t('ui.common.loading')}</DialogTitle>
          <DialogDescription>
            {notice ? `${notice.projectNames} · ${notice.createUser} · ${formatDateTime(notice.createTime)}` : ''}
          </DialogDescription>
        </DialogHeader>
        {notice ? (
          // Sanitised on the server before it was stored.
          <div className={NOTICE_CONTENT_CLASS} data-testid="notice-content" dangerouslySetInnerHTML={{ __html: notice.content }} />
        ) : failure ? (
          <FailedWithRetry message={t('ui.notice.readFailed', { reason: failure })} onRetry={onRetry} className="items-start" />
        ) : (
          <Spinner aria-label={t('ui.common.loading')} />
        )}
      </DialogContent>
    </Dialog>
  );
}

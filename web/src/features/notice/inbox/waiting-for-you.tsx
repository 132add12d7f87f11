import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonalNoticeRow } from '@sddp/shared';
import { StateTag } from '@/components/list/state-tag';
import { Button } from '@/components/ui/button';
import { FailedWithRetry } from '@/components/ui/failed-with-retry';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date-time';
import { personalNoticesQueryOptions, useOpenPersonalNoticeMutation } from '../api/personal-notices';

/** The delivery screen a notice opens, typed by the router (the delivery feature is not imported). */
function NoticeLink({ notice, onOpen }: { notice: PersonalNoticeRow; onOpen: () => void }) {
  const className = cn('text-primary underline-offset-4 hover:underline', notice.read ? 'font-normal' : 'font-semibold');
  const search = { tagId: notice.target.tagId };
  // A middle click opens it in another tab: that reads it too (a right click does not).
  const events = { onClick: onOpen, onAuxClick: (event: MouseEvent) => event.button === 1 && onOpen() };
  return notice.target.screen === 'review' ? (
    <Link to="/delivery/review" search={search} className={className} {...events}>
      {notice.title}
    </Link>
  ) : (
    <Link to="/delivery/tag" search={search} className={className} {...events}>
      {notice.title}
    </Link>
  );
}

interface NoticePageProps {
  cursor: string;
  first: boolean;
  last: boolean;
  onOlder: (cursor: string) => void;
}

/** One page of notices; the first says when there are none, the last offers the older ones. */
function NoticePage({ cursor, first, last, onOlder }: NoticePageProps) {
  const { t } = useTranslation();
  const query = useQuery(personalNoticesQueryOptions(cursor));
  const open = useOpenPersonalNoticeMutation();
  if (query.isPending) return <Spinner aria-label={t('ui.common.loading')} />;
  if (query.error)
    return (
      <FailedWithRetry
        message={t('ui.notice.personal.failed', { reason: query.error.message })}
        onRetry={() => void query.refetch()}
        className="items-start"
      />
    );
  const { rows, cursor: next } = query.data;
  if (first && rows.length === 0) return <p className="mt-2 text-sm text-muted-foreground">{t('ui.notice.personal.empty')}</p>;
  return (
    <>
      <ul className={cn('flex flex-col divide-y', first ? 'mt-2' : 'border-t')}>
        {rows.map((notice) => (
          <li key={notice.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span className="flex min-w-0 flex-col">
              <span className="flex items-baseline gap-2">
                <NoticeLink notice={notice} onOpen={() => !notice.read && open.mutate(notice.id)} />
                {notice.read ? null : <StateTag tone="warning">{t('ui.notice.unread')}</StateTag>}
              </span>
              <span className="text-sm text-muted-foreground">{notice.detail}</span>
            </span>
            <span className="shrink-0 text-xs text-muted-foreground">{formatDateTime(notice.createTime)}</span>
          </li>
        ))}
      </ul>
      {last && next ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={() => onOlder(next)}>
          {t('ui.notice.personal.more')}
        </Button>
      ) : null}
    </>
  );
}

/** The inbox's first section: what the server noted for the reader (a tag to review, one sent back or approved), newest first. */
export function WaitingForYou() {
  const { t } = useTranslation();
  const [cursors, setCursors] = useState<readonly string[]>(['']);
  return (
    <Panel title={t('ui.notice.personal.heading')}>
      {cursors.map((cursor, index) => (
        <NoticePage
          key={cursor}
          cursor={cursor}
          first={index === 0}
          last={index === cursors.length - 1}
          onOlder={(next) => setCursors((shown) => [...shown, next])}
        />
      ))}
    </Panel>
  );
}

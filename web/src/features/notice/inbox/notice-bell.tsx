import { Link } from '@tanstack/react-router';
import { BellIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useUnreadCount } from '../api/unread-count';

/** The navbar's bell: the unread count of every signed-in user, a link to the inbox. */
export function NoticeBell() {
  const { t } = useTranslation();
  const count = useUnreadCount().data?.count ?? 0;
  const label = count > 0 ? t('ui.notice.bellUnread', { count }) : t('ui.notice.bell');
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to="/notices" aria-label={label} title={label}>
        <BellIcon aria-hidden />
        {count > 0 ? (
          <span
            data-testid="notice-unread"
            aria-hidden
            className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] leading-4 text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}

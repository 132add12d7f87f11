import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@sddp/shared';
import { formatDateTime } from '@/lib/format-date-time';

/** Recent sign-ins or operations of the account, from the operation log (beyond the spec). */
export function UserActivityList({ title, items }: { title: string; items: UserDetail['recentOperations'] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('ui.user.info.noActivity')}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm">
          {items.map((item, index) => (
            <li key={`${item.time}-${index}`} className="flex flex-wrap gap-x-3">
              <time dateTime={item.time} className="whitespace-nowrap text-muted-foreground tabular-nums">
                {formatDateTime(item.time)}
              </time>
              <span>{item.text}</span>
              {item.projectName ? <span className="text-muted-foreground">{item.projectName}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

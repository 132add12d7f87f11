import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LogRow } from '@sddp/shared';
import { Panel } from '@/components/ui/panel';
import { textLinkClass } from '@/components/ui/text-link';
import { formatDateTime } from '@/lib/format-date-time';

/** The newest operation-log rows, with the way to the whole log. */
export function RecentOperations({ rows }: { rows: readonly LogRow[] }) {
  const { t } = useTranslation();
  const allLog = (
    <Link to="/log/list" className={textLinkClass}>
      {t('ui.glance.allLog')}
    </Link>
  );
  return (
    <Panel title={t('ui.glance.recent')} level={3} action={allLog} className="bg-background">
      {rows.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{t('ui.glance.recentEmpty')}</p>
      ) : (
        <ul className="mt-2 divide-y text-sm">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-baseline gap-x-3 py-1.5">
              <time dateTime={row.createTime} className="shrink-0 text-xs text-muted-foreground tabular-nums">
                {formatDateTime(row.createTime)}
              </time>
              <span className="shrink-0 font-medium">{row.linkman || row.userCode}</span>
              <span className="min-w-0 flex-1 truncate">{row.log}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

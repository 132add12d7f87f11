import { ChevronDownIcon, ChevronRightIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogRow } from '@sddp/shared';
import { Button } from '@/components/ui/button';

/** The row's before → after, field by field, opened on demand (a row without changes shows nothing). */
export function LogChangesCell({ row }: { row: LogRow }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (row.changes.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <Button variant="link" size="sm" className="h-auto p-0" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? <ChevronDownIcon aria-hidden /> : <ChevronRightIcon aria-hidden />}
        {t('ui.logList.changesCount', { count: row.changes.length })}
      </Button>
      {open ? (
        <ul id={id} className="flex flex-col gap-0.5 text-xs">
          {row.changes.map((change) => (
            <li key={change.field}>
              <span className="font-medium">{t(`ui.logList.field.${change.field}`, { defaultValue: change.field })}</span>
              {': '}
              <span className="text-muted-foreground line-through">{change.before || '—'}</span>
              {' → '}
              <span>{change.after || '—'}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

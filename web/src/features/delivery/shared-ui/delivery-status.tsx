import { useTranslation } from 'react-i18next';
import type { DeliveryStatus } from '@sddp/shared';
import { StateTag } from '@/components/list/state-tag';

const TONE = { draft: 'muted', submitted: 'info', approved: 'success', rejected: 'warning' } as const;

/** Where a tag's delivery stands, as a coloured tag with its word. */
export function DeliveryStatusTag({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  return <StateTag tone={TONE[status]}>{t(`ui.delivery.status.${status}`)}</StateTag>;
}

/** Completeness as a bar with its number, for lists. */
export function CompletenessBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex min-w-28 items-center gap-2">
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary" style={{ width: `${value}%` }} />
      </div>
      <span className="w-10 text-right tabular-nums">{value}%</span>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { SupplierContractRow } from '@sddp/shared';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { CompletenessBar } from '../shared-ui/delivery-status';

interface SupplierContractsProps {
  rows: readonly SupplierContractRow[];
  chosen: number | undefined;
  onChoose: (contractId: number) => void;
}

/** The supplier's contracts in the project as cards: what is due by when, to whom, and how far along. */
export function SupplierContracts({ rows, chosen, onChoose }: SupplierContractsProps) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={t('ui.delivery.supplier.contracts')}>
      {rows.map((contract) => (
        <li key={contract.contractId}>
          <Card className={cn('gap-2 p-4', chosen === contract.contractId && 'ring-2 ring-primary')}>
            <button
              type="button"
              className="text-left font-medium text-primary hover:underline"
              aria-pressed={chosen === contract.contractId}
              onClick={() => onChoose(contract.contractId)}
            >
              {contract.contractNo} · {contract.contractName}
            </button>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('ui.device.terms.dueDate')}</dt>
              <dd>{contract.dueDate || t('ui.device.terms.notSet')}</dd>
              <dt className="text-muted-foreground">{t('ui.device.terms.contractor')}</dt>
              <dd>{contract.contractorName || t('ui.device.terms.noContractor')}</dd>
              <dt className="text-muted-foreground">{t('ui.delivery.supplier.tags')}</dt>
              <dd>{t('ui.delivery.supplier.tagsWithClass', { tags: contract.tagCount, classified: contract.classifiedTags })}</dd>
            </dl>
            <CompletenessBar value={contract.completeness} label={t('ui.delivery.completeness')} />
            <p className="text-xs text-muted-foreground">{t('ui.delivery.countsLine', contract.counts)}</p>
            {contract.overdueTags > 0 ? (
              <p className="text-xs font-medium text-destructive">{t('ui.delivery.overdue', { count: contract.overdueTags })}</p>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import type { PumpUse } from '@sddp/shared';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** The tag numbers (and their contracts) that use this pump model. */
export function PumpUses({ uses }: { uses: readonly PumpUse[] }) {
  const { t } = useTranslation();
  if (uses.length === 0) return <p className="text-sm text-muted-foreground">{t('ui.pump.noUses')}</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('ui.pump.weihao')}</TableHead>
          <TableHead>{t('ui.device.contractNo')}</TableHead>
          <TableHead>{t('ui.device.project')}</TableHead>
          <TableHead>{t('ui.device.supplier')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {uses.map((use) => (
          <TableRow key={use.tagId}>
            <TableCell>{use.weihao}</TableCell>
            <TableCell>{use.contractNo}</TableCell>
            <TableCell>{use.projectName}</TableCell>
            <TableCell>{use.supplierName}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

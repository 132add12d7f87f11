import { useTranslation } from 'react-i18next';
import type { ScoreRow } from '@sddp/shared';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ScoreForm } from './score-form';

interface ScoreEditDialogProps {
  /** The row being edited; undefined closes the dialog. */
  row: ScoreRow | undefined;
  onClose: () => void;
}

/** Spec §2.23: the supplier evaluation. */
export function ScoreEditDialog({ row, onClose }: ScoreEditDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={row !== undefined} onOpenChange={(next) => !next && onClose()}>
      <DialogContent aria-describedby={undefined} className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('ui.score.editTitle')}</DialogTitle>
        </DialogHeader>
        {row ? <ScoreForm key={`${row.id}:${row.version}`} row={row} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

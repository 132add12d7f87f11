import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { projectNameIn, type ScoreRow } from '@sddp/shared';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useKeyboardScrollable } from '@/lib/focus/use-keyboard-scrollable';
import { ScoreChart } from './score-chart';
import { ScoreHistoryList } from './score-history-list';

interface ScoreDetailDialogProps {
  row: ScoreRow | undefined;
  onClose: () => void;
}

/** Beyond the spec: the six criteria as a radar chart beside the row's history. */
export function ScoreDetailDialog({ row, onClose }: ScoreDetailDialogProps) {
  const { t, i18n } = useTranslation();
  const historyRef = useKeyboardScrollable();
  const historyHeadingId = useId();
  return (
    <Dialog open={row !== undefined} onOpenChange={(next) => !next && onClose()}>
      <DialogContent aria-describedby={undefined} className="sm:max-w-3xl">
        {row ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {t('ui.score.detailTitle', { orgName: row.orgName, projectName: projectNameIn(row, i18n.language) })}
              </DialogTitle>
            </DialogHeader>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              <section aria-label={t('ui.score.chart')}>
                <ScoreChart row={row} />
              </section>
              {/* A long history scrolls: keyboard users scroll it too (WCAG 2.1.1). */}
              <section ref={historyRef} aria-labelledby={historyHeadingId} className="flex max-h-80 flex-col gap-2 overflow-y-auto">
                <h2 id={historyHeadingId} className="text-sm font-semibold">
                  {t('ui.score.history')}
                </h2>
                <ScoreHistoryList id={row.id} />
              </section>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

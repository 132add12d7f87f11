import { useTranslation } from 'react-i18next';

/** A score, or '—' (read as 'not scored') until someone scores the row. */
export function ScoreValue({ value }: { value: number | null }) {
  const { t } = useTranslation();
  if (value !== null) return <span className="tabular-nums">{value}</span>;
  return (
    <span className="text-muted-foreground">
      <span aria-hidden>{t('ui.score.notScored')}</span>
      <span className="sr-only">{t('ui.score.notScoredLabel')}</span>
    </span>
  );
}

import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { overallScore, SCORE_CRITERIA, SCORE_WEIGHTS, type ScoreValues } from '@sddp/shared';
import { FieldDescription } from '@/components/ui/field';
import { scoreOfText, type ScoreFormInput, type ScoreFormOutput } from './score-form-values';

/** The rule of the overall score (its weights) and, once the six are valid, what the server will compute. */
export function OverallPreview({ control }: { control: Control<ScoreFormInput, unknown, ScoreFormOutput> }) {
  const { t } = useTranslation();
  const values = useWatch({ control, name: [...SCORE_CRITERIA] }) as unknown[];
  const scores = values.map(scoreOfText);
  const complete = scores.every((score) => score !== undefined);
  const weights = SCORE_CRITERIA.map((criterion) =>
    t('ui.score.weight', { name: t(`ui.score.criteria.${criterion}`), weight: SCORE_WEIGHTS[criterion] }),
  ).join(t('ui.score.weightSeparator'));
  const overall = complete
    ? overallScore(Object.fromEntries(SCORE_CRITERIA.map((criterion, index) => [criterion, scores[index]])) as ScoreValues)
    : undefined;
  return (
    <div className="flex flex-col gap-1">
      <FieldDescription>{t('ui.score.weights', { weights })}</FieldDescription>
      <p className="min-h-5 text-sm font-medium" aria-live="polite">
        {overall === undefined ? null : t('ui.score.overallPreview', { score: overall })}
      </p>
    </div>
  );
}

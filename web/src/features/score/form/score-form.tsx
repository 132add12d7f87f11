import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { projectNameIn, SCORE_CRITERIA, type ScoreRow, scoreUpdateInput } from '@sddp/shared';
import { DialogFormFooter } from '@/components/form/dialog-form-footer';
import { TextFormField } from '@/components/form/text-form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { currentOfStaleEdit } from '@/lib/forms/stale-edit';
import { useSuggestedScores } from '../api/get-suggested-scores';
import { useUpdateScoreMutation } from '../api/update-score';
import { OverallPreview } from './overall-preview';
import { scoreFormValuesOf, type ScoreFormInput, type ScoreFormOutput } from './score-form-values';

/** Spec §2.23: the supplier read-only, then score1…score6 in the list's order, checked by the shared schema. */
export function ScoreForm({ row, onDone }: { row: ScoreRow; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useForm<ScoreFormInput, unknown, ScoreFormOutput>({
    resolver: formResolver(scoreUpdateInput),
    defaultValues: scoreFormValuesOf(row),
  });
  const update = useUpdateScoreMutation();
  const suggested = useSuggestedScores(row.id).data;
  /** Timeliness and completeness as the delivery data has them, and how they were derived. */
  const suggestionOf = (criterion: string) => {
    if (criterion === 'score1' && suggested?.score1)
      return { value: suggested.score1.value, text: t('ui.score.suggestedTimeliness', suggested.score1) };
    if (criterion === 'score3' && suggested?.score3)
      return { value: suggested.score3.value, text: t('ui.score.suggestedCompleteness', suggested.score3) };
    return undefined;
  };

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success(t('message.score.success'));
        onDone();
      },
      onError: (error) => {
        const current = currentOfStaleEdit<ScoreRow>(error);
        if (current) form.reset(scoreFormValuesOf(current));
        else applyFieldErrors(form.setError, error, SCORE_CRITERIA);
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FieldGroup className="gap-4">
        <Field data-disabled>
          <FieldLabel htmlFor="score-edit-org">{t('ui.score.orgName')}</FieldLabel>
          <Input id="score-edit-org" value={row.orgName} readOnly disabled />
        </Field>
        <Field data-disabled>
          <FieldLabel htmlFor="score-edit-project">{t('ui.score.projectName')}</FieldLabel>
          <Input id="score-edit-project" value={projectNameIn(row, i18n.language)} readOnly disabled />
        </Field>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {SCORE_CRITERIA.map((criterion) => {
            const suggestion = suggestionOf(criterion);
            return (
              <TextFormField
                key={criterion}
                control={form.control}
                name={criterion}
                id={`score-edit-${criterion}`}
                label={t(`ui.score.criteria.${criterion}`)}
                placeholder={t('ui.score.scorePlaceholder')}
                inputMode="numeric"
                autoComplete="off"
                description={suggestion?.text}
                addon={
                  suggestion ? (
                    <Button
                      variant="outline"
                      aria-label={t('ui.score.useSuggestion', { name: t(`ui.score.criteria.${criterion}`), value: suggestion.value })}
                      onClick={() => form.setValue(criterion, String(suggestion.value), { shouldDirty: true, shouldValidate: true })}
                    >
                      {t('ui.score.use')}
                    </Button>
                  ) : undefined
                }
              />
            );
          })}
        </div>
        <OverallPreview control={form.control} />
      </FieldGroup>
      {update.isError && !currentOfStaleEdit(update.error) ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{t('ui.score.failed')}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFormFooter pending={update.isPending} onCancel={onDone} />
    </form>
  );
}

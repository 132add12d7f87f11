import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { PROJECT_STATE, projectCreateInput, type ProjectState } from '@sddp/shared';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextFormField } from '@/components/form/text-form-field';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FieldGroup } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { useCreateProjectMutation } from '../api/create-project';
import { ProjectStateRadios } from './project-state-radios';

type FormInput = z.input<typeof projectCreateInput>;
type FormOutput = z.output<typeof projectCreateInput>;

const FIELDS = ['projectName', 'projectNameEn', 'indexUrl', 'indexUrlEn', 'state'] as const;

const EMPTY: FormInput = { projectName: '', projectNameEn: '', indexUrl: '', indexUrlEn: '', state: PROJECT_STATE.notStarted };

interface NewProjectFormProps {
  onCreated: () => void;
  onCancel: () => void;
}

/** The complete new-project form (spec §2.14 shows only part of it; docs/decisions.md). */
export function NewProjectForm({ onCreated, onCancel }: NewProjectFormProps) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: formResolver(projectCreateInput), defaultValues: EMPTY });
  const create = useCreateProjectMutation();

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success(t('message.projectCreated'));
        onCreated();
      },
      onError: (error) => applyFieldErrors(form.setError, error, FIELDS),
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('ui.project.create.title')} className="flex flex-col gap-6">
      <FieldGroup className="gap-4">
        <TextFormField
          control={form.control}
          name="projectName"
          id="new-project-name"
          label={t('ui.project.create.projectName')}
          placeholder={t('ui.project.create.projectNamePlaceholder')}
        />
        <TextFormField
          control={form.control}
          name="projectNameEn"
          id="new-project-name-en"
          label={t('ui.project.create.projectNameEn')}
          placeholder={t('ui.project.create.projectNameEnPlaceholder')}
        />
        <TextFormField
          control={form.control}
          name="indexUrl"
          id="new-project-index-url"
          type="url"
          inputMode="url"
          label={t('ui.project.create.indexUrl')}
          placeholder={t('ui.project.create.indexUrlPlaceholder')}
        />
        <TextFormField
          control={form.control}
          name="indexUrlEn"
          id="new-project-index-url-en"
          type="url"
          inputMode="url"
          label={t('ui.project.create.indexUrlEn')}
          placeholder={t('ui.project.create.indexUrlPlaceholder')}
          description={t('ui.project.create.indexUrlEnHint')}
        />
        <FormField
          control={form.control}
          name="state"
          id="new-project-state"
          label={t('ui.project.create.state')}
          renderControl={(field, invalid, describedBy) => (
            <ProjectStateRadios
              id="new-project-state"
              ref={field.ref}
              label={t('ui.project.create.state')}
              value={(field.value as ProjectState | undefined) ?? PROJECT_STATE.notStarted}
              onChange={field.onChange}
              invalid={invalid}
              describedBy={describedBy}
            />
          )}
        />
      </FieldGroup>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
          {t('ui.common.cancel')}
        </Button>
        <SubmitButton size="default" pending={create.isPending} label={t('ui.common.submit')} pendingLabel={t('ui.common.submitting')} />
      </DialogFooter>
    </form>
  );
}

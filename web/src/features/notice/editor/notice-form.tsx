import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { noticeInput, type NoticeDetail } from '@sddp/shared';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextFormField } from '@/components/form/text-form-field';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { currentOfStaleEdit } from '@/lib/forms/stale-edit';
import { useSaveNoticeMutation } from '../api/save-notice';
import { ChoiceFormField } from './choice-field';
import { FIELDS, NEW_NOTICE, valuesOf, type NoticeFormOutput, type NoticeFormValues } from './notice-form-values';
import { OrgPicker, type ChosenOrg } from './org-picker';
import { ProjectChecklist } from './project-checklist';
import { RichTextEditor } from './rich-text-editor';
import { RoleTable } from './role-table';

interface NoticeFormProps {
  notice: NoticeDetail | undefined;
  onDone: () => void;
}

/** Spec §2.24 editor on the shared schema (the §5 checks in their order); Publish, or Update with the version. */
export function NoticeForm({ notice, onDone }: NoticeFormProps) {
  const { t } = useTranslation();
  const save = useSaveNoticeMutation();
  const [version, setVersion] = useState(notice?.version);
  const [orgs, setOrgs] = useState<ChosenOrg[]>(notice?.scopeOrgList ?? []);
  const form = useForm<NoticeFormValues, unknown, NoticeFormOutput>({
    resolver: formResolver(noticeInput) as never,
    defaultValues: notice ? valuesOf(notice) : NEW_NOTICE,
  });
  const { control, handleSubmit, watch, setValue, setError } = form;
  const editing = notice !== undefined;
  const messages = editing
    ? (['message.notice.updated', 'message.notice.updateFailed'] as const)
    : (['message.notice.published', 'message.notice.publishFailed'] as const);

  const submit = handleSubmit((values) =>
    save.mutate(
      { ...values, ...(editing ? { id: notice.id, version } : {}) },
      {
        onSuccess: () => {
          toast.success(t(messages[0]));
          onDone();
        },
        onError: (error) => {
          // Someone else saved since this editor opened: the next Update is made knowingly, over their version.
          const current = currentOfStaleEdit<NoticeDetail>(error);
          if (current) setVersion(current.version);
          if (!applyFieldErrors(setError, error, FIELDS)) toast.error(isApiError(error) && error.message ? error.message : t(messages[1]));
        },
      },
    ),
  );

  const scopeType = watch('scopeType');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <FieldGroup>
        <TextFormField
          control={control}
          name="title"
          id="notice-title"
          label={t('ui.notice.title')}
          placeholder={t('ui.notice.titlePlaceholder')}
        />
        <FormField
          control={control}
          name="projectIds"
          id="notice-projects"
          label={t('ui.notice.projects')}
          renderControl={(field, _invalid, describedBy) => (
            <ProjectChecklist id="notice-projects" value={field.value as number[]} onChange={field.onChange} describedBy={describedBy} />
          )}
        />
        <ChoiceFormField
          control={control}
          name="scopeType"
          id="notice-scope-type"
          label={t('ui.notice.scope')}
          options={[
            ['0', 'ui.notice.byRoles'],
            ['1', 'ui.notice.byOrgs'],
          ]}
        />
        {scopeType === '0' ? (
          <FormField
            control={control}
            name="scopeRoles"
            id="notice-scope-roles"
            label={t('ui.notice.roles')}
            renderControl={(field) => <RoleTable value={field.value as NoticeFormValues['scopeRoles']} onChange={field.onChange} />}
          />
        ) : (
          <FormField
            control={control}
            name="scopeOrgs"
            id="notice-scope-orgs"
            label={t('ui.notice.orgs')}
            renderControl={() => (
              <OrgPicker
                value={orgs}
                onChange={(next) => {
                  setOrgs(next);
                  setValue(
                    'scopeOrgs',
                    next.map((org) => org.orgCode),
                    { shouldValidate: form.formState.isSubmitted },
                  );
                }}
              />
            )}
          />
        )}
        <ChoiceFormField
          control={control}
          name="topFlg"
          id="notice-top"
          label={t('ui.notice.topFlg')}
          options={[
            ['1', 'ui.notice.pin'],
            ['0', 'ui.notice.noPin'],
          ]}
        />
        <FormField
          control={control}
          name="content"
          id="notice-content"
          label={t('ui.notice.content')}
          renderControl={(field, invalid, describedBy) => (
            <RichTextEditor
              id="notice-content"
              value={field.value as string}
              onChange={field.onChange}
              invalid={invalid}
              describedBy={describedBy}
            />
          )}
        />
      </FieldGroup>
      <div className="flex gap-2">
        <SubmitButton
          size="default"
          pending={save.isPending}
          label={editing ? t('ui.notice.update') : t('ui.notice.publish')}
          pendingLabel={t('ui.common.saving')}
        />
        <Button type="button" variant="outline" onClick={onDone}>
          {t('ui.common.back')}
        </Button>
      </div>
    </form>
  );
}

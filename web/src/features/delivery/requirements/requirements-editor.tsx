import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROPERTY_TYPES, type ClassRequirementsRecord } from '@sddp/shared';
import { SelectFormField } from '@/components/form/select-form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextFormField } from '@/components/form/text-form-field';
import { TextareaFormField } from '@/components/form/textarea-form-field';
import { toast } from '@/components/ui/toast';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { currentOfStaleEdit } from '@/lib/forms/stale-edit';
import { useSaveClassRequirementsMutation } from '../api/save-class-requirements';
import { RequirementList } from './requirement-list';
import { draftOf, keyFromName, requirementsResolver, type RequirementsDraft, type SaveInput } from './requirements-draft';

type DraftControl = Control<RequirementsDraft, unknown, SaveInput>;

/** A property's type, and the unit (a number) or the choices (a choice) that go with it. */
function PropertyTypeFields({ control, index }: { control: DraftControl; index: number }) {
  const { t } = useTranslation();
  const type = useWatch({ control, name: `properties.${index}.type` });
  return (
    <>
      <SelectFormField
        control={control}
        name={`properties.${index}.type`}
        id={`properties-${index}-type`}
        label={t('ui.delivery.requirements.type')}
        options={PROPERTY_TYPES.map((option) => ({ value: option, label: t(`ui.delivery.propertyType.${option}`) }))}
      />
      {type === 'number' ? (
        <TextFormField
          control={control}
          name={`properties.${index}.unit`}
          id={`properties-${index}-unit`}
          label={t('ui.delivery.requirements.unit')}
          placeholder="kW"
        />
      ) : null}
      {type === 'choice' ? (
        <TextareaFormField
          control={control}
          name={`properties.${index}.choices`}
          id={`properties-${index}-choices`}
          label={t('ui.delivery.requirements.choices')}
          description={t('ui.delivery.requirements.choicesHint')}
          rows={3}
          className="sm:col-span-2"
        />
      ) : null}
    </>
  );
}

/** The fields the server names (`properties.2.key`) are the draft's own. */
const fieldsOf = (draft: RequirementsDraft) =>
  (['properties', 'documents'] as const).flatMap((list) =>
    draft[list].flatMap((_, index) =>
      ['key', 'nameZh', 'nameEn', 'type', 'unit', 'choices', 'extensions'].map((field) => `${list}.${index}.${field}` as const),
    ),
  ) as never[];

/**
 * What one factory object class requires of every tag: its properties (typed, with units or choices) and
 * its document types (with the file types accepted), in the order the supplier's form shows them.
 */
export function RequirementsEditor({ record, readOnly = false }: { record: ClassRequirementsRecord; readOnly?: boolean }) {
  const { t } = useTranslation();
  const target = { projectId: record.projectId, classCode: record.classCode };
  const form = useForm<RequirementsDraft, unknown, SaveInput>({ resolver: requirementsResolver(target), defaultValues: draftOf(record) });
  const save = useSaveClassRequirementsMutation();
  const suggestKey = (list: 'properties' | 'documents') => (index: number, nameEn: string) => {
    if (form.getValues(`${list}.${index}.key`) === '' && keyFromName(nameEn))
      form.setValue(`${list}.${index}.key`, keyFromName(nameEn), { shouldDirty: true });
  };
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(draftOf(saved));
        toast.success(t('ui.delivery.requirements.saved'));
      },
      onError: (error) => {
        const current = currentOfStaleEdit<ClassRequirementsRecord>(error);
        if (current) form.reset(draftOf(current));
        else applyFieldErrors(form.setError, error, fieldsOf(form.getValues()));
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      {/* A class dropped from the breakdown is shown, not edited: its requirements no longer apply. */}
      <fieldset disabled={readOnly} className="flex flex-col gap-6">
        <RequirementList
          form={form}
          name="properties"
          suggestKey={suggestKey('properties')}
          renderOwnFields={(index) => <PropertyTypeFields control={form.control} index={index} />}
        />
        <RequirementList
          form={form}
          name="documents"
          suggestKey={suggestKey('documents')}
          renderOwnFields={(index) => (
            <TextFormField
              control={form.control}
              name={`documents.${index}.extensions`}
              id={`documents-${index}-extensions`}
              label={t('ui.delivery.requirements.extensions')}
              description={t('ui.delivery.requirements.extensionsHint')}
              autoComplete="off"
            />
          )}
        />
        {readOnly ? null : (
          <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t bg-card py-3">
            <SubmitButton pending={save.isPending} label={t('ui.common.save')} pendingLabel={t('ui.common.saving')} size="default" />
            {form.formState.isDirty ? <span className="text-sm text-muted-foreground">{t('ui.delivery.requirements.unsaved')}</span> : null}
          </div>
        )}
      </fieldset>
    </form>
  );
}

import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DELIVERY_LIMITS } from '@sddp/shared';
import { CheckboxFormField } from '@/components/form/checkbox-form-field';
import { TextFormField } from '@/components/form/text-form-field';
import { Button } from '@/components/ui/button';
import { emptyDocument, emptyProperty, type RequirementsDraft, type SaveInput } from './requirements-draft';

type ListName = 'properties' | 'documents';

const LIMIT: Record<ListName, number> = {
  properties: DELIVERY_LIMITS.propertiesPerClass,
  documents: DELIVERY_LIMITS.documentTypesPerClass,
};

interface RequirementListProps {
  form: UseFormReturn<RequirementsDraft, unknown, SaveInput>;
  name: ListName;
  /** Fills the key from the English name while the key is empty. */
  suggestKey: (index: number, nameEn: string) => void;
  /** The fields only this list has: a property's type, unit and choices; a document's file types. */
  renderOwnFields: (index: number) => ReactNode;
}

/**
 * One list of a class's requirements: each entry a group of fields named for its place ("Property 2"),
 * with buttons to move it (the order the supplier's form shows) or remove it, and one to add another.
 */
export function RequirementList({ form, name, suggestKey, renderOwnFields }: RequirementListProps) {
  const { t } = useTranslation();
  const { control } = form;
  const entries = useWatch({ control, name });
  // Stable keys for the entries as they are added, moved and removed (the form holds only their values).
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < entries.length) keys.current.push(nextKey.current++);
  keys.current.length = entries.length;
  const change = (next: typeof entries, nextKeys: number[]) => {
    keys.current = nextKeys;
    form.clearErrors(name);
    form.setValue(name, next as never, { shouldDirty: true });
  };
  const append = () => {
    change([...entries, name === 'properties' ? emptyProperty() : emptyDocument()] as typeof entries, [...keys.current, nextKey.current++]);
    requestAnimationFrame(() => form.setFocus(`${name}.${entries.length}.nameZh`));
  };
  const remove = (index: number) =>
    change(
      entries.filter((_, at) => at !== index) as typeof entries,
      keys.current.filter((_, at) => at !== index),
    );
  const move = (from: number, to: number) => {
    const swap = <T,>(list: T[]) => list.map((item, at) => (at === from ? list[to]! : at === to ? list[from]! : item));
    change(swap([...entries]) as typeof entries, swap([...keys.current]));
  };
  const fields = entries.map((_, index) => ({ id: keys.current[index]! }));
  const noun = (index: number) => t(`ui.delivery.requirements.${name}Entry`, { number: index + 1 });
  return (
    <section aria-labelledby={`${name}-heading`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${name}-heading`} className="text-base font-semibold">
          {t(`ui.delivery.requirements.${name}`, { count: fields.length })}
        </h2>
        <Button variant="outline" size="sm" disabled={fields.length >= LIMIT[name]} onClick={append}>
          <PlusIcon aria-hidden />
          {t(`ui.delivery.requirements.add.${name}`)}
        </Button>
      </div>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{t(`ui.delivery.requirements.none.${name}`)}</p> : null}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="grid gap-3 rounded-md border p-3 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="px-1 text-sm font-medium">{noun(index)}</legend>
          <TextFormField
            control={control}
            name={`${name}.${index}.nameZh`}
            id={`${name}-${index}-name-zh`}
            label={t('ui.delivery.requirements.nameZh')}
          />
          <TextFormField
            control={control}
            name={`${name}.${index}.nameEn`}
            id={`${name}-${index}-name-en`}
            label={t('ui.delivery.requirements.nameEn')}
            onBlur={(event) => suggestKey(index, event.target.value)}
          />
          <TextFormField
            control={control}
            name={`${name}.${index}.key`}
            id={`${name}-${index}-key`}
            label={t('ui.delivery.requirements.key')}
            description={t('ui.delivery.requirements.keyHint')}
            autoComplete="off"
            spellCheck={false}
          />
          {renderOwnFields(index)}
          <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2 lg:col-span-4">
            <CheckboxFormField
              control={control}
              name={`${name}.${index}.required`}
              id={`${name}-${index}-required`}
              label={t('ui.delivery.requirements.required')}
            />
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="icon"
                disabled={index === 0}
                aria-label={t('ui.delivery.requirements.moveUp', { entry: noun(index) })}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUpIcon aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                disabled={index === fields.length - 1}
                aria-label={t('ui.delivery.requirements.moveDown', { entry: noun(index) })}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDownIcon aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="text-destructive"
                aria-label={t('ui.delivery.requirements.remove', { entry: noun(index) })}
                onClick={() => remove(index)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </div>
          </div>
        </fieldset>
      ))}
    </section>
  );
}

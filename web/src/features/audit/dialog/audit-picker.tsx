import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DominantTerm, FactoryObjectClass } from '@sddp/shared';
import { CheckboxTree } from '@/components/tree';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { type CoverageQuery, useDominantTerms, useFactoryClasses } from '../api/get-coverage';
import type { CodeName } from './assignment-model';
import { CheckAll } from './check-all';
import { codesByType, pickedItems, pickerNodes } from './picker-nodes';

export interface AuditPickerProps {
  /** Mode 1 picks main items (主项), mode 2 a main item's factory object classes (工厂对象分类). */
  mode: 'main' | 'class';
  query: CoverageQuery;
  /** The codes pre-checked when the picker opens. */
  initial: readonly string[];
  /** Names what mode 2 picks for ('code-name' of the main item). */
  subject?: string;
  onConfirm: (picked: CodeName[]) => void;
  onClose: () => void;
}

/** The nested 'Equipment audit permission' picker of §2.19, in either mode; open while rendered. */
export function AuditPicker({ mode, query, initial, subject, onConfirm, onClose }: AuditPickerProps) {
  const { t } = useTranslation();
  const mains = useDominantTerms(query, mode === 'main');
  const classes = useFactoryClasses(query, mode === 'class');
  const data = mode === 'main' ? mains.data : classes.data;
  const items: ReadonlyArray<DominantTerm | FactoryObjectClass> = useMemo(() => data ?? [], [data]);
  const loading = mode === 'main' ? mains.isPending : classes.isPending;
  const [checked, setChecked] = useState<Set<string>>(() => new Set(initial));
  const [filter, setFilter] = useState('');
  const nodes = useMemo(() => pickerNodes(items), [items]);
  const groups = useMemo(
    () => (mode === 'class' ? codesByType((classes.data ?? []) as FactoryObjectClass[]) : new Map<string, string[]>()),
    [mode, classes.data],
  );
  const allCodes = useMemo(() => items.map((item) => item.code), [items]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {t('ui.audit.picker.title')}
            {subject ? ` · ${subject}` : ''}
          </DialogTitle>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          {t(mode === 'main' ? 'ui.audit.picker.mainMode' : 'ui.audit.picker.classMode')} · {t('ui.audit.picker.hint')}
        </p>
        <Input
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('ui.audit.picker.search')}
          aria-label={t('ui.audit.picker.search')}
        />
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          <CheckAll label={t('ui.audit.picker.selectAll')} ids={allCodes} checked={checked} onCheckedChange={setChecked} />
          {[...groups].map(([type, codes]) => (
            <CheckAll key={type} label={type} ids={codes} checked={checked} onCheckedChange={setChecked} />
          ))}
        </div>
        <div className="max-h-[50vh] min-h-32 overflow-auto rounded-md border p-2">
          {loading ? (
            <Spinner aria-label={t('ui.common.loading')} />
          ) : nodes.length === 0 ? (
            <p className="p-2 text-sm text-muted-foreground">{t('ui.audit.picker.empty')}</p>
          ) : (
            <CheckboxTree
              nodes={nodes}
              checked={checked}
              onCheckedChange={setChecked}
              filter={filter}
              aria-label={t('ui.audit.picker.title')}
            />
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('ui.common.cancel')}
          </Button>
          <Button onClick={() => onConfirm(pickedItems(items, checked))} disabled={loading}>
            {t('ui.audit.ok')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

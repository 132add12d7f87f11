import { PlusIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@sddp/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import type { CoverageQuery } from '../api/get-coverage';
import { useUserExtra } from '../api/get-user-extra';
import { useSaveUserExtraMutation } from '../api/save-user-extra';
import {
  type EditorItem,
  firstSaveProblem,
  fromSaved,
  toSaveList,
  withCodes,
  withMainItems,
  withoutCode,
  withoutMainItem,
} from './assignment-model';
import { AuditPicker, type AuditPickerProps } from './audit-picker';

interface AssignmentEditorProps {
  query: CoverageQuery;
  /** The cbs: the account's organisation (for a contractor, the contractor's id). */
  orgId: number;
}

type Picking = Pick<AuditPickerProps, 'mode' | 'initial' | 'subject'> & { mainCode?: string };

const label = (item: { code: string; name: string }) => `${item.code}-${item.name}`;

/** The right side of §2.19 for one project and role: main items with their factory object codes, and Save. */
export function AssignmentEditor({ query, orgId }: AssignmentEditorProps) {
  const { t } = useTranslation();
  const saved = useUserExtra({ projectId: query.projectId, userId: query.userId, auditRole: query.auditRole });
  const save = useSaveUserExtraMutation();
  const [list, setList] = useState<EditorItem[] | undefined>();
  const [picking, setPicking] = useState<Picking | undefined>();
  useEffect(() => {
    if (saved.data && list === undefined) setList(fromSaved(saved.data));
  }, [saved.data, list]);

  if (list === undefined) {
    return saved.isError ? (
      <p className="text-sm text-destructive">{saved.error.message}</p>
    ) : (
      <Spinner aria-label={t('ui.common.loading')} />
    );
  }

  const onSave = () => {
    const input = { projectId: query.projectId, auditRole: query.auditRole, userId: query.userId, orgId, list };
    const problem = firstSaveProblem(input);
    if (problem) {
      toast.warning(t(problem.key, problem.params), { duration: TIMING.auditWarningMs });
      return;
    }
    save.mutate(
      { ...input, list: toSaveList(list) },
      {
        onSuccess: () => toast.success(t('ui.audit.saved')),
        onError: (error) => toast.error(isApiError(error) ? error.message : t('error.network'), { duration: TIMING.auditWarningMs }),
      },
    );
  };

  const onPicked = (picked: Parameters<AuditPickerProps['onConfirm']>[0]) => {
    if (!picking) return;
    setList(picking.mode === 'main' ? withMainItems(list, picked) : withCodes(list, picking.mainCode ?? '', picked));
    setPicking(undefined);
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-medium">{t('ui.audit.equipment')}</h3>
        <Button
          size="sm"
          variant="outline"
          aria-haspopup="dialog"
          onClick={() => setPicking({ mode: 'main', initial: list.map((item) => item.code) })}
        >
          <PlusIcon />
          {t('ui.audit.addMainItem')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t('ui.audit.roleNote')}</p>
      <ul className="min-h-32 flex-1 space-y-2 overflow-auto rounded-md border p-2 text-sm" aria-label={t('ui.audit.equipment')}>
        {list.length === 0 ? <li className="p-2 text-muted-foreground">{t('ui.audit.noMainItems')}</li> : null}
        {list.map((item) => (
          <li key={item.code}>
            <div className="flex items-center gap-2">
              <span className="font-medium">{label(item)}</span>
              <RemoveButton label={t('ui.audit.remove', { name: label(item) })} onClick={() => setList(withoutMainItem(list, item.code))} />
            </div>
            <ul className="ml-5 mt-1 space-y-1">
              {item.codes.map((child) => (
                <li key={child.code} className="flex items-center gap-2">
                  <span>{label(child)}</span>
                  <RemoveButton
                    label={t('ui.audit.remove', { name: label(child) })}
                    onClick={() => setList(withoutCode(list, item.code, child.code))}
                  />
                </li>
              ))}
              <li>
                <Button
                  size="sm"
                  variant="link"
                  className="h-auto p-0"
                  aria-haspopup="dialog"
                  onClick={() =>
                    setPicking({ mode: 'class', mainCode: item.code, subject: label(item), initial: item.codes.map((child) => child.code) })
                  }
                >
                  {t('ui.audit.addFactoryCode')}
                </Button>
              </li>
            </ul>
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? t('ui.common.saving') : t('ui.audit.ok')}
        </Button>
      </div>
      {picking ? <AuditPicker {...picking} query={query} onConfirm={onPicked} onClose={() => setPicking(undefined)} /> : null}
    </div>
  );
}

function RemoveButton({ label: name, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="icon" variant="destructive" className="size-5 rounded-full" aria-label={name} title={name} onClick={onClick}>
      <XIcon className="size-3" />
    </Button>
  );
}

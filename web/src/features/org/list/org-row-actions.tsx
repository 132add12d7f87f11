import { ENABLED_STATE, STATE_CHANGE, type OrgRow } from '@sddp/shared';
import { useTranslation } from 'react-i18next';
import { DataTableRowActions } from '@/components/data-table';
import { ConfirmButton } from '@/components/list/confirm';
import { Button } from '@/components/ui/button';

export type StateChange = (typeof STATE_CHANGE)[keyof typeof STATE_CHANGE];

export interface OrgRowActionsProps {
  org: OrgRow;
  onStateChange: (org: OrgRow, state: StateChange) => void;
  onEdit: (org: OrgRow) => void;
}

/** Spec §2.13: Enable a disabled organisation or Disable an enabled one, each confirmed; Edit. */
export function OrgRowActions({ org, onStateChange, onEdit }: OrgRowActionsProps) {
  const { t } = useTranslation();
  const enabled = org.state === ENABLED_STATE.enabled;
  return (
    <DataTableRowActions>
      {enabled ? (
        <ConfirmButton
          variant="link"
          size="sm"
          className="px-1 text-destructive"
          title={t('ui.org.confirmDisable')}
          onConfirm={() => onStateChange(org, STATE_CHANGE.disable)}
        >
          {t('ui.org.disable')}
        </ConfirmButton>
      ) : (
        <ConfirmButton
          variant="link"
          size="sm"
          className="px-1"
          title={t('ui.org.confirmEnable')}
          onConfirm={() => onStateChange(org, STATE_CHANGE.enable)}
        >
          {t('ui.org.enable')}
        </ConfirmButton>
      )}
      <Button variant="link" size="sm" className="px-1" aria-haspopup="dialog" onClick={() => onEdit(org)}>
        {t('ui.org.edit')}
      </Button>
    </DataTableRowActions>
  );
}

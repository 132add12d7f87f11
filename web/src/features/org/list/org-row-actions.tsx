import { useTranslation } from 'react-i18next';
import { ENABLED_STATE, orgChangeRefusal, STATE_CHANGE, type AccessActor, type OrgRow } from '@sddp/shared';
import { DataTableRowActions } from '@/components/data-table';
import { ConfirmButton } from '@/components/list/confirm';
import { Button } from '@/components/ui/button';

export type StateChange = (typeof STATE_CHANGE)[keyof typeof STATE_CHANGE];

export interface OrgRowActionsProps {
  org: OrgRow;
  /** The signed-in administrator; Disable is offered where the server allows it (orgChangeRefusal). */
  actor: AccessActor | undefined;
  onStateChange: (org: OrgRow, state: StateChange) => void;
  onEdit: (org: OrgRow) => void;
}

/**
 * Spec §2.13: Enable a disabled organisation or Disable an enabled one, each confirmed; Edit. Neither the
 * operating organisation nor one's own is disabled (that would lock the administrators out).
 */
export function OrgRowActions({ org, actor, onStateChange, onEdit }: OrgRowActionsProps) {
  const { t } = useTranslation();
  const enabled = org.state === ENABLED_STATE.enabled;
  const mayDisable = actor !== undefined && orgChangeRefusal(actor, org, { state: ENABLED_STATE.disabled }) === undefined;
  return (
    <DataTableRowActions>
      {enabled && mayDisable ? (
        <ConfirmButton
          variant="link"
          size="sm"
          className="px-1 text-destructive"
          title={t('ui.org.confirmDisable')}
          onConfirm={() => onStateChange(org, STATE_CHANGE.disable)}
        >
          {t('ui.org.disable')}
        </ConfirmButton>
      ) : null}
      {enabled ? null : (
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

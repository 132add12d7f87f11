import { useTranslation } from 'react-i18next';
import { ENABLED_STATE, STATE_CHANGE, type UserRow } from '@sddp/shared';
import { ConfirmButton } from '@/components/list/confirm';

export type StateChange = (typeof STATE_CHANGE)[keyof typeof STATE_CHANGE];

/** Enable a disabled account or Disable an enabled one, each confirmed (spec §2.16, §4). */
export function UserStateAction({ user, onStateChange }: { user: UserRow; onStateChange: (user: UserRow, state: StateChange) => void }) {
  const { t } = useTranslation();
  const enabled = user.state === ENABLED_STATE.enabled;
  return (
    <ConfirmButton
      variant="link"
      size="sm"
      className={enabled ? 'px-1 text-destructive' : 'px-1'}
      title={t(enabled ? 'ui.user.confirmDisable' : 'ui.user.confirmEnable')}
      onConfirm={() => onStateChange(user, enabled ? STATE_CHANGE.disable : STATE_CHANGE.enable)}
    >
      {t(enabled ? 'ui.user.disable' : 'ui.user.enable')}
    </ConfirmButton>
  );
}

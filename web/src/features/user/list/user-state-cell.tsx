import { useTranslation } from 'react-i18next';
import { ENABLED_STATE } from '@sddp/shared';
import { StateTag } from '@/components/list/state-tag';

/** '1' Enabled, '0' Disabled (spec §4 User account state). */
export function UserStateCell({ state }: { state: string }) {
  const { t } = useTranslation();
  return state === ENABLED_STATE.enabled ? (
    <StateTag tone="success">{t('ui.user.enabled')}</StateTag>
  ) : (
    <StateTag tone="muted">{t('ui.user.disabled')}</StateTag>
  );
}

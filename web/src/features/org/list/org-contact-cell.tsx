import { useTranslation } from 'react-i18next';
import type { OrgRow } from '@sddp/shared';
import { StateTag } from '@/components/list/state-tag';

/** The primary contact in a list row; an organisation recorded without one says so (complete it by editing). */
export function OrgContactCell({ org }: { org: OrgRow }) {
  const { t } = useTranslation();
  if (!org.linkman) return <StateTag tone="warning">{t('ui.org.contact.missing')}</StateTag>;
  return (
    <div className="flex flex-col leading-tight">
      <span>{org.linkman}</span>
      {org.mobile && <span className="text-xs text-muted-foreground">{org.mobile}</span>}
      {org.email && <span className="text-xs text-muted-foreground">{org.email}</span>}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { auditMatrixList } from '@sddp/shared';
import { TextFilters } from '@/components/list/text-filters';
import type { AuditMatrixFilters as Filters } from './audit-matrix-search';

/** Spec §2.21: name and login, contains. */
export function AuditMatrixFilters({
  applied,
  onApply,
  actions,
}: {
  applied: Filters;
  onApply: (filters: Filters) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <TextFilters
      idPrefix="audit-matrix-filter"
      fields={[
        { name: 'linkman', label: t('ui.auditMatrix.linkman') },
        { name: 'userCode', label: t('ui.auditMatrix.userCode') },
      ]}
      applied={applied}
      onApply={onApply}
      schema={auditMatrixList.input}
      actions={actions}
    />
  );
}

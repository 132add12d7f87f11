import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditMatrixRow } from '@sddp/shared';
import { createDataTableColumnHelper } from '@/components/data-table';
import { formatDateTime } from '@/lib/format-date-time';

const helper = createDataTableColumnHelper<AuditMatrixRow>();

/** The columns of spec §2.21, with the project and audit role each row is about. */
export function useAuditMatrixColumns() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('linkman', { header: t('ui.auditMatrix.linkman') }),
        helper.accessor('zhuanye', { header: t('ui.auditMatrix.zhuanye') }),
        helper.accessor('email', { header: t('ui.auditMatrix.email') }),
        helper.accessor('userCode', { header: t('ui.auditMatrix.userCode') }),
        helper.accessor('projectName', { header: t('ui.auditMatrix.project') }),
        helper.accessor('auditRoleName', { header: t('ui.auditMatrix.auditRole') }),
        helper.accessor('zhuxianghao', { header: t('ui.auditMatrix.zhuxianghao') }),
        helper.accessor('gongChangDuiXiangMa', {
          header: t('ui.auditMatrix.gongChangDuiXiangMa'),
          cell: (info) => <span className="break-all">{info.getValue()}</span>,
        }),
        helper.accessor('createTime', {
          header: t('ui.auditMatrix.createTime'),
          cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
        }),
      ]),
    [t],
  );
}

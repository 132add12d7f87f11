import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BP_CODE_PROJECT_IDS, ENABLED_STATE, type ProjectOrgRow } from '@sddp/shared';
import { ACTIONS_COLUMN_ID, createDataTableColumnHelper } from '@/components/data-table';
import { StateTag } from '@/components/list/state-tag';
import { formatDateTime } from '@/lib/format-date-time';
import type { OrgKind } from '../org-kind';
import { ProjectOrgActions } from './project-org-actions';

const helper = createDataTableColumnHelper<ProjectOrgRow>();

/** Spec §9: only these projects show the BP code. */
const showsBpCode = (projectId: number) => (BP_CODE_PROJECT_IDS as readonly number[]).includes(projectId);

/** Added or not; a disabled organisation says so, which is why it has no Send password. */
function AddedState({ org }: { org: ProjectOrgRow }) {
  const { t } = useTranslation();
  const disabled = org.state === ENABLED_STATE.disabled;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {org.addState === 'y' ? (
        <StateTag tone="success">{t('ui.project.orgs.added')}</StateTag>
      ) : (
        <StateTag tone="muted">{t('ui.project.orgs.notAdded')}</StateTag>
      )}
      {disabled ? <StateTag tone="muted">{t('ui.project.orgs.orgDisabled')}</StateTag> : null}
    </span>
  );
}

export function useProjectOrgColumns(kind: OrgKind, projectId: number) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('orgCode', { header: t('ui.project.orgs.orgCode') }),
        ...(showsBpCode(projectId) ? [helper.accessor('bpCode', { header: t('ui.project.orgs.bpCode') })] : []),
        helper.accessor('orgName', { header: t('ui.project.orgs.orgName') }),
        helper.accessor('orgType', {
          header: t('ui.project.orgs.orgType'),
          cell: ({ getValue }) => t(`ui.project.orgType.${getValue()}`),
        }),
        helper.accessor('addState', {
          header: t('ui.project.orgs.addedState'),
          cell: ({ row }) => <AddedState org={row.original} />,
        }),
        helper.accessor('createTime', {
          header: t('ui.project.orgs.createTime'),
          cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
        }),
        helper.display({
          id: ACTIONS_COLUMN_ID,
          header: t('ui.list.actions'),
          cell: ({ row }) => <ProjectOrgActions kind={kind} projectId={projectId} org={row.original} />,
        }),
      ]),
    [t, kind, projectId],
  );
}

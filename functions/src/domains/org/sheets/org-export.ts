import { ENABLED_STATE, formatMessage, ORG_TYPE, type Language, type OrgRow, type OrgType } from '@sddp/shared';
import { listOrgs, type OrgFilter } from '#entities/org';
import type { ExportSheet } from '#kit/spreadsheet/columns';
import { distinctPages, exportFileName, exportSource, type ExportSource } from '#kit/spreadsheet/export-job';
import { toOrgRow } from '../routes/org-row';

const TYPE_LABEL = {
  [ORG_TYPE.supplier]: 'export.orgs.type.supplier',
  [ORG_TYPE.contractor]: 'export.orgs.type.contractor',
  [ORG_TYPE.operating]: 'export.orgs.type.operating',
  [ORG_TYPE.dhmc]: 'export.orgs.type.dhmc',
  [ORG_TYPE.owner]: 'export.orgs.type.owner',
} as const satisfies Record<OrgType, string>;

/** The organisation list's columns (spec §2.13), the contact spread over its three fields. */
export const ORG_EXPORT_SHEET: ExportSheet<OrgRow> = {
  sheetName: 'export.orgs.sheetName',
  columns: [
    { key: 'orgCode', header: 'export.orgs.column.orgCode', width: 16, text: true, value: (org) => org.orgCode },
    { key: 'bpCode', header: 'export.orgs.column.bpCode', width: 20, text: true, value: (org) => org.bpCode },
    { key: 'orgName', header: 'export.orgs.column.orgName', width: 40, value: (org) => org.orgName },
    {
      key: 'orgType',
      header: 'export.orgs.column.orgType',
      width: 16,
      value: (org, language) => formatMessage(language, TYPE_LABEL[org.orgType]),
    },
    { key: 'linkman', header: 'export.orgs.column.linkman', width: 16, value: (org) => org.linkman },
    { key: 'mobile', header: 'export.orgs.column.mobile', width: 16, text: true, value: (org) => org.mobile },
    { key: 'email', header: 'export.orgs.column.email', width: 32, value: (org) => org.email },
    {
      key: 'state',
      header: 'export.orgs.column.state',
      width: 10,
      value: (org, language) =>
        formatMessage(language, org.state === ENABLED_STATE.enabled ? 'export.orgs.state.enabled' : 'export.orgs.state.disabled'),
    },
    { key: 'createTime', header: 'export.orgs.column.createTime', width: 20, value: (org) => new Date(org.createTime) },
  ],
};

/** The filtered organisation list, newest first as the screen pages it, headers and labels in `language`. */
export const orgExport = (filter: OrgFilter, language: Language, pageSize?: number): ExportSource =>
  exportSource(
    ORG_EXPORT_SHEET,
    exportFileName(language, 'export.orgs.fileName'),
    distinctPages(async (page, size) => {
      const { rows, total } = await listOrgs(filter, page, size);
      return { rows: rows.map(toOrgRow), total };
    }, pageSize),
  );

import { ENABLED_STATE, formatMessage, ORG_TYPE, type Language, type OrgRow, type OrgType } from '@sddp/shared';
import { listOrgs, type OrgFilter } from '#entities/org';
import { fileStamp, writeRowsToStorage, type ExportSheet, type RowPage, type WriteProgress } from '#kit/spreadsheet';
import { toOrgRow } from './org-row';

export interface OrgExportInput {
  filter: OrgFilter;
  language: Language;
}

const PAGE_SIZE = 1000;

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

/**
 * The list's pages, newest first, as the screen pages them. An organisation created meanwhile pushes
 * the others down a place, so a row met again on the next page is left out rather than written twice.
 */
async function* orgPages(filter: OrgFilter, pageSize: number): AsyncGenerator<RowPage<OrgRow>> {
  const seen = new Set<number>();
  for (let page = 1; ; page += 1) {
    const { rows, total } = await listOrgs(filter, page, pageSize);
    const fresh = rows.filter((org) => !seen.has(org.id));
    for (const org of fresh) seen.add(org.id);
    yield { rows: fresh.map(toOrgRow), total };
    if (rows.length < pageSize || page * pageSize >= total) return;
  }
}

/**
 * The filtered organisation list streamed into an .xlsx stored under `key`, headers and labels in the
 * caller's language; the file name is for the download. Run by the spreadsheet worker, never in a request.
 */
export async function exportOrgs(
  input: OrgExportInput,
  key: string,
  onProgress: (progress: WriteProgress) => void | Promise<void>,
  pageSize = PAGE_SIZE,
): Promise<{ rows: number; fileName: string }> {
  const fileName = formatMessage(input.language, 'export.orgs.fileName', { stamp: fileStamp(new Date()) });
  const { rows } = await writeRowsToStorage(ORG_EXPORT_SHEET, orgPages(input.filter, pageSize), {
    key,
    language: input.language,
    onProgress,
  });
  return { rows, fileName };
}

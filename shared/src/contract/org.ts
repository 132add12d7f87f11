import * as z from 'zod/mini';
import { INPUT_LIMITS, STATE_CHANGE } from '../constants';
import { orgRowSchema } from '../entities/org';
import { listResult } from '../envelope';
import { filterText, id, pageQuery, recordVersion, requiredText } from '../validators/common';
import { anyOrgCreateInput, orgUpdateInput } from '../validators/org';
import { defineEndpoint } from './endpoint';
import { jobStarted } from './job';
import { presignedUpload, workbookUploadInput } from './workbook-upload';

const ORG_ADMINS = ['admin', 'admin1'] as const;

/** GET /org/admin/list: filters match anywhere in the value, ignoring case (docs/data-model.md A27). */
export const orgList = defineEndpoint({
  id: 'org.list',
  domain: 'org',
  method: 'GET',
  path: '/org/admin/list',
  input: z.extend(pageQuery, { orgName: filterText, orgCode: filterText, bpCode: filterText }),
  output: listResult(orgRowSchema),
  access: ORG_ADMINS,
  aliases: { BPCode: 'bpCode', bpcode: 'bpCode' },
});

export const orgCreate = defineEndpoint({
  id: 'org.create',
  domain: 'org',
  method: 'POST',
  path: '/org/admin/create',
  input: anyOrgCreateInput,
  output: orgRowSchema,
  access: ORG_ADMINS,
  log: 'log.orgCreated',
});

export const orgUpdate = defineEndpoint({
  id: 'org.update',
  domain: 'org',
  method: 'POST',
  path: '/org/admin/update',
  input: orgUpdateInput,
  output: orgRowSchema,
  access: ORG_ADMINS,
  log: 'log.orgUpdated',
});

export const orgState = defineEndpoint({
  id: 'org.state',
  domain: 'org',
  method: 'POST',
  path: '/org/admin/state',
  input: z.object({
    id: id(),
    state: z.enum([STATE_CHANGE.enable, STATE_CHANGE.disable], { error: 'validation.invalid' }),
    /** Optional on the wire (spec §7 sends id and state); checked when sent, and the web always sends it. */
    version: z.optional(recordVersion),
  }),
  output: orgRowSchema,
  access: ORG_ADMINS,
  log: 'log.orgStateChanged',
});

/** A presigned PUT for the supplier workbook: the key (under supplier/) is the server's choice. */
export const orgImportUpload = defineEndpoint({
  id: 'org.importUpload',
  domain: 'org',
  method: 'POST',
  path: '/org/admin/import_upload',
  input: workbookUploadInput(/\.(xlsx|xls)$/i),
  output: presignedUpload,
  access: ORG_ADMINS,
});

/**
 * Starts the import of an uploaded workbook as a job (docs/decisions.md, "Imports and exports are
 * jobs"): poll `/job/status` for the progress and the report (every row or none; a rejected file is a
 * report with status 'rejected' and the problems). The spreadsheet worker writes the operation-log row
 * with the outcome when the job ends, so the endpoint itself names no log text.
 */
export const orgImport = defineEndpoint({
  id: 'org.import',
  domain: 'org',
  method: 'POST',
  path: '/org/admin/import_gys',
  input: z.object({ key: requiredText('validation.file.required', INPUT_LIMITS.uploadKeyMax) }),
  output: jobStarted,
  access: ORG_ADMINS,
  aliases: { ossFullPath: 'key' },
});

/** The organisation list's filters, without page and limit (spec §2.16 Export). */
export const orgExportInput = z.omit(orgList.input, { page: true, limit: true });

/** Starts an export of the filtered organisations to an .xlsx as a job; `/job/status` then gives a short-lived link. */
export const orgExport = defineEndpoint({
  id: 'org.export',
  domain: 'org',
  method: 'POST',
  path: '/org/admin/export',
  input: orgExportInput,
  output: jobStarted,
  access: ORG_ADMINS,
  aliases: orgList.aliases,
  log: 'log.orgExported',
});

/** A short-lived download URL of the generated template workbook, in the caller's language. */
export const orgImportTemplate = defineEndpoint({
  id: 'org.importTemplate',
  domain: 'org',
  method: 'GET',
  path: '/org/admin/import_template',
  input: z.object({}),
  output: z.object({ url: z.string(), fileName: z.string() }),
  access: ORG_ADMINS,
});

export const ORG_ENDPOINTS = [orgList, orgCreate, orgUpdate, orgState, orgImportUpload, orgImport, orgExport, orgImportTemplate];

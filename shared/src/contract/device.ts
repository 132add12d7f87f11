import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../constants';
import {
  contractRowSchema,
  itemInfoSchema,
  pumpDetailSchema,
  pumpRowSchema,
  sheetCompletenessRowSchema,
  supplierVolumeRowSchema,
  tagRowSchema,
  tagsByTypeRowSchema,
} from '../entities/device';
import { listResult } from '../envelope';
import { filterText, id, pageQuery, recordVersion, requiredText } from '../validators/common';
import { dueDateText, itemUpdateInput, pumpListInput } from '../validators/device';
import { auditBreakdownUpload } from './audit';
import { defineEndpoint } from './endpoint';
import { jobStarted } from './job';

/** Device administration: the platform administrators (docs/decisions.md "Device administration"). */
export const DEVICE_ADMINS = ['admin', 'admin1'] as const;
/** The reports are also read by owners. */
export const DEVICE_REPORT_READERS = ['admin', 'admin1', 'owner'] as const;

/**
 * GET /device/list_dongshebei (spec §2.25, §7): with a duty point (liuliang and/or yangcheng) only the
 * pumps rated at or above it, closest first (`closeness`); without one, newest first.
 */
export const pumpList = defineEndpoint({
  id: 'device.pumpList',
  domain: 'device',
  method: 'GET',
  path: '/device/list_dongshebei',
  input: pumpListInput,
  output: listResult(pumpRowSchema),
  access: 'session',
});

/** The pump detail the spec left "under development": every field, and the tag numbers using the model. */
export const pumpDetail = defineEndpoint({
  id: 'device.pumpDetail',
  domain: 'device',
  method: 'GET',
  path: '/device/pump_detail',
  input: z.object({ id: id() }),
  output: pumpDetailSchema,
  access: 'session',
});

const contractFilters = {
  projectId: z.optional(id()),
  supplierName: filterText,
  contractNo: filterText,
};

export const contractList = defineEndpoint({
  id: 'device.contractList',
  domain: 'device',
  method: 'GET',
  path: '/device/admin_list_contract',
  input: z.extend(pageQuery, contractFilters),
  output: listResult(contractRowSchema),
  access: DEVICE_ADMINS,
});

/** A contract that still has tag numbers is refused (409) unless `withTags` asks for them to go too. */
export const contractDelete = defineEndpoint({
  id: 'device.contractDelete',
  domain: 'device',
  method: 'POST',
  path: '/device/admin_delete_contract',
  input: z.object({
    id: id(),
    withTags: z._default(
      z.union([
        z.boolean(),
        z.pipe(
          z.enum(['true', 'false']),
          z.transform((v) => v === 'true'),
        ),
      ]),
      false,
    ),
  }),
  output: z.object({ id: z.number(), tagsDeleted: z.number() }),
  access: DEVICE_ADMINS,
  log: 'log.device.contractDeleted',
});

export const tagList = defineEndpoint({
  id: 'device.tagList',
  domain: 'device',
  method: 'GET',
  path: '/device/admin_list_weihao',
  input: z.extend(pageQuery, { contractId: id(), weihao: filterText }),
  output: listResult(tagRowSchema),
  access: DEVICE_ADMINS,
});

export const tagDelete = defineEndpoint({
  id: 'device.tagDelete',
  domain: 'device',
  method: 'POST',
  path: '/device/admin_delete_weihao',
  input: z.object({ id: id() }),
  output: z.object({ id: z.number() }),
  access: DEVICE_ADMINS,
  log: 'log.device.tagDeleted',
});

export const itemInfo = defineEndpoint({
  id: 'device.itemInfo',
  domain: 'device',
  method: 'GET',
  path: '/device/admin_item_info',
  input: z.object({ id: id() }),
  output: itemInfoSchema,
  access: DEVICE_ADMINS,
});

export const itemUpdate = defineEndpoint({
  id: 'device.itemUpdate',
  domain: 'device',
  method: 'POST',
  path: '/device/admin_item_update',
  input: itemUpdateInput,
  output: itemInfoSchema,
  access: DEVICE_ADMINS,
  log: 'log.device.itemUpdated',
});

/** Records that (and when) the contract's data went to DHMC; handing over again is refused (409). */
export const contractHandOver = defineEndpoint({
  id: 'device.contractHandOver',
  domain: 'device',
  method: 'POST',
  path: '/device/admin_dhmc_contract',
  input: z.object({ id: id(), version: z.optional(recordVersion) }),
  output: contractRowSchema,
  access: DEVICE_ADMINS,
  log: 'log.device.contractHandedOver',
});

/**
 * The contract's delivery terms (issue 29): when its supplier's data is due, and the project contractor
 * whose reviewers review it (0 for none). On the version read; 409 with the current contract otherwise.
 */
export const contractTerms = defineEndpoint({
  id: 'device.contractTerms',
  domain: 'device',
  method: 'POST',
  path: '/device/admin_contract_terms',
  input: z.object({
    id: id(),
    version: recordVersion,
    dueDate: dueDateText,
    contractorId: z._default(z.union([z.literal(0), id('validation.device.contractor')]), 0),
  }),
  output: contractRowSchema,
  access: DEVICE_ADMINS,
  log: 'log.device.contractTermsSet',
});

/** A presigned PUT for a contract workbook (key under audit/device/<uploader>/); the same request and answer as the audit uploads. */
export const contractImportUpload = defineEndpoint({
  id: 'device.contractImportUpload',
  domain: 'device',
  method: 'POST',
  path: '/device/admin_import_upload',
  input: auditBreakdownUpload.input,
  output: auditBreakdownUpload.output,
  access: DEVICE_ADMINS,
});

/**
 * GET /device/admin_import_contract?ossFullPath= (spec §7): starts the import of the uploaded workbook
 * as a job, every row or none; `/job/status` gives the report. The worker writes the log row.
 */
export const contractImport = defineEndpoint({
  id: 'device.contractImport',
  domain: 'device',
  method: 'GET',
  path: '/device/admin_import_contract',
  input: z.object({ key: requiredText('validation.file.required', INPUT_LIMITS.uploadKeyMax) }),
  output: jobStarted,
  access: DEVICE_ADMINS,
  aliases: { ossFullPath: 'key' },
});

export const contractImportTemplate = defineEndpoint({
  id: 'device.contractImportTemplate',
  domain: 'device',
  method: 'GET',
  path: '/device/admin_import_template',
  input: z.object({}),
  output: z.object({ url: z.string(), fileName: z.string() }),
  access: DEVICE_ADMINS,
});

const reportInput = z.object({ projectId: z.optional(id()) });

/** GET /device/report1..3: one report's rows, for a project or the whole platform. */
const reportEndpoint = <N extends 1 | 2 | 3, R extends z.ZodMiniType>(n: N, row: R) =>
  defineEndpoint({
    id: `device.report${n}` as const,
    domain: 'device',
    method: 'GET',
    path: `/device/report${n}` as const,
    input: reportInput,
    output: z.object({ rows: z.array(row) }),
    access: DEVICE_REPORT_READERS,
  });

export const report1 = reportEndpoint(1, tagsByTypeRowSchema);
export const report2 = reportEndpoint(2, supplierVolumeRowSchema);
export const report3 = reportEndpoint(3, sheetCompletenessRowSchema);

export const DEVICE_ENDPOINTS = [
  pumpList,
  pumpDetail,
  contractList,
  contractDelete,
  contractImportUpload,
  contractImport,
  contractImportTemplate,
  tagList,
  tagDelete,
  itemInfo,
  itemUpdate,
  contractHandOver,
  contractTerms,
  report1,
  report2,
  report3,
];

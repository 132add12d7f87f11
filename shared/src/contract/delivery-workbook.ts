import * as z from 'zod/mini';
import { DELIVERY_ACCESS, INPUT_LIMITS } from '../constants';
import { id, requiredText } from '../validators/common';
import { callersOf, defineEndpoint } from './endpoint';
import { jobStarted } from './job';
import { presignedUpload, workbookUploadInput } from './workbook-upload';

/*
 * The supplier's delivery workbook (issue 29): a contract's tags × what their classes require, a row per
 * tag and property, downloaded filled with what is saved, filled in and uploaded back. The import is a
 * job, every row or none; `/job/status` gives the export's link and the import's report.
 */
const SUPPLIER_ACCOUNTS = callersOf(DELIVERY_ACCESS.deliver);

export const deliveryWorkbookExport = defineEndpoint({
  id: 'delivery.workbookExport',
  domain: 'delivery',
  method: 'POST',
  path: '/delivery/supplier/workbook_export',
  input: z.object({ contractId: id() }),
  output: jobStarted,
  ...SUPPLIER_ACCOUNTS,
});

/** A presigned PUT for a filled workbook (key under audit/delivery/<uploader>/). */
export const deliveryWorkbookUpload = defineEndpoint({
  id: 'delivery.workbookUpload',
  domain: 'delivery',
  method: 'POST',
  path: '/delivery/supplier/workbook_upload',
  input: workbookUploadInput(),
  output: presignedUpload,
  ...SUPPLIER_ACCOUNTS,
});

/** Starts the import of the uploaded workbook into the contract's tags; the worker writes the log row. */
export const deliveryWorkbookImport = defineEndpoint({
  id: 'delivery.workbookImport',
  domain: 'delivery',
  method: 'POST',
  path: '/delivery/supplier/workbook_import',
  input: z.object({ contractId: id(), key: requiredText('validation.file.required', INPUT_LIMITS.uploadKeyMax) }),
  output: jobStarted,
  ...SUPPLIER_ACCOUNTS,
});

export const DELIVERY_WORKBOOK_ENDPOINTS = [deliveryWorkbookExport, deliveryWorkbookUpload, deliveryWorkbookImport];

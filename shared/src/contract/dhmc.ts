import * as z from 'zod/mini';
import { LIMITS } from '../constants';
import { dhmcPersonRowSchema, dhmcProjectRowSchema } from '../entities/dhmc';
import { listResult } from '../envelope';
import { filterText, id, pageQuery, requiredText, text } from '../validators/common';
import { auditMatrixUpload } from './audit';
import { defineEndpoint } from './endpoint';
import { jobStarted } from './job';

/**
 * The DHMC domain (spec §2.22, §7 "DHMC"): per delivery project, the DHMC party's people, imported from a
 * workbook that creates or links their accounts (organisation type 80). Administrator only.
 */
const ADMIN = ['admin'] as const;
/** The uploaded workbook's key, or its full address as §7 callers send it. */
const UPLOAD_ADDRESS_MAX = 1000;

export const dhmcProjectList = defineEndpoint({
  id: 'dhmc.projectList',
  domain: 'dhmc',
  method: 'GET',
  path: '/user/dhmc/project/list',
  input: pageQuery,
  output: listResult(dhmcProjectRowSchema),
  access: ADMIN,
});

export const dhmcDetailFilter = z.object({ projectId: id(), linkman: filterText, userCode: filterText });

/** A project's DHMC people; linkman and userCode are contains-matches ignoring case. Paged like every list. */
export const dhmcDetailList = defineEndpoint({
  id: 'dhmc.detailList',
  domain: 'dhmc',
  method: 'GET',
  path: '/user/dhmc/detail/list',
  input: z.extend(pageQuery, dhmcDetailFilter.shape),
  output: listResult(dhmcPersonRowSchema),
  access: ADMIN,
});

/** The filtered detail list as an .xlsx, made by the spreadsheet worker; `/job/status` gives the link. */
export const dhmcExport = defineEndpoint({
  id: 'dhmc.export',
  domain: 'dhmc',
  method: 'POST',
  path: '/user/dhmc/export',
  input: dhmcDetailFilter,
  output: jobStarted,
  access: ADMIN,
  log: 'log.dhmcExported',
});

/** 'Download template': a short-lived link to the people workbook in the caller's language. */
export const dhmcTemplate = defineEndpoint({
  id: 'dhmc.template',
  domain: 'dhmc',
  method: 'GET',
  path: '/user/dhmc/template',
  input: z.object({}),
  output: z.object({ url: z.string(), fileName: z.string() }),
  access: ADMIN,
});

/** A presigned PUT for the workbook, under audit/dhmc/<uploader>/ (spec §7: DHMC files go to audit/). */
export const dhmcImportUpload = defineEndpoint({
  id: 'dhmc.importUpload',
  domain: 'dhmc',
  method: 'POST',
  path: '/user/dhmc/import_upload',
  input: auditMatrixUpload.input,
  output: auditMatrixUpload.output,
  access: ADMIN,
});

/**
 * Registers the uploaded workbook (`url`: its key or full address) for the project: every row valid or
 * nothing changes; each person's account is created (temporary password mailed) or, when the login is
 * already a DHMC account, linked. The worker writes the operation-log row with the outcome.
 */
export const dhmcImport = defineEndpoint({
  id: 'dhmc.import',
  domain: 'dhmc',
  method: 'POST',
  path: '/user/dhmc/import',
  input: z.object({
    projectId: id(),
    projectName: z._default(z.optional(text(LIMITS.projectNameMax)), ''),
    url: requiredText('validation.file.required', UPLOAD_ADDRESS_MAX),
  }),
  output: jobStarted,
  access: ADMIN,
});

export const DHMC_ENDPOINTS = [dhmcProjectList, dhmcDetailList, dhmcExport, dhmcTemplate, dhmcImportUpload, dhmcImport];

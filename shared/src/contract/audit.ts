import * as z from 'zod/mini';
import { INPUT_LIMITS, LIMITS } from '../constants';
import {
  auditMatrixRowSchema,
  auditRoleOptionSchema,
  breakdownSchema,
  dominantTermSchema,
  factoryObjectClassSchema,
  userAuditRoleSchema,
  userExtraNodeSchema,
} from '../entities/audit';
import { listResult } from '../envelope';
import { auditSaveInput } from '../validators/audit';
import { filterText, id, pageQuery, requiredText, text } from '../validators/common';
import { defineEndpoint } from './endpoint';
import { jobStarted } from './job';
import { presignedUpload, workbookUploadInput } from './workbook-upload';

/**
 * The audit domain (spec §2.19, §2.21, §7 "Audit permissions"). Who may act on whom is decided on the
 * server (functions/src/domains/audit/routes/audit-target.ts): the administrator on any account; a user
 * manager only on the accounts of its own organisation; the account must take part in a project above
 * 8004 (the §6 'Audit management' rule).
 */
const ASSIGNERS = ['admin', 'userManage', 'userAdmin'] as const;
const BREAKDOWN_ADMINS = ['admin', 'admin1'] as const;
const MATRIX_READERS = ['admin', 'userManage'] as const;

const auditRole = requiredText('validation.invalid', LIMITS.auditCodeMax);
/** The cbs (contractor organisation) id; the spec sends it as a string. */
const cbsId = z._default(z.optional(text(20).check(z.regex(/^\d*$/, { error: 'validation.invalid' }))), '');
const assignmentQuery = z.object({ projectId: id(), userId: id(), auditRole, cbsId });

export const auditListOrgRoles = defineEndpoint({
  id: 'audit.listOrgRoles',
  domain: 'audit',
  method: 'GET',
  path: '/user/admin/list_org_audit_role',
  /** The administrator may name any organisation; anyone else gets their own organisation's roles. */
  input: z.object({ orgId: z.optional(id()) }),
  output: z.array(auditRoleOptionSchema),
  access: ASSIGNERS,
});

export const auditListUserRoles = defineEndpoint({
  id: 'audit.listUserRoles',
  domain: 'audit',
  method: 'GET',
  path: '/user/admin/list_user_audit_role',
  input: z.object({ userId: id() }),
  output: z.array(userAuditRoleSchema),
  access: ASSIGNERS,
});

export const auditListDominantTerms = defineEndpoint({
  id: 'audit.listDominantTerms',
  domain: 'audit',
  method: 'GET',
  path: '/user/admin/list_dominant_term_v2',
  input: assignmentQuery,
  output: z.array(dominantTermSchema),
  access: ASSIGNERS,
});

export const auditListFactoryClasses = defineEndpoint({
  id: 'audit.listFactoryClasses',
  domain: 'audit',
  method: 'GET',
  path: '/user/admin/list_factory_object_class_code_v2',
  input: assignmentQuery,
  output: z.array(factoryObjectClassSchema),
  access: ASSIGNERS,
});

export const auditListTypeClasses = defineEndpoint({
  id: 'audit.listTypeClasses',
  domain: 'audit',
  method: 'GET',
  path: '/user/admin/list_type_class_code',
  input: z.object({ projectId: id() }),
  output: z.array(z.string()),
  access: ASSIGNERS,
});

export const auditListUserExtra = defineEndpoint({
  id: 'audit.listUserExtra',
  domain: 'audit',
  method: 'POST',
  path: '/user/admin/list_user_extra_v2',
  input: z.object({ projectId: id(), userId: id(), auditRole }),
  output: z.array(userExtraNodeSchema),
  access: ASSIGNERS,
});

/** Replaces the account's assignment for the project and role at once (§5 "Audit permission save"). */
export const auditSaveUserExtra = defineEndpoint({
  id: 'audit.saveUserExtra',
  domain: 'audit',
  method: 'POST',
  path: '/user/admin/save_user_extra_v2',
  input: auditSaveInput,
  output: z.object({ userId: z.number(), projectId: z.number(), auditRole: z.string(), mainItems: z.number(), pairs: z.number() }),
  access: ASSIGNERS,
  log: 'log.auditSaved',
});

/** The audit matrix (§2.21): every assignment for the administrator, its own organisation's for a user manager. */
export const auditMatrixInput = z.extend(pageQuery, { linkman: filterText, userCode: filterText });

export const auditMatrixList = defineEndpoint({
  id: 'audit.matrixList',
  domain: 'audit',
  method: 'GET',
  path: '/user/admin/audit_matrix/list',
  input: auditMatrixInput,
  output: listResult(auditMatrixRowSchema),
  access: MATRIX_READERS,
});

/** 'download audit matrix': the filtered matrix as an .xlsx, made by the spreadsheet worker. */
export const auditMatrixExport = defineEndpoint({
  id: 'audit.matrixExport',
  domain: 'audit',
  method: 'POST',
  path: '/user/admin/audit_matrix/download',
  input: z.omit(auditMatrixInput, { page: true, limit: true }),
  output: jobStarted,
  access: MATRIX_READERS,
  log: 'log.auditMatrixExported',
});

const uploadRequest = workbookUploadInput();
const uploadedKey = z.object({ key: requiredText('validation.file.required', INPUT_LIMITS.uploadKeyMax) });

/** A presigned PUT for an edited matrix (key under audit/<uploader>/). */
export const auditMatrixUpload = defineEndpoint({
  id: 'audit.matrixUpload',
  domain: 'audit',
  method: 'POST',
  path: '/user/admin/audit_matrix/upload_url',
  input: uploadRequest,
  output: presignedUpload,
  access: MATRIX_READERS,
});

/** 'upload audit matrix': every row valid or nothing changes; the assignments of the accounts in the file are replaced. */
export const auditMatrixImport = defineEndpoint({
  id: 'audit.matrixImport',
  domain: 'audit',
  method: 'POST',
  path: '/user/admin/audit_matrix/upload',
  input: uploadedKey,
  output: jobStarted,
  access: MATRIX_READERS,
});

/** The engineering breakdown workbook template (two sheets: main items, factory object classes). */
export const auditBreakdownTemplate = defineEndpoint({
  id: 'audit.breakdownTemplate',
  domain: 'audit',
  method: 'GET',
  path: '/user/admin/breakdown/template',
  input: z.object({}),
  output: z.object({ url: z.string(), fileName: z.string() }),
  access: BREAKDOWN_ADMINS,
});

export const auditBreakdownUpload = defineEndpoint({
  id: 'audit.breakdownUpload',
  domain: 'audit',
  method: 'POST',
  path: '/user/admin/breakdown/upload_url',
  input: uploadRequest,
  output: presignedUpload,
  access: BREAKDOWN_ADMINS,
});

/** Replaces a project's engineering breakdown from an uploaded workbook: all rows or none. */
export const auditBreakdownImport = defineEndpoint({
  id: 'audit.breakdownImport',
  domain: 'audit',
  method: 'POST',
  path: '/user/admin/breakdown/import',
  input: z.extend(uploadedKey, { projectId: id() }),
  output: jobStarted,
  access: BREAKDOWN_ADMINS,
});

/** A project's engineering breakdown, for the breakdown screen (beyond §7). */
export const auditBreakdown = defineEndpoint({
  id: 'audit.breakdown',
  domain: 'audit',
  method: 'GET',
  path: '/user/admin/breakdown',
  input: z.object({ projectId: id() }),
  output: breakdownSchema,
  access: BREAKDOWN_ADMINS,
});

export const AUDIT_ENDPOINTS = [
  auditListOrgRoles,
  auditListUserRoles,
  auditListDominantTerms,
  auditListFactoryClasses,
  auditListTypeClasses,
  auditListUserExtra,
  auditSaveUserExtra,
  auditMatrixList,
  auditMatrixExport,
  auditMatrixUpload,
  auditMatrixImport,
  auditBreakdownTemplate,
  auditBreakdownUpload,
  auditBreakdownImport,
  auditBreakdown,
];

import * as z from 'zod/mini';
import { DELIVERY_ACCESS, INPUT_LIMITS, LIMITS } from '../constants';
import {
  classRequirementsFields,
  DELIVERY_LIMITS,
  DELIVERY_STATUSES,
  DOCUMENT_MAX_BYTES,
  requiredDocumentSchema,
  requiredPropertySchema,
} from '../entities/delivery';
import { listResult } from '../envelope';
import { filterText, id, pageQuery, recordVersion, requiredText, wholeNumber } from '../validators/common';
import { callersOf, defineEndpoint } from './endpoint';
import { jobStarted } from './job';
import { presignedUpload, workbookUploadInput } from './workbook-upload';

/**
 * The delivery domain (issue 29, beyond the spec): what a project's factory object classes require of
 * every tag. The owner's administrators edit the requirements, as they import the breakdown the classes
 * come from.
 */
const REQUIREMENT_ADMINS = ['admin', 'admin1'] as const;

const classCode = requiredText('validation.invalid', LIMITS.auditCodeMax);

/** A class of the project's breakdown (or one no longer in it that still has requirements), with what it requires. */
export const classRequirementsRowSchema = z.object({
  classCode: z.string(),
  className: z.string(),
  type: z.string(),
  /** False for a class a later breakdown import dropped: its requirements are kept, not applied to new tags. */
  inBreakdown: z.boolean(),
  properties: z.number(),
  documents: z.number(),
  /** Required properties and documents. */
  required: z.number(),
  version: z.number(),
  updateTime: z.string(),
});
export type ClassRequirementsRow = z.infer<typeof classRequirementsRowSchema>;

export const classRequirementsSchema = z.object({
  projectId: z.number(),
  classCode: z.string(),
  className: z.string(),
  properties: z.array(requiredPropertySchema),
  documents: z.array(requiredDocumentSchema),
  /** 0 while the class has no requirements. */
  version: z.number(),
  updateTime: z.string(),
});
export type ClassRequirementsRecord = z.infer<typeof classRequirementsSchema>;

export const deliveryClassRequirementsList = defineEndpoint({
  id: 'delivery.classRequirementsList',
  domain: 'delivery',
  method: 'GET',
  path: '/delivery/admin/class_requirements',
  input: z.object({ projectId: id() }),
  output: z.object({ rows: z.array(classRequirementsRowSchema) }),
  access: REQUIREMENT_ADMINS,
});

export const deliveryClassRequirements = defineEndpoint({
  id: 'delivery.classRequirements',
  domain: 'delivery',
  method: 'GET',
  path: '/delivery/admin/class_requirement',
  input: z.object({ projectId: id(), classCode }),
  output: classRequirementsSchema,
  access: REQUIREMENT_ADMINS,
});

/** Replaces a class's requirements; `version` is the one the editor read (0 for a class without any). */
export const deliveryClassRequirementsSave = defineEndpoint({
  id: 'delivery.classRequirementsSave',
  domain: 'delivery',
  method: 'POST',
  path: '/delivery/admin/class_requirement/save',
  input: z.extend(classRequirementsFields, {
    projectId: id(),
    classCode,
    version: z.union([z.literal(0), recordVersion]),
  }),
  output: classRequirementsSchema,
  access: REQUIREMENT_ADMINS,
  log: 'log.classRequirementsSaved',
});

/*
 * The requirements workbook: a row per property or document type of every class of the breakdown (a class
 * without any, a row of its own), downloaded and uploaded back. The import replaces the requirements of the
 * classes it names, every row valid or nothing written, each class on the version read when it was checked;
 * both are jobs of the spreadsheet worker, which writes the import's log row.
 */
export const deliveryClassRequirementsExport = defineEndpoint({
  id: 'delivery.classRequirementsExport',
  domain: 'delivery',
  method: 'POST',
  path: '/delivery/admin/class_requirements/download',
  input: z.object({ projectId: id() }),
  output: jobStarted,
  access: REQUIREMENT_ADMINS,
  log: 'log.classRequirementsExported',
});

/** A presigned PUT for an edited requirements workbook (key under audit/delivery/requirements/<uploader>/). */
export const deliveryClassRequirementsUpload = defineEndpoint({
  id: 'delivery.classRequirementsUpload',
  domain: 'delivery',
  method: 'POST',
  path: '/delivery/admin/class_requirements/upload_url',
  input: workbookUploadInput(),
  output: presignedUpload,
  access: REQUIREMENT_ADMINS,
});

export const deliveryClassRequirementsImport = defineEndpoint({
  id: 'delivery.classRequirementsImport',
  domain: 'delivery',
  method: 'POST',
  path: '/delivery/admin/class_requirements/upload',
  input: z.object({ projectId: id(), key: requiredText('validation.file.required', INPUT_LIMITS.uploadKeyMax) }),
  output: jobStarted,
  access: REQUIREMENT_ADMINS,
});

export const DELIVERY_REQUIREMENT_ENDPOINTS = [
  deliveryClassRequirementsList,
  deliveryClassRequirements,
  deliveryClassRequirementsSave,
  deliveryClassRequirementsExport,
  deliveryClassRequirementsUpload,
  deliveryClassRequirementsImport,
];

/*
 * The supplier's side (issue 29): the contracts of the caller's organisation in a project, their tags with
 * what each delivers, a tag's form (values, documents as revisions) and its submission. The server checks
 * that the tag's contract is the caller's organisation's in a project the caller belongs to.
 */
const SUPPLIER_ACCOUNTS = callersOf(DELIVERY_ACCESS.deliver);

export const deliveryCountsSchema = z.object({
  required: z.number(),
  delivered: z.number(),
  approved: z.number(),
  rejected: z.number(),
});

/** A contract of the supplier with its delivery terms and how far its tags are. */
export const supplierContractRowSchema = z.object({
  contractId: z.number(),
  contractNo: z.string(),
  contractName: z.string(),
  projectId: z.number(),
  dueDate: z.string(),
  contractorName: z.string(),
  tagCount: z.number(),
  /** Tags with a factory object class: the others deliver nothing until the administrator sets one. */
  classifiedTags: z.number(),
  counts: deliveryCountsSchema,
  completeness: z.number(),
  /** Once the due date has passed (Beijing time): tags with a class never submitted. */
  overdueTags: z.number(),
});
export type SupplierContractRow = z.infer<typeof supplierContractRowSchema>;

export const deliverySupplierContracts = defineEndpoint({
  id: 'delivery.supplierContracts',
  domain: 'delivery',
  method: 'GET',
  path: '/delivery/supplier/contracts',
  input: z.object({ projectId: id() }),
  output: z.object({ rows: z.array(supplierContractRowSchema) }),
  ...SUPPLIER_ACCOUNTS,
});

/** A tag of a contract as the supplier's list shows it. */
export const deliveryTagRowSchema = z.object({
  tagId: z.number(),
  tagNumber: z.string(),
  itemName: z.string(),
  classCode: z.string(),
  className: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  counts: deliveryCountsSchema,
  completeness: z.number(),
  submittedAt: z.string(),
  updateTime: z.string(),
});
export type DeliveryTagRow = z.infer<typeof deliveryTagRowSchema>;

export const deliverySupplierTags = defineEndpoint({
  id: 'delivery.supplierTags',
  domain: 'delivery',
  method: 'GET',
  path: '/delivery/supplier/tags',
  input: z.extend(pageQuery, { contractId: id(), tagNumber: filterText }),
  output: listResult(deliveryTagRowSchema),
  ...SUPPLIER_ACCOUNTS,
});

export const documentRevisionSchema = z.object({
  revision: z.number(),
  fileName: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});
export type DocumentRevision = z.infer<typeof documentRevisionSchema>;

/** One required item's review: its state and the reviewer's comment when it was sent back. */
export const itemReviewSchema = z.object({ state: z.enum(['missing', 'delivered', 'approved', 'rejected']), comment: z.string() });

/** A tag's delivery as its form shows it: what the class requires, what is delivered, and how it was reviewed. */
export const tagDeliverySchema = z.object({
  tagId: z.number(),
  tagNumber: z.string(),
  itemName: z.string(),
  contractId: z.number(),
  contractNo: z.string(),
  projectId: z.number(),
  dueDate: z.string(),
  contractorName: z.string(),
  classCode: z.string(),
  className: z.string(),
  properties: z.array(requiredPropertySchema),
  documents: z.array(requiredDocumentSchema),
  values: z.record(z.string(), z.string()),
  /** The current revision of each document delivered. */
  files: z.record(z.string(), documentRevisionSchema),
  items: z.record(z.string(), itemReviewSchema),
  status: z.enum(DELIVERY_STATUSES),
  /** While submitted: the audit role reviewing it ('91' professional, '90' owner's final), else ''. */
  reviewStep: z.string(),
  /** What the last review saw: a resubmission shows what changed since (values, and each document's revision). */
  reviewed: z.object({ values: z.record(z.string(), z.string()), revisions: z.record(z.string(), z.number()) }),
  counts: deliveryCountsSchema,
  completeness: z.number(),
  submittedAt: z.string(),
  /** 0 while nothing was saved for the tag. */
  version: z.number(),
  updateTime: z.string(),
});
export type TagDelivery = z.infer<typeof tagDeliverySchema>;

const tagId = id();

export const deliveryTag = defineEndpoint({
  id: 'delivery.tag',
  domain: 'delivery',
  method: 'GET',
  path: '/delivery/supplier/tag',
  input: z.object({ tagId }),
  output: tagDeliverySchema,
  ...SUPPLIER_ACCOUNTS,
});

const deliveryVersion = z.union([z.literal(0), recordVersion]);

/** Saves the typed values of a tag (each read against its property; the others are kept); draft or sent back only. */
export const deliveryTagSave = defineEndpoint({
  id: 'delivery.tagSave',
  domain: 'delivery',
  method: 'POST',
  path: '/delivery/supplier/tag/save',
  input: z.object({
    tagId,
    version: deliveryVersion,
    /** The values typed, by property key; a key left out keeps its stored value. */
    values: z
      .array(
        z.object({
          key: z.string().check(z.maxLength(DELIVERY_LIMITS.keyMax)),
          value: z.string().check(z.maxLength(DELIVERY_LIMITS.valueMax, { error: 'validation.delivery.valueTooLong' })),
        }),
      )
      .check(z.maxLength(DELIVERY_LIMITS.propertiesPerClass)),
  }),
  output: tagDeliverySchema,
  ...SUPPLIER_ACCOUNTS,
  log: 'log.delivery.tagSaved',
});

/** A presigned PUT for the next revision of one document of a tag: the type and size are checked first. */
export const deliveryDocumentUpload = defineEndpoint({
  id: 'delivery.documentUpload',
  domain: 'delivery',
  method: 'POST',
  path: '/delivery/supplier/document/upload',
  input: z.object({
    tagId,
    documentKey: requiredText('validation.invalid', DELIVERY_LIMITS.keyMax),
    fileName: requiredText('validation.file.required', INPUT_LIMITS.fileNameMax),
    size: wholeNumber(1, DOCUMENT_MAX_BYTES, 'validation.delivery.fileSize'),
  }),
  output: z.object({
    revision: z.number(),
    url: z.string(),
    key: z.string(),
    headers: z.record(z.string(), z.string()),
    expiresAt: z.string(),
  }),
  ...SUPPLIER_ACCOUNTS,
});

/** Records an uploaded revision as the document's current one, once the file is in storage with its size. */
export const deliveryDocumentConfirm = defineEndpoint({
  id: 'delivery.documentConfirm',
  domain: 'delivery',
  method: 'POST',
  path: '/delivery/supplier/document/confirm',
  input: z.object({ tagId, documentKey: requiredText('validation.invalid', DELIVERY_LIMITS.keyMax), revision: id() }),
  output: tagDeliverySchema,
  ...SUPPLIER_ACCOUNTS,
  log: 'log.delivery.documentUploaded',
});

/** Every revision of one document of a tag, newest first, each with a short-lived download link. */
export const deliveryDocumentRevisions = defineEndpoint({
  id: 'delivery.documentRevisions',
  domain: 'delivery',
  method: 'GET',
  path: '/delivery/supplier/document/revisions',
  input: z.object({ tagId, documentKey: requiredText('validation.invalid', DELIVERY_LIMITS.keyMax) }),
  output: z.object({ rows: z.array(z.extend(documentRevisionSchema, { url: z.string() })) }),
  ...SUPPLIER_ACCOUNTS,
});

/** Sends a tag to its reviewers: every required item delivered, the contract has a contractor, a reviewer is assigned. */
export const deliveryTagSubmit = defineEndpoint({
  id: 'delivery.tagSubmit',
  domain: 'delivery',
  method: 'POST',
  path: '/delivery/supplier/tag/submit',
  input: z.object({ tagId, version: recordVersion }),
  output: tagDeliverySchema,
  ...SUPPLIER_ACCOUNTS,
  log: 'log.delivery.tagSubmitted',
});

export const DELIVERY_SUPPLIER_ENDPOINTS = [
  deliverySupplierContracts,
  deliverySupplierTags,
  deliveryTag,
  deliveryTagSave,
  deliveryDocumentUpload,
  deliveryDocumentConfirm,
  deliveryDocumentRevisions,
  deliveryTagSubmit,
];

/*
 * The reviewers' side (issue 29): the tags waiting for the caller, one tag's delivery, and the decision on
 * each item. The server answers only the accounts the tag was routed to (docs/decisions/digital-delivery.md).
 */
const REVIEWER_ACCOUNTS = callersOf(DELIVERY_ACCESS.review);

export const reviewQueueRowSchema = z.object({
  tagId: z.number(),
  tagNumber: z.string(),
  itemName: z.string(),
  classCode: z.string(),
  contractId: z.number(),
  contractNo: z.string(),
  projectId: z.number(),
  supplierName: z.string(),
  step: z.string(),
  submittedAt: z.string(),
});
export type ReviewQueueRow = z.infer<typeof reviewQueueRowSchema>;

export const deliveryReviewQueue = defineEndpoint({
  id: 'delivery.reviewQueue',
  domain: 'delivery',
  method: 'GET',
  path: '/delivery/review/queue',
  input: pageQuery,
  output: listResult(reviewQueueRowSchema),
  ...REVIEWER_ACCOUNTS,
});

/** The caller's whole review queue as a workbook, oldest first: a job whose result links the file. */
export const deliveryReviewQueueExport = defineEndpoint({
  id: 'delivery.reviewQueueExport',
  domain: 'delivery',
  method: 'POST',
  path: '/delivery/review/queue_export',
  input: z.object({}),
  output: jobStarted,
  ...REVIEWER_ACCOUNTS,
});

export const deliveryReviewTag = defineEndpoint({
  id: 'delivery.reviewTag',
  domain: 'delivery',
  method: 'GET',
  path: '/delivery/review/tag',
  input: z.object({ tagId }),
  output: tagDeliverySchema,
  ...REVIEWER_ACCOUNTS,
});

export const REVIEW_COMMENT_MAX = 500;

/** One item's decision: approved, or sent back with the reason the supplier reads. */
export const itemDecisionSchema = z
  .object({
    key: z.string().check(z.maxLength(DELIVERY_LIMITS.keyMax)),
    approved: z.boolean(),
    comment: z._default(z.string().check(z.trim(), z.maxLength(REVIEW_COMMENT_MAX, { error: 'validation.tooLong' })), ''),
  })
  .check(
    z.refine((decision) => decision.approved || decision.comment !== '', {
      path: ['comment'],
      error: 'validation.delivery.commentRequired',
    }),
  );

/** Decides the items waiting for review; all approved moves the tag on (or approves it), any sent back returns it. */
export const deliveryReview = defineEndpoint({
  id: 'delivery.review',
  domain: 'delivery',
  method: 'POST',
  path: '/delivery/review',
  input: z.object({
    tagId,
    version: recordVersion,
    decisions: z.array(itemDecisionSchema).check(z.maxLength(DELIVERY_LIMITS.propertiesPerClass + DELIVERY_LIMITS.documentTypesPerClass)),
  }),
  output: tagDeliverySchema,
  ...REVIEWER_ACCOUNTS,
  log: 'log.delivery.tagReviewed',
});

/** A download link for one revision of a document of a tag the caller reviews now. */
export const deliveryReviewDocument = defineEndpoint({
  id: 'delivery.reviewDocument',
  domain: 'delivery',
  method: 'GET',
  path: '/delivery/review/document',
  input: z.object({ tagId, documentKey: requiredText('validation.invalid', DELIVERY_LIMITS.keyMax), revision: id() }),
  output: z.object({ url: z.string() }),
  ...REVIEWER_ACCOUNTS,
});

export const DELIVERY_REVIEW_ENDPOINTS = [
  deliveryReviewQueue,
  deliveryReviewQueueExport,
  deliveryReviewTag,
  deliveryReview,
  deliveryReviewDocument,
];

export const DELIVERY_ENDPOINTS = [...DELIVERY_REQUIREMENT_ENDPOINTS, ...DELIVERY_SUPPLIER_ENDPOINTS, ...DELIVERY_REVIEW_ENDPOINTS];

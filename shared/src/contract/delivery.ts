import * as z from 'zod/mini';
import { LIMITS } from '../constants';
import { classRequirementsFields, requiredDocumentSchema, requiredPropertySchema } from '../entities/delivery';
import { id, recordVersion, requiredText } from '../validators/common';
import { defineEndpoint } from './endpoint';

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

export const DELIVERY_ENDPOINTS = [deliveryClassRequirementsList, deliveryClassRequirements, deliveryClassRequirementsSave];

import * as z from 'zod/mini';
import { DELIVERY_ACCESS } from '../constants';
import { logRowSchema } from '../entities/log';
import { deliveryCountsSchema } from './delivery';
import { callersOf, defineEndpoint } from './endpoint';

const count = z.number();

/** Spec §2.10 "a different view per role": the administrators' platform at a glance. */
export const platformGlanceSchema = z.object({
  orgs: z.object({ enabled: count, disabled: count }),
  users: z.object({ enabled: count, disabled: count }),
  projects: z.object({ notStarted: count, inProgress: count, completed: count }),
  /** Sign-ins of the last days, oldest first, each a Beijing calendar day ('yyyy-MM-dd'); today is the last. */
  signIns: z.array(z.object({ day: z.string(), count })),
  /** The newest operation-log rows of the user system; absent for a caller who may not read the log. */
  recent: z.optional(z.array(logRowSchema)),
});
export type PlatformGlance = z.output<typeof platformGlanceSchema>;

/** The days the sign-in chart covers, today included. */
export const GLANCE_SIGN_IN_DAYS = 14;
/** The operation-log rows the glance shows. */
export const GLANCE_RECENT_ROWS = 10;

/** GET /dashboard/admin/glance: counts by state, sign-ins per day and recent operations (docs/data-model.md G1–G4). */
export const dashboardGlance = defineEndpoint({
  id: 'dashboard.glance',
  domain: 'audit',
  method: 'GET',
  path: '/dashboard/admin/glance',
  input: z.object({}),
  output: platformGlanceSchema,
  access: ['admin', 'admin1'],
});

/**
 * Issue 29: where delivery stands in one project, read off one delivery roll-up (the project's, or the
 * caller's organisation's in it): the required items approved, delivered and sent back, the tags submitted
 * and approved, and how many tags were first submitted by their contract's due date.
 */
export const deliverySummarySchema = z.object({
  projectId: count,
  projectName: z.string(),
  /** Tags with a factory object class (the others require nothing yet). */
  classifiedTags: count,
  counts: deliveryCountsSchema,
  /** Approved of required items, percent rounded down; null while nothing is required. */
  completeness: z.nullable(count),
  submittedTags: count,
  approvedTags: count,
  /** Tags submitted at least once, and of those the ones first submitted by their contract's due date. */
  everSubmittedTags: count,
  onTimeTags: count,
  /** onTimeTags of everSubmittedTags, percent rounded down; null before any submission. */
  onTimeShare: z.nullable(count),
});
export type DeliverySummary = z.output<typeof deliverySummarySchema>;

/**
 * GET /dashboard/delivery: the delivery projects' summaries for the caller (docs/data-model.md D13): the
 * owner's administrators get each project's roll-up, a supplier account its organisation's roll-up in
 * each of its projects. Projects where nothing is classified or delivered yet are left out.
 */
export const dashboardDelivery = defineEndpoint({
  id: 'dashboard.delivery',
  domain: 'audit',
  method: 'GET',
  path: '/dashboard/delivery',
  input: z.object({}),
  output: z.object({ scope: z.enum(['project', 'supplier']), rows: z.array(deliverySummarySchema) }),
  ...callersOf(DELIVERY_ACCESS.summary),
});

export const DASHBOARD_ENDPOINTS = [dashboardGlance, dashboardDelivery];

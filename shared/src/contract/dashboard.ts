import * as z from 'zod/mini';
import { logRowSchema } from '../entities/log';
import { defineEndpoint } from './endpoint';

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

export const DASHBOARD_ENDPOINTS = [dashboardGlance];

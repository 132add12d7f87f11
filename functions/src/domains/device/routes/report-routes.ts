import { report1, report2, report3 } from '@sddp/shared';
import { route } from '#http/route';
import { sheetCompleteness, supplierVolumes, tagsByType } from '../data/device-reports';

export const report1Route = route(report1, async ({ input }) => ({ rows: await tagsByType(input.projectId) }));
export const report2Route = route(report2, async ({ input }) => ({ rows: await supplierVolumes(input.projectId) }));
export const report3Route = route(report3, async ({ input }) => ({ rows: await sheetCompleteness(input.projectId) }));

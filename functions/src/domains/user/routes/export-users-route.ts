import { userExport } from '@sddp/shared';
import { jobOwner } from '#http/job-owner';
import { route } from '#http/route';
import { startJob } from '#kit/jobs/start-job';
import { scopedUserFilter } from './list-users';

/** Starts the export of the accounts the caller's list shows with these filters, as a spreadsheet-worker job. */
export const exportUsersRoute = route(userExport, async (call) => ({
  jobId: await startJob('user.export', jobOwner(userExport, call), { filter: scopedUserFilter(call.principal, call.input) }),
}));

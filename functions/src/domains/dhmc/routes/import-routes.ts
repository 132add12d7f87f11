import { dhmcImport, dhmcImportUpload, dhmcTemplate } from '@sddp/shared';
import { requireProject } from '#entities/project';
import { jobOwner } from '#http/job-owner';
import { route } from '#http/route';
import { startJob } from '#kit/jobs/start-job';
import { templateLink } from '#kit/spreadsheet/template-link';
import { ownDhmcUpload, presignDhmcUpload } from './upload-keys';

/** Generated per language and stored once per deployment of this code; the link lives minutes. */
export const templateRoute = route(dhmcTemplate, ({ language }) =>
  templateLink('dhmc-import', language, async () => (await import('../sheets/dhmc-sheet')).DHMC_IMPORT_SHEET),
);

export const importUploadRoute = route(dhmcImportUpload, async ({ input, principal }) =>
  presignDhmcUpload(principal.user.id, input.contentType, input.size),
);

/** Checked and written by the spreadsheet worker; poll /job/status for the per-row report. */
export const importRoute = route(dhmcImport, async (call) => {
  const project = await requireProject(call.input.projectId);
  const key = await ownDhmcUpload(call.principal.user.id, call.input.url);
  return { jobId: await startJob('dhmc.import', jobOwner(dhmcImport, call), { key, projectId: project.id }) };
});

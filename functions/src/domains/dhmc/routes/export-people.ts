import { dhmcExport, projectNameIn, type Language } from '@sddp/shared';
import { requireProject } from '#entities/project';
import { jobOwner } from '#http/job-owner';
import { route } from '#http/route';
import { startJob } from '#kit/jobs/start-job';
import { exportFileName, exportSource, onePage, type ExportSource } from '#kit/spreadsheet/export-job';
import { DHMC_EXPORT_SHEET } from '../sheets/dhmc-sheet';
import { matchingPeople, type DhmcPeopleFilter } from './dhmc-people-page';

/** Starts the export of the detail list as filtered, a spreadsheet-worker job; `/job/status` gives the link. */
export const exportRoute = route(dhmcExport, async (call) => {
  await requireProject(call.input.projectId);
  return { jobId: await startJob('dhmc.export', jobOwner(dhmcExport, call), { filter: call.input }) };
});

/** The filtered people of one project (a bounded list, one page), headers and labels in `language`. */
export async function dhmcPeopleExport(filter: DhmcPeopleFilter, language: Language): Promise<ExportSource> {
  const project = await requireProject(filter.projectId);
  const fileName = exportFileName(language, 'export.dhmc.fileName', { project: projectNameIn(project, language) });
  return exportSource(DHMC_EXPORT_SHEET, fileName, onePage(await matchingPeople(filter)));
}

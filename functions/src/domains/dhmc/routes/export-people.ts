import { dhmcExport, formatMessage, projectNameIn, type Language } from '@sddp/shared';
import { requireProject } from '#entities/project';
import { route } from '#http/types';
import { jobOwner } from '#http/job-owner';
import { startJob } from '#kit/jobs/start-job';
import { fileStamp } from '#kit/spreadsheet/sheet-time';
import { writeRowsToStorage, type WriteProgress } from '#kit/spreadsheet/write-rows-to-storage';
import { DHMC_EXPORT_SHEET } from '../sheets/dhmc-sheet';
import { matchingPeople, type DhmcPeopleFilter } from './dhmc-people-page';

/** Starts the export of the detail list as filtered, a spreadsheet-worker job; `/job/status` gives the link. */
export const exportRoute = route(dhmcExport, async (call) => {
  await requireProject(call.input.projectId);
  return { jobId: await startJob('dhmc.export', jobOwner(dhmcExport, call), { filter: call.input }) };
});

/** The filtered people of one project (a bounded list, one page) into an .xlsx under `key`; run by the worker. */
export async function exportDhmcPeople(
  filter: DhmcPeopleFilter,
  language: Language,
  key: string,
  onProgress: (progress: WriteProgress) => void | Promise<void>,
): Promise<{ rows: number; fileName: string }> {
  const project = await requireProject(filter.projectId);
  const rows = await matchingPeople(filter);
  const name = projectNameIn(project, language);
  const fileName = formatMessage(language, 'export.dhmc.fileName', { project: name, stamp: fileStamp(new Date()) });
  async function* pages() {
    yield { rows, total: rows.length };
  }
  const written = await writeRowsToStorage(DHMC_EXPORT_SHEET, pages(), { key, language, onProgress });
  return { rows: written.rows, fileName };
}

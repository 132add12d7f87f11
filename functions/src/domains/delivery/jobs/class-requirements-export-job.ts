import { projectNameIn } from '@sddp/shared';
import { requireProject } from '#entities/project';
import { getBreakdown } from '#entities/project-breakdown';
import { listClassRequirements } from '#entities/tag-delivery';
import { exportFileName, exportJob, exportSource, onePage } from '#kit/spreadsheet/export-job';
import { CLASS_REQUIREMENTS_EXPORT_SHEET, type RequirementsExportRow } from '../sheets/class-requirements-sheet';

/**
 * Every class of the project's breakdown, in its order, with what it requires: a row per property (first)
 * and document type, or one row for a class that requires nothing. Classes a later breakdown dropped are
 * left out: the import takes only classes of the breakdown.
 */
async function requirementsExportRows(projectId: number): Promise<RequirementsExportRow[]> {
  const [breakdown, stored] = await Promise.all([getBreakdown(projectId), listClassRequirements(projectId)]);
  const byCode = new Map(stored.map((record) => [record.classCode, record]));
  return breakdown.classes.flatMap((factoryClass): RequirementsExportRow[] => {
    const head = { classCode: factoryClass.code, className: factoryClass.name };
    const record = byCode.get(factoryClass.code);
    const rows: RequirementsExportRow[] = [
      ...(record?.properties ?? []).map((property) => ({ ...head, item: { kind: 'property' as const, property } })),
      ...(record?.documents ?? []).map((document) => ({ ...head, item: { kind: 'document' as const, document } })),
    ];
    return rows.length > 0 ? rows : [head];
  });
}

/** 'Download workbook' of the class requirements: the columns the import reads back. */
export const exportClassRequirementsJob = exportJob<'delivery.requirementsExport'>(async (job) => {
  const language = job.owner.language;
  const project = await requireProject(job.input.projectId);
  const fileName = exportFileName(language, 'import.classRequirements.fileName', { project: projectNameIn(project, language) });
  return exportSource(CLASS_REQUIREMENTS_EXPORT_SHEET, fileName, onePage(await requirementsExportRows(job.input.projectId)));
});

import { ERROR_CODE, type ImportReport } from '@sddp/shared';
import { importedReport, planProblems, rejectedReport, runSupplierImport } from '#entities/staged-import';
import { AppError } from '#kit/errors';
import type { JobRunner } from '#kit/jobs/job-runner';
import { objectSize, readObject } from '#kit/s3/objects';
import { checkImportSize } from '#kit/spreadsheet';
import { readSupplierWorkbook } from '../sheets/read-supplier-workbook';
import { logImport } from './supplier-import-log';

/** The size is checked before the download: an oversized upload is refused without reading it. */
async function readUpload(key: string): Promise<Uint8Array> {
  const size = await objectSize(key);
  if (size === undefined) throw new AppError(ERROR_CODE.invalid, 'error.importUploadMissing');
  checkImportSize(size);
  try {
    return await readObject(key);
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey')
      throw new AppError(ERROR_CODE.invalid, 'error.importUploadMissing', { cause: error });
    throw error;
  }
}

/**
 * The supplier import: read the uploaded workbook and check every row (progress: read, checked),
 * then write all rows or none (progress: written), then the same report the synchronous import gave,
 * its problems in the starter's language; the operation-log row records the outcome.
 */
export const importSuppliersJob: JobRunner<'org.import'> = {
  async run(job, { progress, flush, logger }) {
    const bytes = await readUpload(job.input.key);
    progress({ phase: 'reading' });
    const parsed = readSupplierWorkbook(bytes, job.owner.language, ({ read, checked, total }) =>
      progress({ phase: read < total ? 'reading' : 'checking', read, checked, total }),
    );
    progress({ phase: 'checking', total: parsed.dataRows, read: parsed.dataRows, checked: parsed.dataRows });
    let report: ImportReport;
    if (parsed.problems.length > 0) {
      report = rejectedReport(parsed.dataRows, parsed.problems, parsed.moreProblems);
    } else {
      await flush();
      const outcome = await runSupplierImport(job.id, parsed.rows, (written, total) => progress({ phase: 'writing', written, total }));
      report =
        outcome.status === 'imported'
          ? importedReport(parsed.rows.length, outcome.created, outcome.unchanged)
          : rejectedReport(parsed.rows.length, planProblems(outcome.plan, job.owner.language));
    }
    await logImport(job, report).catch((error: unknown) =>
      logger.error('operation log write failed', { error: String(error), key: 'log.orgImported' }),
    );
    return report;
  },
};

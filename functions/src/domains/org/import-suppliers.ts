import { ERROR_CODE, formatMessage, IMPORT_LIMITS, orgImport, type ImportProblem, type ImportReport, type Language } from '@sddp/shared';
import { createImportedSuppliers, planImport, withImportLock, type ImportPlan } from '../../lib/data/org-import';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/types';
import { inspectWorkbookFile, parseSupplierRows } from '../../lib/import';
import { objectSize, readObject } from '../../lib/s3/objects';
import { ownImportKey } from './import-keys';

const megabytes = IMPORT_LIMITS.maxBytes / 1024 / 1024;

async function readUploadedWorkbook(key: string): Promise<Uint8Array> {
  const size = await objectSize(key);
  if (size === undefined) throw new AppError(ERROR_CODE.invalid, 'error.importUploadMissing');
  if (size > IMPORT_LIMITS.maxBytes) throw new AppError(ERROR_CODE.invalid, 'error.importTooLarge', { params: { megabytes } });
  return readObject(key);
}

function rejected(rows: number, problems: ImportProblem[], moreProblems = 0): ImportReport {
  const listed = problems.slice(0, IMPORT_LIMITS.maxProblems);
  return { status: 'rejected', rows, created: 0, unchanged: 0, problems: listed, moreProblems: moreProblems + problems.length - listed.length };
}

/** What the stored data says of the file's codes: taken by another kind of organisation, or as a login. */
function planProblems(plan: ImportPlan, language: Language): ImportProblem[] {
  const column = formatMessage(language, 'import.column.orgCode');
  const problems = (rows: ImportPlan['otherKind'], key: 'import.codeIsOtherKind' | 'import.loginTaken') =>
    rows.map(({ row }) => ({ row, column, message: formatMessage(language, key) }));
  const found = [...problems(plan.otherKind, 'import.codeIsOtherKind'), ...problems(plan.loginTaken, 'import.loginTaken')];
  return found.sort((left, right) => left.row - right.row);
}

/**
 * Checks the stored file before parsing (size, magic bytes, zip directory), validates every row, and
 * writes all rows or none under the import lock, each new supplier with its primary account. Codes
 * already present as suppliers are left alone.
 */
export const importSuppliersRoute = route(orgImport, async ({ input, principal, language, setLogParams }) => {
  const bytes = await readUploadedWorkbook(ownImportKey(principal.user.id, input.key));
  inspectWorkbookFile(bytes);
  const parsed = parseSupplierRows(bytes, language);
  const report: ImportReport =
    parsed.problems.length > 0
      ? rejected(parsed.dataRows, parsed.problems, parsed.moreProblems)
      : await withImportLock(async () => {
          const plan = await planImport(parsed.rows);
          const problems = planProblems(plan, language);
          if (problems.length > 0) return rejected(parsed.rows.length, problems);
          const created = await createImportedSuppliers(plan.create);
          return { status: 'imported', rows: parsed.rows.length, created: created.length, unchanged: plan.unchanged.length, problems: [], moreProblems: 0 };
        });
  setLogParams({
    outcome: formatMessage('zh', report.status === 'imported' ? 'log.importOutcome.imported' : 'log.importOutcome.rejected'),
    rows: String(report.rows),
    created: String(report.created),
    unchanged: String(report.unchanged),
  });
  return report;
});

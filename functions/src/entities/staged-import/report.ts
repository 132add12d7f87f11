import { formatMessage, IMPORT_LIMITS, type ImportProblem, type ImportReport, type Language } from '@sddp/shared';
import type { ImportPlan } from './supplier-import';

/** Nothing written: the problems, the first IMPORT_LIMITS.maxProblems listed and the rest counted. */
export function rejectedReport(rows: number, problems: ImportProblem[], moreProblems = 0): ImportReport {
  const listed = problems.slice(0, IMPORT_LIMITS.maxProblems);
  return {
    status: 'rejected',
    rows,
    created: 0,
    unchanged: 0,
    problems: listed,
    moreProblems: moreProblems + problems.length - listed.length,
  };
}

export const importedReport = (rows: number, created: number, unchanged: number): ImportReport => ({
  status: 'imported',
  rows,
  created,
  unchanged,
  problems: [],
  moreProblems: 0,
});

/** What the stored data says of the file's codes: taken by another kind of organisation, or as a login. */
export function planProblems(plan: ImportPlan, language: Language): ImportProblem[] {
  const column = formatMessage(language, 'import.column.orgCode');
  const problems = (rows: ImportPlan['otherKind'], key: 'import.codeIsOtherKind' | 'import.loginTaken') =>
    rows.map(({ row }) => ({ row, column, message: formatMessage(language, key) }));
  const found = [...problems(plan.otherKind, 'import.codeIsOtherKind'), ...problems(plan.loginTaken, 'import.loginTaken')];
  return found.sort((left, right) => left.row - right.row);
}

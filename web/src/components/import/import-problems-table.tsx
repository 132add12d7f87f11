import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '@sddp/shared';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ReportTable } from './report-table';

/** Where the rejected workbook is wrong: sheet row, column header and why (already localised by the server). */
export function ImportProblemsTable({ problems, moreProblems }: { problems: ImportProblem[]; moreProblems: number }) {
  const { t } = useTranslation();
  return (
    <ReportTable label={t('ui.org.problems')} more={moreProblems > 0 ? t('ui.org.moreProblems', { count: moreProblems }) : undefined}>
      <TableHeader className="sticky top-0 bg-muted">
        <TableRow>
          <TableHead className="w-16">{t('ui.org.problemRow')}</TableHead>
          <TableHead className="w-40">{t('ui.org.problemColumn')}</TableHead>
          <TableHead>{t('ui.org.problemMessage')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {problems.map((problem, index) => (
          <TableRow key={`${problem.row}-${problem.column}-${index}`}>
            <TableCell className="tabular-nums">{problem.row}</TableCell>
            <TableCell>{problem.column}</TableCell>
            <TableCell className="whitespace-normal">{problem.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ReportTable>
  );
}

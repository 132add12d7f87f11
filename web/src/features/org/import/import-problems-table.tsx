import type { ImportProblem } from '@sddp/shared';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** Where the rejected workbook is wrong: sheet row, column header and why (already localised by the server). */
export function ImportProblemsTable({ problems, moreProblems }: { problems: ImportProblem[]; moreProblems: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <div className="max-h-80 overflow-auto rounded-md border">
        <Table aria-label={t('ui.org.problems')}>
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
        </Table>
      </div>
      {moreProblems > 0 ? <p className="text-sm text-muted-foreground">{t('ui.org.moreProblems', { count: moreProblems })}</p> : null}
    </div>
  );
}

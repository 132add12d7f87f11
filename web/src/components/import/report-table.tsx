import type { ReactNode } from 'react';
import { Table } from '@/components/ui/table';

/** A report's table (problems, accounts): scrolls inside the dialog under a sticky header; `more` says what is not listed. */
export function ReportTable({ label, more, children }: { label: string; more?: string | undefined; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="max-h-80 overflow-auto rounded-md border">
        <Table aria-label={label}>{children}</Table>
      </div>
      {more ? <p className="text-sm text-muted-foreground">{more}</p> : null}
    </div>
  );
}

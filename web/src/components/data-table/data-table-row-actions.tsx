import type { ReactNode } from 'react';

/**
 * A row's action buttons. Below the desktop layout (992 px, spec §2.3) they stay on one line and the
 * table scrolls sideways to them, as a wrapped group would stack into a tall row; on a desktop they
 * may wrap, within a width that keeps them to two or three lines, rather than push the last off screen.
 */
export function DataTableRowActions({ children }: { children: ReactNode }) {
  return (
    <div
      data-slot="data-table-row-actions"
      className="flex items-center gap-x-2 gap-y-1 whitespace-nowrap min-[992px]:min-w-64 min-[992px]:flex-wrap"
    >
      {children}
    </div>
  );
}

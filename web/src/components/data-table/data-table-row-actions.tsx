import { createLink } from '@tanstack/react-router';
import type { ComponentProps, ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * A row's action buttons. Between a phone and the desktop layout (640–992 px, spec §2.3) they stay on
 * one line and the table scrolls sideways to them, as a wrapped group would stack into a tall row. On a
 * desktop they may wrap, within a width that keeps them to two or three lines, rather than push the last
 * off screen; on a phone they wrap within what the sticky first column leaves, or the first of them
 * could never scroll out from under it.
 */
export function DataTableRowActions({ children }: { children: ReactNode }) {
  return (
    <div
      data-slot="data-table-row-actions"
      className="flex items-center gap-x-2 gap-y-1 whitespace-nowrap max-[639px]:w-max max-[639px]:max-w-[calc(75vw-5.5rem)] max-[639px]:flex-wrap min-[992px]:min-w-64 min-[992px]:flex-wrap"
    >
      {children}
    </div>
  );
}

/** The anchor a row link renders: a link styled as the row's other action buttons. */
function RowLinkAnchor({ className, ...props }: ComponentProps<'a'>) {
  return <a {...props} className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'px-1', className)} />;
}

/** A row action that opens another screen, typed by the router as its Link is (createLink). */
export const DataTableRowLink = createLink(RowLinkAnchor);

import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ListCard, type ListCardProps } from './list-card';

type ListPageProps<Row extends RowData> = ListCardProps<Row> & {
  /** The page's heading. */
  title: ReactNode;
  /** Between the heading and the list: a section the page shows first (the inbox's "Waiting for you"). */
  lead?: ReactNode;
  /** What the page opens over the list (its dialogs), after the card. */
  children?: ReactNode;
};

/** A list screen: its heading, the card of filters, actions and table, then its dialogs. */
export function ListPage<Row extends RowData>({ title, lead, children, ...card }: ListPageProps<Row>) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{title}</h1>
      {lead}
      <ListCard {...card} />
      {children}
    </div>
  );
}

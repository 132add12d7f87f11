import type { Cell, Header, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { DataTableFeatures } from './features';

/**
 * A column's header or cell template, called rather than mounted as a component (TanStack's FlexRender
 * mounts a function as one). The columns are rebuilt whenever their inputs change (the language, project
 * names loaded, a sort, a callback): as a component each rebuild would be a new type, and React would remount
 * every cell, closing a dialog a row had opened and dropping the focus of its opener. Called, the elements a
 * template returns keep their state. Templates therefore call no hooks (a component they return may).
 */
function rendered(template: unknown, context: unknown): ReactNode {
  return typeof template === 'function' ? (template as (context: unknown) => ReactNode)(context) : (template as ReactNode);
}

export const cellContent = <Row extends RowData>(cell: Cell<DataTableFeatures, Row, unknown>): ReactNode =>
  rendered(cell.column.columnDef.cell, cell.getContext());

export const headerContent = <Row extends RowData>(header: Header<DataTableFeatures, Row, unknown>): ReactNode =>
  rendered(header.column.columnDef.header, header.getContext());

import type { CellObject } from '@e965/xlsx';

const GENERAL_FORMAT = 'General';

/**
 * A cell as the user sees it: the formatted text, so a code stored as 12345 with the format 00000000
 * reads '00012345'. An integer without a number format is kept whole, because the General format would
 * show a long one (a BP code, say) as 1.23457E+11.
 */
export function cellText(cell: CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'n' && (cell.z === undefined || cell.z === GENERAL_FORMAT) && Number.isInteger(cell.v)) return String(cell.v);
  if (typeof cell.w === 'string') return cell.w;
  return String(cell.v);
}

/**
 * Where a list cell's text is: in the <td>, or, in the first column, in the <div> that lets it wrap on a
 * phone (data-table.tsx). For `findByText(text, TABLE_CELL_TEXT)`; `.closest('tr')` finds the row either way.
 */
export const TABLE_CELL_TEXT = { selector: 'td, td > div' } as const;

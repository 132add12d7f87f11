import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { formatMessage, LANGUAGES } from '@sddp/shared';
import { AUDIT_BREAKDOWN_SHEET } from '#domains/audit/sheets/audit-breakdown-sheet';
import { DEVICE_CONTRACT_SHEET } from '#domains/device/sheets/device-contract-sheet';
import { DHMC_IMPORT_SHEET } from '#domains/dhmc/sheets/dhmc-sheet';
import { SUPPLIER_SHEET } from '#domains/org/sheets/supplier-sheet';
import { USER_IMPORT_SHEET } from '#domains/user/sheets/user-import-sheet';
import { readWorkbookRows, templateWorkbook } from '#kit/spreadsheet';
import type { ImportSheet } from '#kit/spreadsheet/columns';
import { withExampleFilledIn } from './workbooks';

/**
 * Issue 26 #1: every template the product hands out is safe to import unchanged. Its first sheet (the
 * one every import reads) has headers and no rows; the example lives on an instructions sheet, and is
 * itself valid (filled in, it reads without problems). The audit matrix has no template: its download is
 * an export of the matrix as it is, so importing it unchanged changes nothing.
 */
const TEMPLATES: Record<string, ImportSheet<string>> = {
  SUPPLIER_SHEET,
  USER_IMPORT_SHEET,
  DHMC_IMPORT_SHEET,
  AUDIT_BREAKDOWN_SHEET,
  DEVICE_CONTRACT_SHEET,
};

const FUNCTIONS_SOURCE = join(import.meta.dirname, '../../../../functions/src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(directory, entry.name)) : entry.name.endsWith('.ts') ? [join(directory, entry.name)] : [],
  );
}

describe('templates imported unchanged write nothing', () => {
  it('lists every sheet a template is made from', () => {
    const makers = sourceFiles(FUNCTIONS_SOURCE).filter((file) => /\btemplate(Link|Workbook)\(/.test(readFileSync(file, 'utf8')));
    const named = makers.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\b([A-Z_]+_SHEET)\b/g)].map((match) => match[1]!));
    expect(makers.length).toBeGreaterThan(0);
    expect([...new Set(named)].sort()).toEqual(Object.keys(TEMPLATES).sort());
  });

  for (const [name, sheet] of Object.entries(TEMPLATES)) {
    it.each(LANGUAGES)(`${name} (%s): no rows to import; the example, on the instructions sheet, is valid`, async (language) => {
      const { bytes } = templateWorkbook(sheet, language);
      const unchanged = readWorkbookRows(sheet, bytes, language);
      expect(unchanged.rows).toEqual([]);
      expect(unchanged.problems).toEqual([{ row: 1, column: '', message: formatMessage(language, 'import.noRows') }]);

      const workbook = read(bytes, { type: 'array' });
      expect(workbook.SheetNames).toEqual([
        formatMessage(language, sheet.sheetName),
        formatMessage(language, 'import.instructions.sheetName'),
      ]);
      const instructions = utils.sheet_to_json<string[]>(workbook.Sheets[workbook.SheetNames[1]!]!, { header: 1 });
      expect(instructions[0]).toEqual(sheet.columns.map((column) => sheet.label(column.key, language)));
      expect(instructions[1]!.filter(Boolean).length).toBeGreaterThan(0);

      const filled = readWorkbookRows(sheet, await withExampleFilledIn(bytes), language);
      expect(filled.problems).toEqual([]);
      expect(filled.rows).toHaveLength(1);
    });
  }
});

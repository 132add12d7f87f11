import * as z from 'zod/mini';
import { formatMessage, LANGUAGES, LIMITS, requiredText, text } from '@sddp/shared';
import { defineImportSheet, type SheetRow } from '#kit/spreadsheet/columns';

const KIND_WORDS = {
  main: ['main', ...LANGUAGES.map((language) => formatMessage(language, 'audit.breakdown.kind.main'))],
  class: ['class', ...LANGUAGES.map((language) => formatMessage(language, 'audit.breakdown.kind.class'))],
};

/** What a kind cell says: a main item (主项) or a factory object class (工厂对象分类), in either language. */
export const kindOfCell = (cell: string): 'main' | 'class' | undefined => {
  const word = cell.trim().toLowerCase();
  if (KIND_WORDS.main.some((candidate) => candidate.toLowerCase() === word)) return 'main';
  if (KIND_WORDS.class.some((candidate) => candidate.toLowerCase() === word)) return 'class';
  return undefined;
};

/**
 * A project's engineering breakdown as one sheet: a row per main item or factory object class, the
 * kind column telling which (the kit reads a workbook's first sheet; docs/decisions.md).
 */
export const AUDIT_BREAKDOWN_SHEET = defineImportSheet({
  sheetName: 'audit.breakdown.sheetName',
  templateFileName: 'audit.breakdown.templateFileName',
  templateRows: 500,
  columns: [
    {
      key: 'kind',
      header: 'audit.breakdown.column.kind',
      required: true,
      rule: z.string().check(
        z.trim(),
        z.refine((cell) => kindOfCell(cell) !== undefined, { error: 'audit.breakdown.badKind' }),
      ),
      width: 16,
      example: (language) => formatMessage(language, 'audit.breakdown.kind.main'),
    },
    {
      key: 'code',
      header: 'audit.breakdown.column.code',
      required: true,
      rule: requiredText('validation.invalid', LIMITS.auditCodeMax),
      width: 14,
      text: true,
      example: () => '1100',
    },
    {
      key: 'name',
      header: 'audit.breakdown.column.name',
      required: true,
      rule: requiredText('validation.invalid', LIMITS.auditNameMax),
      width: 28,
      example: (language) => (language === 'zh' ? '常减压装置' : 'Crude distillation unit'),
    },
    { key: 'type', header: 'audit.breakdown.column.type', required: false, rule: text(LIMITS.auditCodeMax), width: 16 },
  ],
});

export type AuditBreakdownSheetRow = SheetRow<(typeof AUDIT_BREAKDOWN_SHEET.keys)[number]>;

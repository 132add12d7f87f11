import type { TFunction } from 'i18next';
import { pumpTypeLabelKey, type SheetCompletenessRow, type SupplierVolumeRow, type TagsByTypeRow } from '@sddp/shared';
import type { ReportNumber } from '../api/get-report';
import { storedProjectLabel, type ProjectLabel } from '../api/use-project-label';

type Translate = TFunction;

export interface ReportColumn {
  key: string;
  label: string;
  value: (row: Record<string, unknown>) => string | number;
}

export interface ReportDefinition {
  title: string;
  columns: ReportColumn[];
  /** The bar chart: a label per row and the bars' values. */
  chart: { label: (row: Record<string, unknown>) => string; bars: Array<{ key: string; label: string }> };
}

const typeLabel = (t: Translate, type: number) => (type ? t(pumpTypeLabelKey(type)) : t('ui.device.otherItem'));

/** The three reports an owner reads: what they show and how their rows read, in the current language. */
export function reportDefinition(which: ReportNumber, t: Translate, projectLabel: ProjectLabel = storedProjectLabel): ReportDefinition {
  if (which === 1) {
    const row = (r: Record<string, unknown>) => r as unknown as TagsByTypeRow;
    return {
      title: t('ui.device.reports.report1'),
      columns: [
        { key: 'project', label: t('ui.device.project'), value: (r) => projectLabel(row(r).projectId, row(r).projectName) },
        { key: 'type', label: t('ui.device.equipmentType'), value: (r) => typeLabel(t, row(r).equipmentType) },
        { key: 'tags', label: t('ui.device.reports.tags'), value: (r) => row(r).tags },
      ],
      chart: {
        label: (r) => `${row(r).projectId} ${typeLabel(t, row(r).equipmentType)}`,
        bars: [{ key: 'tags', label: t('ui.device.reports.tags') }],
      },
    };
  }
  if (which === 2) {
    const row = (r: Record<string, unknown>) => r as unknown as SupplierVolumeRow;
    return {
      title: t('ui.device.reports.report2'),
      columns: [
        { key: 'supplier', label: t('ui.device.supplier'), value: (r) => row(r).supplierName },
        { key: 'contracts', label: t('ui.device.reports.contracts'), value: (r) => row(r).contracts },
        { key: 'tags', label: t('ui.device.reports.tags'), value: (r) => row(r).tags },
        { key: 'handedOver', label: t('ui.device.reports.handedOver'), value: (r) => row(r).handedOver },
        // Issue 29: null (nothing required, nothing submitted yet) reads as an empty cell.
        {
          key: 'deliveryCompleteness',
          label: t('ui.device.reports.deliveryCompleteness'),
          value: (r) => row(r).deliveryCompleteness ?? '',
        },
        { key: 'onTimeShare', label: t('ui.device.reports.onTimeShare'), value: (r) => row(r).onTimeShare ?? '' },
      ],
      chart: {
        label: (r) => row(r).supplierName,
        bars: [
          { key: 'contracts', label: t('ui.device.reports.contracts') },
          { key: 'tags', label: t('ui.device.reports.tags') },
        ],
      },
    };
  }
  const row = (r: Record<string, unknown>) => r as unknown as SheetCompletenessRow;
  return {
    title: t('ui.device.reports.report3'),
    columns: [
      { key: 'supplier', label: t('ui.device.supplier'), value: (r) => row(r).supplierName },
      { key: 'items', label: t('ui.device.reports.items'), value: (r) => row(r).items },
      { key: 'complete', label: t('ui.device.reports.complete'), value: (r) => row(r).complete },
      { key: 'averageCompleteness', label: t('ui.device.reports.averageCompleteness'), value: (r) => row(r).averageCompleteness },
    ],
    chart: { label: (r) => row(r).supplierName, bars: [{ key: 'averageCompleteness', label: t('ui.device.reports.averageCompleteness') }] },
  };
}

/** The table as CSV (UTF-8 with a byte-order mark so spreadsheet programs read Chinese correctly). */
export function reportCsv(definition: ReportDefinition, rows: readonly Record<string, unknown>[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    // A leading =, +, - or @ would be read as a formula: a quote keeps it text.
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [definition.columns.map((column) => cell(column.label)).join(',')];
  for (const row of rows) lines.push(definition.columns.map((column) => cell(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

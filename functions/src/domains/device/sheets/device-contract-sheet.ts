import * as z from 'zod/mini';
import { contractNameText, contractNoText, itemNameText, requiredText, weihaoText } from '@sddp/shared';
import { defineImportSheet, type SheetRow } from '#kit/spreadsheet/columns';

const digits = (max: number, message: string) => z.string().check(z.trim(), z.regex(new RegExp(`^\\d{1,${max}}$`), { error: message }));

/**
 * Equipment contracts with their tag numbers: a row per tag number; the rows of one contract number
 * repeat its name and supplier (docs/decisions.md "Device administration"). The item is a catalogue
 * pump when its id is given, another item otherwise.
 */
export const DEVICE_CONTRACT_SHEET = defineImportSheet({
  sheetName: 'device.import.sheetName',
  templateFileName: 'device.import.templateFileName',
  templateRows: 500,
  columns: [
    {
      key: 'projectId',
      header: 'device.import.column.projectId',
      required: true,
      rule: digits(10, 'validation.id'),
      width: 12,
      text: true,
      example: () => '8001',
    },
    {
      key: 'orgCode',
      header: 'device.import.column.orgCode',
      required: true,
      rule: requiredText('validation.invalid', 50),
      width: 16,
      text: true,
      example: () => '10010001',
    },
    {
      key: 'contractNo',
      header: 'device.import.column.contractNo',
      required: true,
      rule: contractNoText,
      width: 20,
      text: true,
      example: () => 'ZH-P-2025-001',
    },
    {
      key: 'contractName',
      header: 'device.import.column.contractName',
      required: true,
      rule: contractNameText,
      width: 28,
      example: (language) => (language === 'zh' ? '常减压装置机泵采购' : 'Crude unit pumps'),
    },
    {
      key: 'tagNumber',
      wireName: 'weihao',
      header: 'device.import.column.weihao',
      required: true,
      rule: weihaoText,
      width: 14,
      text: true,
      example: () => 'P-1101A',
    },
    {
      key: 'itemName',
      header: 'device.import.column.itemName',
      required: true,
      rule: itemNameText,
      width: 24,
      example: () => 'OH2-80-250',
    },
    {
      key: 'pumpId',
      header: 'device.import.column.pumpId',
      required: false,
      rule: z.union([z.literal(''), digits(10, 'validation.id')]),
      width: 14,
      text: true,
      example: () => '7',
    },
    {
      key: 'quantity',
      header: 'device.import.column.quantity',
      required: false,
      rule: z.union([
        z.literal(''),
        digits(5, 'validation.device.quantity').check(
          z.refine((cell) => Number(cell) >= 1 && Number(cell) <= 10_000, {
            error: 'validation.device.quantity',
          }),
        ),
      ]),
      width: 10,
      example: () => '2',
    },
  ],
});

export type DeviceContractSheetRow = SheetRow<(typeof DEVICE_CONTRACT_SHEET.keys)[number]>;

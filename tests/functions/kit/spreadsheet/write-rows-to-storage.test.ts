import { randomBytes, randomUUID } from 'node:crypto';
import { read } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { s3 } from '#kit/s3/client';
import { objectSize, readObject } from '#kit/s3/objects';
import {
  inspectWorkbook,
  readFirstSheetText,
  writeRowsToStorage,
  type ExportSheet,
  type RowPage,
  type WriteProgress,
} from '#kit/spreadsheet';

interface Item {
  code: string;
  name: string;
  count: number | null;
  at: Date | null;
}

const SHEET: ExportSheet<Item> = {
  sheetName: 'import.sheetName',
  columns: [
    { key: 'code', header: 'import.column.orgCode', width: 16, text: true, value: (item) => item.code },
    { key: 'name', header: 'import.column.orgName', width: 40, value: (item) => item.name },
    { key: 'count', header: 'import.column.bpCode', width: 10, value: (item) => item.count },
    { key: 'at', header: 'import.column.linkman', width: 20, value: (item) => item.at },
  ],
};
/** Every prefix a spreadsheet program would take for the start of a formula (or of DDE), as the issue lists them. */
const DANGEROUS = [
  '=1+1',
  '+1+1',
  '-1+1',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1+1',
  '=HYPERLINK("http://example.com","click me")',
  "=cmd|' /C calc'!A0",
];

const exportKey = () => `exports/test/${randomUUID()}.xlsx`;

async function* pagesOf(items: Item[], pageSize: number): AsyncGenerator<RowPage<Item>> {
  for (let start = 0; start < items.length; start += pageSize) yield { rows: items.slice(start, start + pageSize), total: items.length };
}

async function exported(items: Item[], options: { language?: 'zh' | 'en'; pageSize?: number } = {}) {
  const key = exportKey();
  const progress: WriteProgress[] = [];
  const written = await writeRowsToStorage(SHEET, pagesOf(items, options.pageSize ?? 1000), {
    key,
    language: options.language ?? 'zh',
    onProgress: (step) => {
      progress.push(step);
    },
  });
  return { key, written, progress, bytes: await readObject(key) };
}

async function excelJsSheet(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const item = (index: number, name = `Name ${index}`): Item => ({ code: String(index).padStart(8, '0'), name, count: index, at: null });

describe('writeRowsToStorage', () => {
  it.each([
    ['zh', '供应商', ['机构代码', '机构名称', 'BP编码', '联系人']],
    ['en', 'Suppliers', ['Organisation code', 'Organisation name', 'BP code', 'Contact name']],
  ] as const)(
    'stores an .xlsx with the sheet name and headers in the language (%s), and the values as given',
    async (language, sheetName, headers) => {
      const at = new Date('2026-11-24T07:30:05Z');
      const { bytes, written } = await exported(
        [
          { code: '00012345', name: '示例 ACME', count: 3.5, at },
          { code: '007', name: '', count: null, at: null },
        ],
        { language },
      );
      expect(written).toEqual({ rows: 2, bytes: bytes.length });
      const sheet = await excelJsSheet(bytes);
      expect(sheet.name).toBe(sheetName);
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
      expect(['A2', 'B2', 'C2'].map((address) => sheet.getCell(address).value)).toEqual(['00012345', '示例 ACME', 3.5]);
      // The wall clock of China Standard Time, as a date cell.
      expect(sheet.getCell('D2').value).toEqual(new Date('2026-11-24T15:30:05Z'));
      expect(sheet.getCell('D2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
      expect(sheet.getCell('A3').value).toBe('007');
      expect(['B3', 'C3', 'D3'].map((address) => sheet.getCell(address).value)).toEqual([null, null, null]);
      expect(sheet.getCell('A4').numFmt).toBe('@');
    },
  );

  it('writes text beginning with =, +, -, @, tab or CR as text cells, never formulas, for every reader', async () => {
    const items = DANGEROUS.map((name, index) => ({ ...item(index, name), code: name }));
    const { bytes } = await exported(items);
    const sheet = await excelJsSheet(bytes);
    DANGEROUS.forEach((text, index) => {
      for (const column of ['A', 'B']) {
        const cell = sheet.getCell(`${column}${index + 2}`);
        expect(cell.value, JSON.stringify(text)).toBe(text);
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(cell.formula).toBeUndefined();
        // Formatted as text, so editing the cell in Excel keeps it text too.
        expect(cell.numFmt).toBe('@');
      }
    });
    const sheetJs = read(bytes, { type: 'array', cellFormula: true, cellNF: true });
    const cells = Object.entries(sheetJs.Sheets[sheetJs.SheetNames[0]!]!).filter(([address]) => !address.startsWith('!'));
    for (const [address, cell] of cells) expect(cell.f, address).toBeUndefined();
    DANGEROUS.forEach((text, index) =>
      expect(sheetJs.Sheets[sheetJs.SheetNames[0]!]![`B${index + 2}`]).toMatchObject({ t: 's', v: text, z: '@' }),
    );
  });

  it('keeps text that looks like an escape of the file format, and characters XML cannot carry', async () => {
    const odd = ['_x000D_', 'A_x0041_B', '_X003D_1+1', 'bell\u0007', ' padded ', 'line\nbreak', '<b>&amp;</b>', '表情 😀'];
    const { bytes } = await exported(odd.map((name, index) => item(index, name)));
    const sheet = await excelJsSheet(bytes);
    const sheetJs = read(bytes, { type: 'array' });
    odd.forEach((text, index) => {
      expect(sheet.getCell(`B${index + 2}`).value, JSON.stringify(text)).toBe(text);
      expect(sheetJs.Sheets[sheetJs.SheetNames[0]!]![`B${index + 2}`]?.v, JSON.stringify(text)).toBe(text);
    });
  });

  it('streams many rows in a multipart upload, reporting progress every 500 rows', async () => {
    // Random text compresses poorly: the file passes S3's 5 MB part size, so the upload is multipart.
    const items = Array.from({ length: 40_000 }, (_, index) => item(index, randomBytes(120).toString('base64')));
    const { bytes, written, progress } = await exported(items, { pageSize: 1200 });
    expect(bytes.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(written).toEqual({ rows: 40_000, bytes: bytes.length });
    expect(progress.at(-1)).toEqual({ written: 40_000, total: 40_000 });
    const steps = progress.slice(0, -1).map((step) => step.written);
    expect(Math.max(...steps.map((step, index) => step - (steps[index - 1] ?? 0)))).toBeLessThanOrEqual(500);
    expect(steps).toEqual([...steps].sort((left, right) => left - right));
    expect(progress.every((step) => step.total === 40_000)).toBe(true);

    const workbook = read(bytes, { type: 'array', dense: true });
    const grid = workbook.Sheets[workbook.SheetNames[0]!]!['!data']!;
    expect(grid).toHaveLength(40_001);
    for (const index of [0, 1, 20_000, 39_999]) {
      expect(
        grid[index + 1]!.slice(0, 3).map((cell) => cell?.v),
        String(index),
      ).toEqual([items[index]!.code, items[index]!.name, index]);
    }
  });

  it('writes a file the import’s own checks and reader accept', async () => {
    const { bytes } = await exported(DANGEROUS.map((name, index) => item(index, name)));
    expect(inspectWorkbook(bytes).kind).toBe('xlsx');
    expect(readFirstSheetText(bytes).map((row) => row.cells[1])).toEqual(['机构名称', ...DANGEROUS]);
  });

  it('stores an empty list as its header row', async () => {
    const { bytes, progress } = await exported([]);
    expect(readFirstSheetText(bytes)).toEqual([{ row: 1, cells: ['机构代码', '机构名称', 'BP编码', '联系人'] }]);
    expect(progress).toEqual([{ written: 0, total: 0 }]);
  });

  it('stores nothing under the key when the rows fail part-way, or the progress callback does', async () => {
    const failing = async function* (): AsyncGenerator<RowPage<Item>> {
      yield { rows: Array.from({ length: 1000 }, (_, index) => item(index)), total: 3000 };
      throw new Error('the list went away');
    };
    const key = exportKey();
    await expect(writeRowsToStorage(SHEET, failing(), { key, language: 'zh' })).rejects.toThrow('the list went away');
    expect(await objectSize(key)).toBeUndefined();

    const refusing = exportKey();
    const onProgress = ({ written }: WriteProgress) => {
      if (written >= 1500) throw new Error('the job was cancelled');
    };
    const rows = pagesOf(
      Array.from({ length: 3000 }, (_, index) => item(index)),
      1000,
    );
    await expect(writeRowsToStorage(SHEET, rows, { key: refusing, language: 'zh', onProgress })).rejects.toThrow('the job was cancelled');
    expect(await objectSize(refusing)).toBeUndefined();
  });

  it('aborts the multipart upload when the rows fail after parts were sent', async () => {
    const sent = vi.spyOn(await s3(), 'send');
    const failingLate = async function* (): AsyncGenerator<RowPage<Item>> {
      for (let page = 0; page < 50; page += 1) {
        yield {
          rows: Array.from({ length: 1000 }, (_, index) => item(page * 1000 + index, randomBytes(120).toString('base64'))),
          total: 60_000,
        };
      }
      throw new Error('the list went away late');
    };
    const key = exportKey();
    try {
      await expect(writeRowsToStorage(SHEET, failingLate(), { key, language: 'zh' })).rejects.toThrow('the list went away late');
      const commands = sent.mock.calls.map(([command]) => command.constructor.name);
      expect(commands).toContain('UploadPartCommand');
      expect(commands).toContain('AbortMultipartUploadCommand');
      expect(commands).not.toContain('CompleteMultipartUploadCommand');
      expect(await objectSize(key)).toBeUndefined();
    } finally {
      sent.mockRestore();
    }
  });

  it('stops writing and stores nothing when storage refuses a part', async () => {
    const client = await s3();
    const send = client.send.bind(client);
    // s3rver has no AbortMultipartUpload: answered here as S3 answers it.
    const answers: Record<string, () => Promise<unknown>> = {
      UploadPartCommand: () => Promise.reject(new Error('storage said no')),
      AbortMultipartUploadCommand: () => Promise.resolve({}),
    };
    const sent = vi
      .spyOn(client, 'send')
      .mockImplementation(
        ((command: { constructor: { name: string } }) => answers[command.constructor.name]?.() ?? send(command as never)) as never,
      );
    let pulled = 0;
    const endless = async function* (): AsyncGenerator<RowPage<Item>> {
      for (;;) {
        pulled += 1;
        yield { rows: Array.from({ length: 1000 }, (_, index) => item(index, randomBytes(120).toString('base64'))), total: 1_000_000 };
      }
    };
    const key = exportKey();
    try {
      await expect(writeRowsToStorage(SHEET, endless(), { key, language: 'zh' })).rejects.toThrow('storage said no');
      expect(pulled).toBeLessThan(100);
      expect(sent.mock.calls.map(([command]) => command.constructor.name)).toContain('AbortMultipartUploadCommand');
    } finally {
      sent.mockRestore();
    }
    expect(await objectSize(key)).toBeUndefined();
  });
});

import { read, utils } from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#domains/org/handler';
import { readSupplierWorkbook } from '#domains/org/sheets/read-supplier-workbook';
import { readFirstSheetText } from '#kit/spreadsheet';
import { call } from '#test/api-event';
import { signedIn, SUPPLIER_HEADERS } from '#test/orgs';

let token: string;

beforeAll(async () => {
  token = (await signedIn('admin1')).token;
});

describe('GET /org/admin/import_template', () => {
  it.each([
    { language: 'zh-CN,zh;q=0.9', expected: 'zh', fileName: '供应商导入模板.xlsx', example: '示例机械设备有限公司', linkman: '张三' },
    {
      language: 'en-US,en;q=0.9',
      expected: 'en',
      fileName: 'supplier-import-template.xlsx',
      example: 'Example Machinery Co., Ltd.',
      linkman: 'Zhang San',
    },
  ] as const)(
    'hands out a template in the caller’s language ($expected): headers and no rows to import, the example on its instructions sheet',
    async ({ language, expected, fileName, example, linkman }) => {
      const response = await call<{ url: string; fileName: string }>(handler, { path: '/org/admin/import_template', token, language });
      expect(response.code).toBe(200);
      expect(response.result.fileName).toBe(fileName);

      const download = await fetch(response.result.url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
      const bytes = new Uint8Array(await download.arrayBuffer());

      expect(readFirstSheetText(bytes)[0]).toEqual({ row: 1, cells: [...SUPPLIER_HEADERS[expected]] });
      expect(readSupplierWorkbook(bytes, expected).rows).toEqual([]);
      const instructions = read(bytes, { type: 'array' });
      const exampleRow = utils.sheet_to_json<string[]>(instructions.Sheets[instructions.SheetNames[1]!]!, { header: 1 })[1];
      expect(exampleRow).toEqual(['00012345', example, undefined, linkman, undefined, 'contact@example.com']);
    },
  );

  it('answers zh without a language preference', async () => {
    const response = await call<{ url: string; fileName: string }>(handler, { path: '/org/admin/import_template', token });
    expect(response.result.fileName).toBe('供应商导入模板.xlsx');
    const bytes = new Uint8Array(await (await fetch(response.result.url)).arrayBuffer());
    expect(readFirstSheetText(bytes)[0]?.cells).toEqual([...SUPPLIER_HEADERS.zh]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { getItem, keys, uniqueCode } from '#test/fixtures';
import {
  freshOrgCodes,
  importThroughApi,
  listOrgsThroughApi,
  signedIn,
  SUPPLIER_HEADERS,
  supplierCells,
  supplierWorkbook,
  uploadWorkbook,
} from '#test/orgs';
import { FORMULAS } from '../../kit/spreadsheet/formula-cells';
import { workbookBytes } from '../../kit/spreadsheet/workbooks';

const FORMULA = { zh: '单元格含有公式，请粘贴为数值后再导入', en: 'The cell holds a formula; paste values only' };

let admin: Awaited<ReturnType<typeof signedIn>>;
const listByCode = async (orgCode: string) => (await listOrgsThroughApi(admin.token, { orgCode })).result.rows;

beforeAll(async () => {
  admin = await signedIn('admin');
});

describe('POST /org/admin/import_gys refuses formulas, writing nothing', () => {
  it('rejects a workbook whose name cell holds a formula, naming its row in zh and en', async () => {
    const [first, second, third] = await freshOrgCodes(3);
    const marker = uniqueCode('fx');
    const rows = [
      [first, `${marker} ok`],
      [second, FORMULAS.onePlusOne()],
      [third, FORMULAS.hyperlink()],
    ];
    const bytes = workbookBytes([[...SUPPLIER_HEADERS.zh], ...rows.map(supplierCells)]);
    const { key } = await uploadWorkbook(admin.token, bytes);

    const zh = await importThroughApi(admin.token, { key });
    expect(zh.code).toBe(200);
    expect(zh.result).toEqual({
      status: 'rejected',
      rows: 3,
      created: 0,
      unchanged: 0,
      problems: [
        { row: 3, column: '机构名称', message: FORMULA.zh },
        { row: 4, column: '机构名称', message: FORMULA.zh },
      ],
      moreProblems: 0,
    });
    expect((await importThroughApi(admin.token, { key }, 'en')).result.problems).toEqual([
      { row: 3, column: 'Organisation name', message: FORMULA.en },
      { row: 4, column: 'Organisation name', message: FORMULA.en },
    ]);
    for (const code of [first!, second!, third!]) {
      expect(await getItem(keys.orgCodeGuard(code)), code).toBeUndefined();
      expect(await listByCode(code)).toEqual([]);
    }
  });

  it('rejects a workbook whose contact cells hold formulas, naming each cell', async () => {
    const [code] = await freshOrgCodes(1);
    const bytes = workbookBytes([
      [...SUPPLIER_HEADERS.zh],
      [code, uniqueCode('fx'), '', FORMULAS.onePlusOne(), FORMULAS.number(13800138000), FORMULAS.hyperlink()],
    ]);
    const { key } = await uploadWorkbook(admin.token, bytes);
    expect((await importThroughApi(admin.token, { key }, 'en')).result).toMatchObject({
      status: 'rejected',
      created: 0,
      problems: ['Contact name', 'Contact mobile', 'Contact e-mail'].map((column) => ({ row: 2, column, message: FORMULA.en })),
    });
    expect(await getItem(keys.orgCodeGuard(code!))).toBeUndefined();
    expect(await getItem(keys.userCodeGuard(code!))).toBeUndefined();
  });

  it('rejects a workbook whose code cell holds a formula, though its value is a valid code', async () => {
    const [plain, computed] = await freshOrgCodes(2);
    const bytes = workbookBytes([
      [...SUPPLIER_HEADERS.en],
      supplierCells([plain, uniqueCode('fx')]),
      supplierCells([FORMULAS.code(computed!), uniqueCode('fx')]),
    ]);
    const { key } = await uploadWorkbook(admin.token, bytes);

    expect((await importThroughApi(admin.token, { key })).result).toMatchObject({
      status: 'rejected',
      created: 0,
      problems: [{ row: 3, column: '机构代码', message: FORMULA.zh }],
    });
    expect((await importThroughApi(admin.token, { key }, 'en')).result.problems).toEqual([
      { row: 3, column: 'Organisation code', message: FORMULA.en },
    ]);
    for (const code of [plain!, computed!]) expect(await getItem(keys.orgCodeGuard(code)), code).toBeUndefined();
  });

  it('rejects a legacy .xls workbook with a formula name cell', async () => {
    const [code] = await freshOrgCodes(1);
    const bytes = workbookBytes([[...SUPPLIER_HEADERS.zh], supplierCells([code, FORMULAS.hyperlink()])], { bookType: 'biff8' });
    const { key } = await uploadWorkbook(admin.token, bytes, '供应商.xls', 'application/vnd.ms-excel');
    expect((await importThroughApi(admin.token, { key })).result).toMatchObject({
      status: 'rejected',
      created: 0,
      problems: [{ row: 2, column: '机构名称', message: FORMULA.zh }],
    });
    expect(await getItem(keys.orgCodeGuard(code!))).toBeUndefined();
  });
});

describe('POST /org/admin/import_gys imports text that begins like a formula', () => {
  it('stores names written as text cells exactly as written', async () => {
    const names = ['=HYPERLINK("http://example.com","click me")', "+cmd|' /C calc'!A0", '@SUM(A1:A2)', '-2+3'];
    const codes = await freshOrgCodes(names.length);
    const { key } = await uploadWorkbook(admin.token, supplierWorkbook(names.map((name, index) => [codes[index]!, name])));

    expect((await importThroughApi(admin.token, { key })).result).toEqual({
      status: 'imported',
      rows: names.length,
      created: names.length,
      unchanged: 0,
      problems: [],
      moreProblems: 0,
    });
    for (const [index, code] of codes.entries()) expect(await listByCode(code)).toMatchObject([{ orgCode: code, orgName: names[index] }]);
  });
});

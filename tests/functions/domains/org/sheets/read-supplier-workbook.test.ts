import type { WorkSheet } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '@sddp/shared';
import { readSupplierWorkbook } from '#domains/org/sheets/read-supplier-workbook';
import { DEFAULT_CONTACT, SUPPLIER_HEADERS, supplierCells, workbookBytes, type BookType } from '../../../kit/spreadsheet/workbooks';

const ZH_HEADERS = [...SUPPLIER_HEADERS.zh];
const EN_HEADERS = [...SUPPLIER_HEADERS.en];
const parse = (rows: unknown[][], options: { bookType?: BookType; edit?: (sheet: WorkSheet) => void; language?: 'zh' | 'en' } = {}) =>
  readSupplierWorkbook(workbookBytes(rows, options), options.language ?? 'en');
/** The problems of one data row under the headers of the language, as column → message; contact cells not given are the default. */
const problemsOf = (row: unknown[], language: 'zh' | 'en' = 'en') =>
  Object.fromEntries(
    parse([[...SUPPLIER_HEADERS[language]], supplierCells(row)], { language }).problems.map((problem) => [problem.column, problem.message]),
  );
/** A valid row as parsed, with the default contact unless given. */
const parsedRow = (
  row: number,
  orgCode: string,
  orgName: string,
  bpCode = '',
  contact: Partial<Record<keyof typeof DEFAULT_CONTACT, string>> = {},
) => ({
  row,
  orgCode,
  orgName,
  bpCode,
  ...DEFAULT_CONTACT,
  ...contact,
});
const LI_LEI = { linkman: '李雷', mobile: '13800138000', email: 'li.lei@example.com' };

describe('readSupplierWorkbook: headers', () => {
  it('reads Chinese headers', () => {
    const result = parse(
      [ZH_HEADERS, ['00012345', '示例机械', 'BP-1', ...Object.values(LI_LEI)], supplierCells(['00012346', '第二家', ''])],
      { language: 'zh' },
    );
    expect(result).toEqual({
      rows: [parsedRow(2, '00012345', '示例机械', 'BP-1', LI_LEI), parsedRow(3, '00012346', '第二家')],
      dataRows: 2,
      problems: [],
      moreProblems: 0,
    });
  });

  it('reads English headers and the field names, ignoring case and spaces', () => {
    const values = { orgCode: '00012345', orgName: 'ACME', bpCode: 'BP-1', ...LI_LEI };
    const variants: Array<Array<[string, keyof typeof values]>> = [
      EN_HEADERS.map((header, index) => [header, (['orgCode', 'orgName', 'bpCode', 'linkman', 'mobile', 'email'] as const)[index]!]),
      [
        [' ORGANISATION  CODE ', 'orgCode'],
        ['organisation name', 'orgName'],
        ['bp code', 'bpCode'],
        [' contact NAME', 'linkman'],
        ['Contact Mobile ', 'mobile'],
        ['CONTACT E-MAIL', 'email'],
      ],
      [
        ['orgCode', 'orgCode'],
        ['orgName', 'orgName'],
        ['BPCode', 'bpCode'],
        ['linkman', 'linkman'],
        ['mobile', 'mobile'],
        ['email', 'email'],
      ],
      [
        ['orgcode', 'orgCode'],
        ['ORGNAME', 'orgName'],
        ['bpCode', 'bpCode'],
        ['LINKMAN', 'linkman'],
        ['Mobile', 'mobile'],
        ['EMAIL', 'email'],
      ],
      [
        ['机构 代码', 'orgCode'],
        [' 机构名称', 'orgName'],
        ['bp编码', 'bpCode'],
        ['联系 人', 'linkman'],
        ['联系人手机 ', 'mobile'],
        ['联系人邮箱', 'email'],
      ],
      [
        ['ＢＰ编码', 'bpCode'],
        ['联系人邮箱', 'email'],
        ['机构代码', 'orgCode'],
        ['联系人', 'linkman'],
        ['机构名称', 'orgName'],
        ['联系人手机', 'mobile'],
      ],
    ];
    for (const columns of variants) {
      const headers = columns.map(([header]) => header);
      const row = columns.map(([, field]) => values[field]);
      expect(parse([headers, row]).rows, headers.join('|')).toEqual([parsedRow(2, '00012345', 'ACME', 'BP-1', LI_LEI)]);
    }
  });

  it('takes the first non-empty row as the header, ignores other columns and keeps sheet row numbers', () => {
    const headers = ['Remark', 'Organisation name', 'Organisation code', 'Contact e-mail', 'Contact name'];
    const result = parse([
      [],
      [],
      headers,
      ['first', 'ACME', '00012345', 'a@example.com', 'An'],
      [],
      ['', 'Beta', '00012346', 'b@example.com', 'Bo'],
    ]);
    expect(result.rows).toEqual([
      parsedRow(4, '00012345', 'ACME', '', { linkman: 'An', email: 'a@example.com' }),
      parsedRow(6, '00012346', 'Beta', '', { linkman: 'Bo', email: 'b@example.com' }),
    ]);
    expect(result.problems).toEqual([]);
  });

  it('skips rows that only have something in a column the import ignores', () => {
    const headers = ['Organisation code', 'Organisation name', 'Contact name', 'Contact e-mail', 'Remark'];
    expect(parse([headers, ['00012345', 'ACME', 'An', 'a@example.com', ''], ['', '', '', '', 'a note']]).rows).toHaveLength(1);
  });

  it('reports each missing required column once, on the header row, in the caller language', () => {
    expect(
      parse([[], ['机构代码', 'BP编码', '联系人', '联系人邮箱'], ['00012345', 'x', '李雷', 'li@example.com']], { language: 'zh' }).problems,
    ).toEqual([{ row: 2, column: '机构名称', message: '缺少“机构名称”列' }]);
    expect(
      parse([
        ['Name', 'Code'],
        ['ACME', '00012345'],
      ]).problems,
    ).toEqual([
      { row: 1, column: 'Organisation code', message: 'The column "Organisation code" is missing' },
      { row: 1, column: 'Organisation name', message: 'The column "Organisation name" is missing' },
      { row: 1, column: 'Contact name', message: 'The column "Contact name" is missing' },
      { row: 1, column: 'Contact e-mail', message: 'The column "Contact e-mail" is missing' },
    ]);
  });

  it('refuses a workbook of the template before the contact columns: the contact name and e-mail are missing, the mobile may be', () => {
    const oldTemplate = [ZH_HEADERS.slice(0, 3), ['00012345', '示例机械', 'BP-1']];
    expect(parse(oldTemplate, { language: 'zh' })).toEqual({
      rows: [],
      dataRows: 0,
      problems: [
        { row: 1, column: '联系人', message: '缺少“联系人”列' },
        { row: 1, column: '联系人邮箱', message: '缺少“联系人邮箱”列' },
      ],
      moreProblems: 0,
    });
    const withoutMobile = [
      [...EN_HEADERS.slice(0, 4), EN_HEADERS[5]],
      ['00012345', 'ACME', '', 'Li Lei', 'li@example.com'],
    ];
    expect(parse(withoutMobile)).toMatchObject({
      rows: [parsedRow(2, '00012345', 'ACME', '', { linkman: 'Li Lei', email: 'li@example.com' })],
      problems: [],
    });
  });

  it('reports a file without data rows', () => {
    expect(parse([EN_HEADERS, [], ['', '  ', '']])).toEqual({
      rows: [],
      dataRows: 0,
      problems: [{ row: 1, column: '', message: 'The file has no data rows' }],
      moreProblems: 0,
    });
    expect(parse([]).problems).toEqual([{ row: 1, column: '', message: 'The file has no data rows' }]);
    expect(parse([[], [], ZH_HEADERS], { language: 'zh' }).problems).toEqual([{ row: 3, column: '', message: '文件中没有数据行' }]);
  });
});

describe('readSupplierWorkbook: cell values', () => {
  it('keeps leading zeros of a code stored as text, or as a number with a zero-padded format', () => {
    const result = parse([EN_HEADERS, supplierCells(['00012345', 'Text']), supplierCells([12346, 'Formatted'])], {
      edit: (sheet) => {
        sheet['A3'].z = '00000000';
      },
    });
    expect(result.rows.map((row) => row.orgCode)).toEqual(['00012345', '00012346']);
    expect(result.problems).toEqual([]);
  });

  it('reads a number without a format as the whole integer, so a code that lost its zeros is reported', () => {
    const result = parse([EN_HEADERS, supplierCells([12345, 'Lost zeros', 123456789012]), supplierCells([12345678, 'Whole', ''])]);
    expect(result.problems).toEqual([{ row: 2, column: 'Organisation code', message: 'The organisation code is eight digits' }]);
    expect(result.rows).toEqual([parsedRow(3, '12345678', 'Whole')]);
    expect(parse([EN_HEADERS, supplierCells(['00012345', 'Long BP', 123456789012])]).rows[0]?.bpCode).toBe('123456789012');
    // A mobile typed into a General cell is a number: it reads as the digits typed.
    expect(parse([EN_HEADERS, ['00012345', 'ACME', '', 'Li Lei', 13800138000, 'li@example.com']]).rows[0]?.mobile).toBe('13800138000');
  });

  it('trims every value', () => {
    const row = [' 00012345 ', '  ACME  ', ' BP-1 ', ' 李雷 ', ' 13800138000 ', ' li.lei@example.com '];
    expect(parse([EN_HEADERS, row]).rows).toEqual([parsedRow(2, '00012345', 'ACME', 'BP-1', LI_LEI)]);
  });
});

describe('readSupplierWorkbook: the rules of the standard create form', () => {
  it('requires an eight-digit code: 7, 9 digits, letters and an empty code are reported, one message per cell', () => {
    expect(problemsOf(['12345678', 'ACME'])).toEqual({});
    expect(problemsOf(['1234567', 'ACME'])).toEqual({ 'Organisation code': 'The organisation code is eight digits' });
    expect(problemsOf(['123456789', 'ACME'])).toEqual({ 'Organisation code': 'At most 8 digits' });
    expect(problemsOf(['1234abcd', 'ACME'])).toEqual({ 'Organisation code': 'The organisation code is eight digits' });
    expect(problemsOf(['', 'ACME'])).toEqual({ 'Organisation code': 'Please enter the organisation code' });
    expect(problemsOf(['   ', 'ACME'])).toEqual({ 'Organisation code': 'Please enter the organisation code' });
  });

  it('requires a name of at most 50 characters', () => {
    expect(problemsOf(['00012345', 'n'.repeat(50)])).toEqual({});
    expect(problemsOf(['00012345', '名'.repeat(50)])).toEqual({});
    expect(problemsOf(['00012345', 'n'.repeat(51)])).toEqual({ 'Organisation name': 'At most 50 characters' });
    expect(problemsOf(['00012345', ''])).toEqual({ 'Organisation name': 'Please enter the organisation name' });
  });

  it('accepts an optional BP code of at most 50 characters', () => {
    expect(problemsOf(['00012345', 'ACME', 'b'.repeat(50)])).toEqual({});
    expect(problemsOf(['00012345', 'ACME', 'b'.repeat(51)])).toEqual({ 'BP code': 'At most 50 characters' });
    const withoutBpCode = [
      ['Organisation code', 'Organisation name', 'Contact name', 'Contact e-mail'],
      ['00012345', 'ACME', 'An', 'a@example.com'],
    ];
    expect(parse(withoutBpCode).rows[0]?.bpCode).toBe('');
  });

  it('requires a contact name and e-mail; the mobile is optional', () => {
    expect(problemsOf(['00012345', 'ACME', '', 'Li Lei', '', 'li@example.com'])).toEqual({});
    expect(problemsOf(['00012345', 'ACME', '', '', '', ''])).toEqual({
      'Contact name': 'Please enter the contact name',
      'Contact e-mail': 'Please enter the contact e-mail (the initial password is sent there)',
    });
    expect(problemsOf(['00012345', 'ACME', '', '  ', '13800138000', ' '], 'zh')).toEqual({
      联系人: '请输入联系人姓名',
      联系人邮箱: '请输入联系人邮箱（初始密码将发送到该邮箱）',
    });
    expect(problemsOf(['00012345', 'ACME', '', 'n'.repeat(50), '', 'li@example.com'])).toEqual({});
    expect(problemsOf(['00012345', 'ACME', '', 'n'.repeat(51), '', 'li@example.com'])).toEqual({ 'Contact name': 'At most 50 characters' });
  });

  it('checks the mobile against the mainland format and the e-mail address', () => {
    expect(problemsOf(['00012345', 'ACME', '', 'Li Lei', '13800138000', 'li.lei+x@mail.example.com'])).toEqual({});
    const badMobile = { 'Contact mobile': 'Please enter correct mobile format' };
    for (const mobile of ['1380013800', '138001380001', '23800138000', '+8613800138000', '138-0013-8000']) {
      expect(problemsOf(['00012345', 'ACME', '', 'Li Lei', mobile, 'li@example.com']), mobile).toEqual(badMobile);
    }
    const badEmail = { 'Contact e-mail': 'Please enter correct email format' };
    for (const email of ['li', 'li@', 'li@example', '@example.com', 'li lei@example.com']) {
      expect(problemsOf(['00012345', 'ACME', '', 'Li Lei', '', email]), email).toEqual(badEmail);
    }
    expect(problemsOf(['00012345', 'ACME', '', 'Li Lei', '12345', 'nope'], 'zh')).toEqual({
      联系人手机: '请输入正确的手机号格式',
      联系人邮箱: '请输入正确的邮箱格式',
    });
    expect(problemsOf(['00012345', 'ACME', '', 'Li Lei', '', `${'l'.repeat(250)}@example.com`])).toEqual({
      'Contact e-mail': 'At most 254 characters',
    });
  });

  it('reports every bad cell of a row, renders messages in the caller language and leaves the row out', () => {
    const rows = [ZH_HEADERS, ['1234', '', 'b'.repeat(51), '', '1', 'x'], supplierCells(['00012345', 'ACME', ''])];
    expect(parse(rows, { language: 'zh' })).toEqual({
      rows: [parsedRow(3, '00012345', 'ACME')],
      dataRows: 2,
      problems: [
        { row: 2, column: '机构代码', message: '机构代码为8位数字' },
        { row: 2, column: '机构名称', message: '请输入机构名称' },
        { row: 2, column: 'BP编码', message: '内容最多 50 个字符' },
        { row: 2, column: '联系人', message: '请输入联系人姓名' },
        { row: 2, column: '联系人手机', message: '请输入正确的手机号格式' },
        { row: 2, column: '联系人邮箱', message: '请输入正确的邮箱格式' },
      ],
      moreProblems: 0,
    });
    expect(parse(rows, { language: 'en' }).problems.map((problem) => problem.column)).toEqual(EN_HEADERS);
  });

  it('reports a code repeated within the file on each later row, naming the first row', () => {
    const rows = [
      ['00012345', 'First'],
      ['00012346', 'Other'],
      [' 00012345', 'Again'],
      ['00012345', 'Third'],
    ];
    const result = parse([EN_HEADERS, ...rows.map(supplierCells)]);
    expect(result.problems).toEqual([
      { row: 4, column: 'Organisation code', message: 'The same organisation code as row 2' },
      { row: 5, column: 'Organisation code', message: 'The same organisation code as row 2' },
    ]);
    expect(result.rows.map((row) => row.row)).toEqual([2, 3]);
  });

  it('sorts problems by row, then by the column position in the sheet', () => {
    const headers = ['Contact e-mail', 'BP code', 'Organisation name', 'Organisation code', 'Contact name'];
    const result = parse([headers, ['a@example.com', '', '', '1', 'An'], ['b@', 'b'.repeat(51), 'ACME', '1', 'Bo']]);
    expect(result.problems.map(({ row, column }) => `${row} ${column}`)).toEqual([
      '2 Organisation name',
      '2 Organisation code',
      '3 Contact e-mail',
      '3 BP code',
      '3 Organisation code',
    ]);
  });

  it(`lists at most ${IMPORT_LIMITS.maxProblems} problems and counts the rest`, () => {
    const badRows = Array.from({ length: 150 }, () => supplierCells(['1', '']));
    const result = parse([EN_HEADERS, ...badRows]);
    expect(result.problems).toHaveLength(IMPORT_LIMITS.maxProblems);
    expect(result.moreProblems).toBe(300 - IMPORT_LIMITS.maxProblems);
    expect(result.problems.at(-1)).toMatchObject({ row: 101, column: 'Organisation name' });
    expect(result.rows).toEqual([]);
  });
});

describe('readSupplierWorkbook: formats and size', () => {
  it('reads a legacy xls exactly as the xlsx', () => {
    const body = [
      ['00012345', '示例机械', 'BP-1', ...Object.values(LI_LEI)],
      [12346, '格式化', ''],
      [12347, '丢了零', ''],
      ['00012345', '重复', ''],
    ];
    const rows = [ZH_HEADERS, ...body.map(supplierCells)];
    const edit = (sheet: WorkSheet) => {
      sheet['A3'].z = '00000000';
    };
    const fromXls = readSupplierWorkbook(workbookBytes(rows, { bookType: 'biff8', edit }), 'zh');
    expect(fromXls).toEqual(readSupplierWorkbook(workbookBytes(rows, { edit }), 'zh'));
    expect(fromXls.rows.map((row) => row.orgCode)).toEqual(['00012345', '00012346']);
    expect(fromXls.problems.map((problem) => problem.row)).toEqual([4, 5]);
  });

  it('parses a 10,000-row workbook', () => {
    const body = Array.from({ length: 10_000 }, (_, index) =>
      supplierCells([String(index).padStart(8, '0'), `Supplier ${index}`, `BP${index}`]),
    );
    const result = parse([EN_HEADERS, ...body]);
    expect(result.problems).toEqual([]);
    expect(result.rows).toHaveLength(10_000);
    expect(result.rows.at(-1)).toEqual(parsedRow(10_001, '00009999', 'Supplier 9999', 'BP9999'));
  });
});

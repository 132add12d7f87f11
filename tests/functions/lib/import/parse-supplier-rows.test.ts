import type { WorkSheet } from '@e965/xlsx';
import { IMPORT_LIMITS } from '@sddp/shared';
import { describe, expect, it } from 'vitest';
import { parseSupplierRows } from '../../../../functions/src/lib/import';
import { workbookBytes, type BookType } from './workbooks';

const ZH_HEADERS = ['机构代码', '机构名称', 'BP编码'];
const EN_HEADERS = ['Organisation code', 'Organisation name', 'BP code'];
const parse = (rows: unknown[][], options: { bookType?: BookType; edit?: (sheet: WorkSheet) => void; language?: 'zh' | 'en' } = {}) =>
  parseSupplierRows(workbookBytes(rows, options), options.language ?? 'en');
/** The problems of one data row under the English headers, as column → message. */
const problemsOf = (row: unknown[]) => Object.fromEntries(parse([EN_HEADERS, row]).problems.map((problem) => [problem.column, problem.message]));

describe('parseSupplierRows: headers', () => {
  it('reads Chinese headers', () => {
    const result = parse([ZH_HEADERS, ['00012345', '示例机械', 'BP-1'], ['00012346', '第二家', '']], { language: 'zh' });
    expect(result).toEqual({
      rows: [
        { row: 2, orgCode: '00012345', orgName: '示例机械', bpCode: 'BP-1' },
        { row: 3, orgCode: '00012346', orgName: '第二家', bpCode: '' },
      ],
      dataRows: 2,
      problems: [],
      moreProblems: 0,
    });
  });

  it('reads English headers and the field names, ignoring case and spaces', () => {
    const variants = [
      EN_HEADERS,
      [' ORGANISATION  CODE ', 'organisation name', 'bp code'],
      ['orgCode', 'orgName', 'BPCode'],
      ['orgcode', 'ORGNAME', 'bpCode'],
      ['机构 代码', ' 机构名称', 'bp编码'],
      ['ＢＰ编码', '机构代码', '机构名称'],
    ];
    for (const headers of variants) {
      const row = headers.map((header) => (/bp/i.test(header.normalize('NFKC')) ? 'BP-1' : /(code|代码)/i.test(header) ? '00012345' : 'ACME'));
      expect(parse([headers, row]).rows, headers.join('|')).toEqual([{ row: 2, orgCode: '00012345', orgName: 'ACME', bpCode: 'BP-1' }]);
    }
  });

  it('takes the first non-empty row as the header, ignores other columns and keeps sheet row numbers', () => {
    const result = parse([[], [], ['Remark', 'Organisation name', 'Organisation code'], ['first', 'ACME', '00012345'], [], ['', 'Beta', '00012346']]);
    expect(result.rows).toEqual([
      { row: 4, orgCode: '00012345', orgName: 'ACME', bpCode: '' },
      { row: 6, orgCode: '00012346', orgName: 'Beta', bpCode: '' },
    ]);
    expect(result.problems).toEqual([]);
  });

  it('skips rows that only have something in a column the import ignores', () => {
    expect(parse([['Organisation code', 'Organisation name', 'Remark'], ['00012345', 'ACME', ''], ['', '', 'a note']]).rows).toHaveLength(1);
  });

  it('reports each missing required column once, on the header row, in the caller language', () => {
    expect(parse([[], ['机构代码', 'BP编码'], ['00012345', 'x']], { language: 'zh' }).problems).toEqual([
      { row: 2, column: '机构名称', message: '缺少“机构名称”列' },
    ]);
    expect(parse([['Name', 'Code'], ['ACME', '00012345']]).problems).toEqual([
      { row: 1, column: 'Organisation code', message: 'The column "Organisation code" is missing' },
      { row: 1, column: 'Organisation name', message: 'The column "Organisation name" is missing' },
    ]);
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

describe('parseSupplierRows: cell values', () => {
  it('keeps leading zeros of a code stored as text, or as a number with a zero-padded format', () => {
    const result = parse([EN_HEADERS, ['00012345', 'Text'], [12346, 'Formatted']], {
      edit: (sheet) => {
        sheet['A3'].z = '00000000';
      },
    });
    expect(result.rows.map((row) => row.orgCode)).toEqual(['00012345', '00012346']);
    expect(result.problems).toEqual([]);
  });

  it('reads a number without a format as the whole integer, so a code that lost its zeros is reported', () => {
    const result = parse([EN_HEADERS, [12345, 'Lost zeros', 123456789012], [12345678, 'Whole', '']]);
    expect(result.problems).toEqual([{ row: 2, column: 'Organisation code', message: 'The organisation code is eight digits' }]);
    expect(result.rows).toEqual([{ row: 3, orgCode: '12345678', orgName: 'Whole', bpCode: '' }]);
    expect(parse([EN_HEADERS, ['00012345', 'Long BP', 123456789012]]).rows[0]?.bpCode).toBe('123456789012');
  });

  it('trims every value', () => {
    expect(parse([EN_HEADERS, [' 00012345 ', '  ACME  ', ' BP-1 ']]).rows).toEqual([{ row: 2, orgCode: '00012345', orgName: 'ACME', bpCode: 'BP-1' }]);
  });
});

describe('parseSupplierRows: the rules of the standard create form', () => {
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
    expect(parse([EN_HEADERS.slice(0, 2), ['00012345', 'ACME']]).rows[0]?.bpCode).toBe('');
  });

  it('reports every bad cell of a row, renders messages in the caller language and leaves the row out', () => {
    const rows = [ZH_HEADERS, ['1234', '', 'b'.repeat(51)], ['00012345', 'ACME', '']];
    expect(parse(rows, { language: 'zh' })).toEqual({
      rows: [{ row: 3, orgCode: '00012345', orgName: 'ACME', bpCode: '' }],
      dataRows: 2,
      problems: [
        { row: 2, column: '机构代码', message: '机构代码为8位数字' },
        { row: 2, column: '机构名称', message: '请输入机构名称' },
        { row: 2, column: 'BP编码', message: '内容最多 50 个字符' },
      ],
      moreProblems: 0,
    });
    expect(parse(rows, { language: 'en' }).problems.map((problem) => problem.column)).toEqual(EN_HEADERS);
  });

  it('reports a code repeated within the file on each later row, naming the first row', () => {
    const result = parse([EN_HEADERS, ['00012345', 'First'], ['00012346', 'Other'], [' 00012345', 'Again'], ['00012345', 'Third']]);
    expect(result.problems).toEqual([
      { row: 4, column: 'Organisation code', message: 'The same organisation code as row 2' },
      { row: 5, column: 'Organisation code', message: 'The same organisation code as row 2' },
    ]);
    expect(result.rows.map((row) => row.row)).toEqual([2, 3]);
  });

  it('sorts problems by row, then by the column position in the sheet', () => {
    const result = parse([['BP code', 'Organisation name', 'Organisation code'], ['', '', '1'], ['b'.repeat(51), 'ACME', '1']]);
    expect(result.problems.map(({ row, column }) => `${row} ${column}`)).toEqual([
      '2 Organisation name',
      '2 Organisation code',
      '3 BP code',
      '3 Organisation code',
    ]);
  });

  it(`lists at most ${IMPORT_LIMITS.maxProblems} problems and counts the rest`, () => {
    const badRows = Array.from({ length: 150 }, () => ['1', '']);
    const result = parse([EN_HEADERS, ...badRows]);
    expect(result.problems).toHaveLength(IMPORT_LIMITS.maxProblems);
    expect(result.moreProblems).toBe(300 - IMPORT_LIMITS.maxProblems);
    expect(result.problems.at(-1)).toMatchObject({ row: 101, column: 'Organisation name' });
    expect(result.rows).toEqual([]);
  });
});

describe('parseSupplierRows: formats and size', () => {
  it('reads a legacy xls exactly as the xlsx', () => {
    const rows = [ZH_HEADERS, ['00012345', '示例机械', 'BP-1'], [12346, '格式化', ''], [12347, '丢了零', ''], ['00012345', '重复', '']];
    const edit = (sheet: WorkSheet) => {
      sheet['A3'].z = '00000000';
    };
    const fromXls = parseSupplierRows(workbookBytes(rows, { bookType: 'biff8', edit }), 'zh');
    expect(fromXls).toEqual(parseSupplierRows(workbookBytes(rows, { edit }), 'zh'));
    expect(fromXls.rows.map((row) => row.orgCode)).toEqual(['00012345', '00012346']);
    expect(fromXls.problems.map((problem) => problem.row)).toEqual([4, 5]);
  });

  it('parses a 10,000-row workbook', () => {
    const body = Array.from({ length: 10_000 }, (_, index) => [String(index).padStart(8, '0'), `Supplier ${index}`, `BP${index}`]);
    const result = parse([EN_HEADERS, ...body]);
    expect(result.problems).toEqual([]);
    expect(result.rows).toHaveLength(10_000);
    expect(result.rows.at(-1)).toEqual({ row: 10_001, orgCode: '00009999', orgName: 'Supplier 9999', bpCode: 'BP9999' });
  });
});

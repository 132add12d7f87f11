import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#domains/org/handler';
import { findUserByCode } from '#entities/user';
import { writeObject } from '#kit/s3/objects';
import { call } from '#test/api-event';
import { getItem, keys, uniqueCode } from '#test/fixtures';
import {
  freshOrgCodes,
  importThroughApi,
  listOrgsThroughApi,
  signedIn,
  SUPPLIER_HEADERS,
  supplierWorkbook,
  uploadWorkbook,
  XLSX_TYPE,
} from '#test/orgs';
import { workbookBytes } from '../../kit/spreadsheet/workbooks';
import { workbookParts, zipArchive } from '../../kit/spreadsheet/zip-writer';

const MEGABYTE = 1024 * 1024;
const BIG_ROWS = 9_000;

let admin: Awaited<ReturnType<typeof signedIn>>;
/** 9,000 data rows under the header; the last one (row 9,001 as Excel numbers it) has a seven-digit code. */
let big: { codes: string[]; marker: string; key: string };

/** Bytes put straight into the bucket under a key the server would have issued to the admin. */
async function storedAsUpload(bytes: Uint8Array): Promise<string> {
  const key = `supplier/${admin.user.id}/${randomUUID()}.xlsx`;
  await writeObject(key, bytes, XLSX_TYPE);
  return key;
}

beforeAll(async () => {
  admin = await signedIn('admin');
  const codes = await freshOrgCodes(BIG_ROWS);
  const marker = uniqueCode('big');
  const rows = codes.map((code, index) => [index === BIG_ROWS - 1 ? code.slice(1) : code, `${marker} ${index}`, `BP${index}`]);
  big = { codes, marker, key: (await uploadWorkbook(admin.token, supplierWorkbook(rows))).key };
});

describe('POST /org/admin/import_gys rejects files with problems, writing nothing', () => {
  it('rejects a 9,000-row workbook whose last row is bad, naming its row, column and problem', async () => {
    const zh = await importThroughApi(admin.token, { key: big.key });
    expect(zh.code).toBe(200);
    expect(zh.result).toEqual({
      status: 'rejected',
      rows: BIG_ROWS,
      created: 0,
      unchanged: 0,
      problems: [{ row: BIG_ROWS + 1, column: '机构代码', message: '机构代码为8位数字' }],
      moreProblems: 0,
    });
    for (const code of [big.codes[0]!, big.codes[4_500]!, big.codes[BIG_ROWS - 2]!]) {
      expect(await getItem(keys.orgCodeGuard(code)), code).toBeUndefined();
      expect(await getItem(keys.userCodeGuard(code)), code).toBeUndefined();
      expect(await findUserByCode(code), code).toBeUndefined();
    }
    expect((await listOrgsThroughApi(admin.token, { orgName: big.marker })).result.total).toBe(0);
  });

  it('reports the problems in the caller’s language', async () => {
    const en = await importThroughApi(admin.token, { key: big.key }, 'en');
    expect(en.result.problems).toEqual([
      { row: BIG_ROWS + 1, column: 'Organisation code', message: 'The organisation code is eight digits' },
    ]);
  });

  it('reports every bad row of a small file: missing and over-long values, duplicates within the file', async () => {
    const [first, second] = await freshOrgCodes(2);
    const marker = uniqueCode('bad');
    const upload = await uploadWorkbook(
      admin.token,
      supplierWorkbook([
        [first!, `${marker} ok`],
        ['', `${marker} no code`],
        [second!, ''],
        [first!, `${marker} again`],
        ['1234567A', 'x'.repeat(51), 'B'.repeat(51)],
      ]),
    );
    const report = (await importThroughApi(admin.token, { key: upload.key })).result;
    expect(report).toMatchObject({ status: 'rejected', created: 0, moreProblems: 0 });
    expect(report.problems).toEqual([
      { row: 3, column: '机构代码', message: '请输入机构代码' },
      { row: 4, column: '机构名称', message: '请输入机构名称' },
      { row: 5, column: '机构代码', message: '与第 2 行的机构代码重复' },
      { row: 6, column: '机构代码', message: '机构代码为8位数字' },
      { row: 6, column: '机构名称', message: '内容最多 50 个字符' },
      { row: 6, column: 'BP编码', message: '内容最多 50 个字符' },
    ]);
    expect(await getItem(keys.orgCodeGuard(first!))).toBeUndefined();
  });

  it('reports each row whose contact is incomplete or malformed, in the caller’s language', async () => {
    const codes = await freshOrgCodes(5);
    const marker = uniqueCode('contact');
    const upload = await uploadWorkbook(
      admin.token,
      supplierWorkbook([
        [codes[0]!, `${marker} ok`, '', '李雷', '13912345678', 'li.lei@example.com'],
        [codes[1]!, `${marker} no name`, '', '', '', 'a@example.com'],
        [codes[2]!, `${marker} no e-mail`, '', '韩梅梅', '', ''],
        [codes[3]!, `${marker} bad mobile`, '', '韩梅梅', '1391234567', 'b@example.com'],
        [codes[4]!, `${marker} bad e-mail`, '', '韩梅梅', '', 'b@example'],
      ]),
    );
    const zh = (await importThroughApi(admin.token, { key: upload.key })).result;
    expect(zh).toEqual({
      status: 'rejected',
      rows: 5,
      created: 0,
      unchanged: 0,
      problems: [
        { row: 3, column: '联系人', message: '请输入联系人姓名' },
        { row: 4, column: '联系人邮箱', message: '请输入联系人邮箱（初始密码将发送到该邮箱）' },
        { row: 5, column: '联系人手机', message: '请输入正确的手机号格式' },
        { row: 6, column: '联系人邮箱', message: '请输入正确的邮箱格式' },
      ],
      moreProblems: 0,
    });
    expect((await importThroughApi(admin.token, { key: upload.key }, 'en')).result.problems).toEqual([
      { row: 3, column: 'Contact name', message: 'Please enter the contact name' },
      { row: 4, column: 'Contact e-mail', message: 'Please enter the contact e-mail (the initial password is sent there)' },
      { row: 5, column: 'Contact mobile', message: 'Please enter correct mobile format' },
      { row: 6, column: 'Contact e-mail', message: 'Please enter correct email format' },
    ]);
    for (const code of codes) {
      expect(await getItem(keys.orgCodeGuard(code)), code).toBeUndefined();
      expect(await getItem(keys.userCodeGuard(code)), code).toBeUndefined();
    }
  });

  it('names a missing column', async () => {
    const upload = await uploadWorkbook(
      admin.token,
      workbookBytes([
        ['机构代码', '联系人', '联系人邮箱', '备注'],
        [(await freshOrgCodes(1))[0], '李雷', 'li@example.com', 'x'],
      ]),
    );
    const report = (await importThroughApi(admin.token, { key: upload.key })).result;
    expect(report).toMatchObject({ status: 'rejected', problems: [{ row: 1, column: '机构名称', message: '缺少“机构名称”列' }] });
  });

  it('refuses a workbook of the template before the contact columns, naming the required ones', async () => {
    const [code] = await freshOrgCodes(1);
    const upload = await uploadWorkbook(
      admin.token,
      workbookBytes([[...SUPPLIER_HEADERS.zh.slice(0, 3)], [code, uniqueCode('old'), 'BP-1']]),
    );
    expect((await importThroughApi(admin.token, { key: upload.key })).result).toEqual({
      status: 'rejected',
      rows: 0,
      created: 0,
      unchanged: 0,
      problems: [
        { row: 1, column: '联系人', message: '缺少“联系人”列' },
        { row: 1, column: '联系人邮箱', message: '缺少“联系人邮箱”列' },
      ],
      moreProblems: 0,
    });
    expect((await importThroughApi(admin.token, { key: upload.key }, 'en')).result.problems.map((problem) => problem.message)).toEqual([
      'The column "Contact name" is missing',
      'The column "Contact e-mail" is missing',
    ]);
    expect(await getItem(keys.orgCodeGuard(code!))).toBeUndefined();
  });
});

describe('POST /org/admin/import_gys refuses what is not a workbook before parsing it', () => {
  it('refuses a text file renamed to .xlsx', async () => {
    const text = new TextEncoder().encode('机构代码,机构名称\n00012345,示例\n');
    const upload = await uploadWorkbook(admin.token, text, 'suppliers.xlsx');
    expect(await importThroughApi(admin.token, { key: upload.key })).toMatchObject({
      code: 400,
      message: '文件不是有效的 xlsx 或 xls 工作簿',
    });
    expect(await importThroughApi(admin.token, { key: upload.key }, 'en')).toMatchObject({
      code: 400,
      message: 'The file is not a valid xlsx or xls workbook',
    });
  });

  it('refuses a zip bomb: a small file whose sheet unpacks to 120 MB', async () => {
    const bomb = zipArchive(workbookParts({ content: new Uint8Array(120 * MEGABYTE) }));
    expect(bomb.length).toBeLessThan(MEGABYTE);
    const key = await storedAsUpload(bomb);
    expect(await importThroughApi(admin.token, { key })).toMatchObject({ code: 400, message: '工作簿解压后过大或文件数过多，已拒绝' });
    expect(await importThroughApi(admin.token, { key }, 'en')).toMatchObject({
      code: 400,
      message: 'The workbook unpacks too large or holds too many parts; refused',
    });
  });

  it('refuses a stored file over 5 MB, whatever the presign was told', async () => {
    const key = await storedAsUpload(
      zipArchive([...workbookParts(), { name: 'xl/media/big.bin', stored: true, content: new Uint8Array(5 * MEGABYTE + 1) }]),
    );
    expect(await importThroughApi(admin.token, { key })).toMatchObject({ code: 400, message: '文件不能超过 5 MB' });
  });
});

describe('POST /org/admin/import_upload', () => {
  it('presigns only workbook names within the size limit', async () => {
    const presign = (body: Record<string, unknown>, language?: string) =>
      call(handler, { method: 'POST', path: '/org/admin/import_upload', token: admin.token, body, ...(language ? { language } : {}) });
    expect(await presign({ fileName: 'suppliers.txt', size: 10 })).toMatchObject({
      code: 400,
      result: { fieldErrors: { fileName: '当前上传文件仅支持xlsx和xls格式！' } },
    });
    expect(await presign({ fileName: 'suppliers.xlsx', size: 5 * MEGABYTE + 1 }, 'en')).toMatchObject({
      code: 400,
      result: { fieldErrors: { size: 'The file must not exceed 5 MB' } },
    });
    const legacy = await presign({ fileName: '供应商.XLS', contentType: 'application/vnd.ms-excel', size: 10 });
    expect(legacy.result).toMatchObject({
      key: expect.stringMatching(new RegExp(`^supplier/${admin.user.id}/[0-9a-f-]{36}\\.xls$`)),
      headers: { 'content-type': 'application/vnd.ms-excel' },
    });
    const odd = await presign({ fileName: 'a.xlsx', contentType: 'text/html', size: 10 });
    expect(odd.result).toMatchObject({ headers: { 'content-type': 'application/octet-stream' } });
  });
});

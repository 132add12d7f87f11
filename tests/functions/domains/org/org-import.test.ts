import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#domains/org/handler';
import { lockImport, releaseImportLock } from '#entities/staged-import';
import { AppError } from '#kit/errors';
import { call } from '#test/api-event';
import { getItem, keys, uniqueCode } from '#test/fixtures';
import { jobOutcome } from '#test/jobs';
import {
  createOrgThroughApi,
  createTestOrg,
  freshOrgCode,
  freshOrgCodes,
  importThroughApi,
  listOrgsThroughApi,
  signedIn,
  SUPPLIER_HEADERS,
  supplierCells,
  supplierWorkbook,
  uploadWorkbook,
} from '#test/orgs';
import { workbookBytes } from '../../kit/spreadsheet/workbooks';

let admin: Awaited<ReturnType<typeof signedIn>>;
const listByName = (orgName: string, onHandler = handler) => listOrgsThroughApi(admin.token, { orgName, limit: '100' }, onHandler);

beforeAll(async () => {
  admin = await signedIn('admin');
});

describe('POST /org/admin/import_gys', () => {
  it('imports every row of a valid workbook; the same file again creates nothing and reports the rows unchanged', async () => {
    const marker = uniqueCode('imp');
    const codes = await freshOrgCodes(3);
    const bytes = supplierWorkbook([
      [codes[0]!, `${marker} 甲`, 'BP-001'],
      [codes[1]!, `${marker} 乙`],
      [codes[2]!, `${marker} 丙`, ''],
    ]);
    const upload = await uploadWorkbook(admin.token, bytes);
    expect(upload.key).toMatch(new RegExp(`^supplier/${admin.user.id}/[0-9a-f-]{36}\\.xlsx$`));
    const counterBefore = Number((await getItem(keys.counter('org')))?.value ?? 0);

    const first = await importThroughApi(admin.token, { key: upload.key });
    expect(first.code).toBe(200);
    expect(first.result).toEqual({ status: 'imported', rows: 3, created: 3, unchanged: 0, problems: [], moreProblems: 0 });
    const listed = (await listByName(marker)).result;
    expect(listed.total).toBe(3);
    expect(listed.rows.map((row) => [row.orgCode, row.orgName, row.bpCode, row.orgType, row.state])).toEqual([
      [codes[2], `${marker} 丙`, '', '10', '1'],
      [codes[1], `${marker} 乙`, '', '10', '1'],
      [codes[0], `${marker} 甲`, 'BP-001', '10', '1'],
    ]);
    expect(await getItem(keys.orgCodeGuard(codes[0]!))).toMatchObject({ orgId: listed.rows[2]!.id });
    // One block of new ids, in the order of the file, after every id taken before.
    const ids = listed.rows.map((row) => row.id).reverse();
    expect(ids).toEqual([ids[0], ids[0]! + 1, ids[0]! + 2]);
    expect(ids[0]).toBeGreaterThan(counterBefore);

    // The spec's clients name the file by its address (ossFullPath); the same file again changes nothing.
    const address = upload.url.split('?')[0]!;
    expect(address).toMatch(/^https?:\/\/.*\/supplier\//);
    const again = await importThroughApi(admin.token, { ossFullPath: address });
    expect(again.result).toEqual({ status: 'imported', rows: 3, created: 0, unchanged: 3, problems: [], moreProblems: 0 });
    expect((await listByName(marker)).result).toEqual(listed);
  });

  it('leaves a supplier that is already there as it is, and adds the new rows', async () => {
    const marker = uniqueCode('keep');
    const [existingCode, newCode] = await freshOrgCodes(2);
    const existing = await createTestOrg({ orgCode: existingCode!, orgName: `${marker} 原名`, bpCode: 'BP-OLD' });
    // English headers are read as well as Chinese ones.
    const upload = await uploadWorkbook(
      admin.token,
      supplierWorkbook(
        [
          [existingCode!, `${marker} 新名`, 'BP-NEW'],
          [newCode!, `${marker} 新增`],
        ],
        'en',
      ),
    );

    const report = await importThroughApi(admin.token, { key: upload.key });
    expect(report.result).toMatchObject({ status: 'imported', rows: 2, created: 1, unchanged: 1 });
    const rows = (await listByName(marker)).result.rows;
    expect(rows.map((row) => [row.orgCode, row.orgName])).toEqual([
      [newCode, `${marker} 新增`],
      [existingCode, `${marker} 原名`],
    ]);
    expect(rows[1]).toMatchObject({ id: existing.id, bpCode: 'BP-OLD' });
  });

  it('imports a legacy .xls workbook', async () => {
    const marker = uniqueCode('xls');
    const [code] = await freshOrgCodes(1);
    const bytes = workbookBytes([[...SUPPLIER_HEADERS.zh], supplierCells([code, `${marker} 旧格式`])], { bookType: 'biff8' });
    const upload = await uploadWorkbook(admin.token, bytes, '供应商.xls', 'application/vnd.ms-excel');
    expect(upload.key).toMatch(/\.xls$/);
    expect((await importThroughApi(admin.token, { key: upload.key })).result).toMatchObject({ status: 'imported', created: 1 });
    expect((await listByName(marker)).result.rows).toMatchObject([{ orgCode: code, orgName: `${marker} 旧格式` }]);
  });

  it('rejects the whole file when a code belongs to a contractor, writing nothing', async () => {
    const marker = uniqueCode('kind');
    const [newCode, contractorCode] = await freshOrgCodes(2);
    await createTestOrg({ orgType: '20', orgCode: contractorCode!, orgName: `${marker} 承包商` });
    const upload = await uploadWorkbook(
      admin.token,
      supplierWorkbook([
        [newCode!, `${marker} 新`],
        [contractorCode!, `${marker} 冲突`],
      ]),
    );

    const zh = await importThroughApi(admin.token, { key: upload.key });
    expect(zh.result).toEqual({
      status: 'rejected',
      rows: 2,
      created: 0,
      unchanged: 0,
      problems: [{ row: 3, column: '机构代码', message: '该机构代码已被非供应商机构使用' }],
      moreProblems: 0,
    });
    const en = await importThroughApi(admin.token, { key: upload.key }, 'en');
    expect(en.result.problems).toEqual([
      { row: 3, column: 'Organisation code', message: 'This organisation code belongs to an organisation that is not a supplier' },
    ]);
    expect(await getItem(keys.orgCodeGuard(newCode!))).toBeUndefined();
    expect((await listByName(marker)).result.rows.map((row) => row.orgType)).toEqual(['20']);
  });

  it('refuses a key issued to another user, a key outside supplier/ and a key nothing was uploaded to', async () => {
    const other = await signedIn('admin1');
    const code = await freshOrgCode();
    const theirs = await uploadWorkbook(other.token, supplierWorkbook([[code, uniqueCode('theirs')]]));
    const missing = '上传的文件不存在或已过期，请重新上传';

    for (const key of [
      theirs.key,
      theirs.key.replace(/^supplier\//, 'businessLicence/'),
      `notice/${admin.user.id}/${randomUUID()}.xlsx`,
      `supplier/${admin.user.id}/../${other.user.id}/${randomUUID()}.xlsx`,
      `supplier/${admin.user.id}/${randomUUID()}.xlsx`,
    ]) {
      const response = await importThroughApi(admin.token, { key });
      expect(response, key).toMatchObject({ code: 400, message: missing });
    }
    expect(await getItem(keys.orgCodeGuard(code))).toBeUndefined();
    // The owner may import it.
    expect((await importThroughApi(other.token, { key: theirs.key })).result).toMatchObject({ status: 'imported', created: 1 });
  });

  it('needs a key', async () => {
    const response = await call(handler, { method: 'POST', path: '/org/admin/import_gys', token: admin.token, body: { key: ' ' } });
    expect(response).toMatchObject({ code: 400, result: { fieldErrors: { key: '请先上传文件' } } });
    const missing = await call(handler, { method: 'POST', path: '/org/admin/import_gys', token: admin.token, language: 'en', body: {} });
    expect(missing).toMatchObject({ code: 400, result: { fieldErrors: { key: 'Please upload a file first' } } });
  });
});

describe('the import lock', () => {
  /** The lock is one item for the whole table: wait while an import of another test file holds it. */
  async function holdingTheLock<T>(work: () => Promise<T>): Promise<T> {
    const jobId = randomUUID();
    for (let attempt = 0; ; attempt++) {
      try {
        await lockImport(jobId);
        try {
          return await work();
        } finally {
          await releaseImportLock(jobId);
        }
      } catch (error) {
        if (!(error instanceof AppError && error.messageKey === 'error.importBusy') || attempt > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  it('lets creates through while an import holds the lock (the lock only keeps imports one at a time)', async () => {
    const code = await freshOrgCode();
    const contact = { linkman: '李雷', email: 'li.lei@example.com' };
    const created = await holdingTheLock(() =>
      createOrgThroughApi(admin.token, { orgCode: code, orgName: uniqueCode('during'), ...contact }),
    );
    expect(created.code).toBe(200);
    expect(await getItem(keys.orgCodeGuard(code))).toMatchObject({ orgId: created.result.id });
  });

  it('refuses a second import while one is running: its job fails as busy', async () => {
    const code = await freshOrgCode();
    const upload = await uploadWorkbook(admin.token, supplierWorkbook([[code, uniqueCode('second')]]));
    const busy = await holdingTheLock(async () =>
      jobOutcome(
        admin.token,
        await call<{ jobId: string }>(handler, {
          method: 'POST',
          path: '/org/admin/import_gys',
          token: admin.token,
          body: { key: upload.key },
        }),
      ),
    );
    expect(busy).toMatchObject({ code: 409, message: '另一个导入正在进行，请稍后再试' });
    expect(await getItem(keys.orgCodeGuard(code))).toBeUndefined();
  });
});

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import type { AuditImportReport, ClassRequirementsRecord, ExportResult } from '@sddp/shared';
import { handler } from '#domains/delivery/handler';
import { replaceBreakdown } from '#entities/project-breakdown';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { readObject } from '#kit/s3/objects';
import { call } from '#test/api-event';
import { createTestProject } from '#test/fixtures';
import { jobOutcome } from '#test/jobs';
import { signedIn, XLSX_TYPE } from '#test/orgs';
import { workbookBytes } from '../../kit/spreadsheet/workbooks';

const CLASSES = [
  { code: 'P-01', name: '离心泵', type: '泵' },
  { code: 'V-01', name: '立式容器', type: '容器' },
  { code: 'E-01', name: '换热器', type: '换热器' },
];

const PUMP = {
  properties: [
    { key: 'ratedPower', nameZh: '额定功率', nameEn: 'Rated power', type: 'number', unit: 'kW', required: true },
    { key: 'sealType', nameZh: '密封形式', nameEn: 'Seal type', type: 'choice', choices: ['mechanical', 'packing|gland'], required: false },
    { key: 'testDate', nameZh: '试验日期', nameEn: 'Test date', type: 'date', required: false },
  ],
  documents: [{ key: 'gaDrawing', nameZh: '总图', nameEn: 'GA drawing', extensions: ['pdf', 'dwg'], required: true }],
};
const VESSEL = {
  properties: [],
  documents: [{ key: 'nameplate', nameZh: '铭牌照片', nameEn: 'Nameplate photo', extensions: ['jpg'], required: false }],
};

const HEADERS_ZH = [
  '分类编码',
  '分类名称',
  '条目类别',
  '键名',
  '名称（中文）',
  '名称（英文）',
  '数据类型',
  '单位',
  '可选值',
  '必填',
  '接受的文件类型',
];
const HEADERS_EN = [
  'Class code',
  'Class name',
  'Item kind',
  'Key',
  'Name (Chinese)',
  'Name (English)',
  'Data type',
  'Unit',
  'Choices',
  'Required',
  'Accepted file types',
];

async function projectWithBreakdown() {
  const project = await createTestProject();
  await replaceBreakdown(project.id, [{ code: '1100', name: '常减压装置' }], CLASSES);
  return project;
}

const save = (token: string, projectId: number, classCode: string, version: number, requirements: object) =>
  call<ClassRequirementsRecord>(handler, {
    method: 'POST',
    path: '/delivery/admin/class_requirement/save',
    token,
    body: { projectId, classCode, version, ...requirements },
  });
const read = async (token: string, projectId: number, classCode: string) =>
  (
    await call<ClassRequirementsRecord>(handler, {
      method: 'GET',
      path: '/delivery/admin/class_requirement',
      token,
      query: { projectId: String(projectId), classCode },
    })
  ).result;

async function exportWorkbook(token: string, projectId: number, language = 'zh') {
  const started = await call<{ jobId: string }>(handler, {
    method: 'POST',
    path: '/delivery/admin/class_requirements/download',
    token,
    body: { projectId },
    language,
  });
  const outcome = await jobOutcome<ExportResult>(token, started, language);
  expect(outcome.code).toBe(200);
  const key = new URL(outcome.result.url).pathname.split('/').slice(2).join('/');
  return { result: outcome.result, bytes: await readObject(key) };
}

async function importWorkbook(token: string, projectId: number, bytes: Uint8Array, language = 'zh') {
  const presigned = await call<{ url: string; key: string; headers: Record<string, string> }>(handler, {
    method: 'POST',
    path: '/delivery/admin/class_requirements/upload_url',
    token,
    body: { fileName: 'requirements.xlsx', contentType: XLSX_TYPE, size: bytes.length },
  });
  expect(presigned.code).toBe(200);
  const put = await fetch(presigned.result.url, { method: 'PUT', headers: presigned.result.headers, body: Buffer.from(bytes) });
  expect(put.ok).toBe(true);
  const started = await call<{ jobId: string }>(handler, {
    method: 'POST',
    path: '/delivery/admin/class_requirements/upload',
    token,
    body: { projectId, key: presigned.result.key },
    language,
  });
  return jobOutcome<AuditImportReport>(token, started, language);
}

async function sheetRows(bytes: Uint8Array): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push(Array.from({ length: HEADERS_ZH.length }, (_, index) => row.getCell(index + 1).value ?? '')),
  );
  return rows;
}

const logsOf = async (userCode: string) =>
  (
    await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.logsOfUser(userCode) },
      }),
    )
  ).Items ?? [];

const requirementsOf = (record: ClassRequirementsRecord | undefined) => ({ properties: record?.properties, documents: record?.documents });

describe('the class requirements workbook (issue 29)', () => {
  it('downloads a row per property and document type, a class without any on a row of its own, in the caller’s language', async () => {
    const project = await projectWithBreakdown();
    const { token } = await signedIn('admin');
    await save(token, project.id, 'P-01', 0, PUMP);
    const zh = await exportWorkbook(token, project.id);
    expect(zh.result).toMatchObject({ rows: 6, fileName: expect.stringMatching(new RegExp(`^交付要求-${project.projectName}-\\d{8}`)) });
    expect(await sheetRows(zh.bytes)).toEqual([
      HEADERS_ZH,
      ['P-01', '离心泵', '属性', 'ratedPower', '额定功率', 'Rated power', '数值', 'kW', '', '是', ''],
      ['P-01', '离心泵', '属性', 'sealType', '密封形式', 'Seal type', '选项', '', 'mechanical\npacking|gland', '否', ''],
      ['P-01', '离心泵', '属性', 'testDate', '试验日期', 'Test date', '日期', '', '', '否', ''],
      ['P-01', '离心泵', '文档', 'gaDrawing', '总图', 'GA drawing', '', '', '', '是', 'pdf, dwg'],
      ['V-01', '立式容器', '', '', '', '', '', '', '', '', ''],
      ['E-01', '换热器', '', '', '', '', '', '', '', '', ''],
    ]);
    const en = await exportWorkbook(token, project.id, 'en');
    expect(en.result.fileName).toMatch(new RegExp(`^requirements-${project.projectNameEn}-\\d{8}`));
    const [headers, first] = await sheetRows(en.bytes);
    expect(headers).toEqual(HEADERS_EN);
    expect(first).toEqual(['P-01', '离心泵', 'property', 'ratedPower', '额定功率', 'Rated power', 'number', 'kW', '', 'yes', '']);
  });

  it('round trip: a project’s download imported into another project with the same breakdown gives the same requirements, logged', async () => {
    const source = await projectWithBreakdown();
    const target = await projectWithBreakdown();
    const { token, user } = await signedIn('admin');
    await save(token, source.id, 'P-01', 0, PUMP);
    await save(token, source.id, 'V-01', 0, VESSEL);
    await save(token, target.id, 'E-01', 0, VESSEL);
    const { bytes } = await exportWorkbook(token, source.id, 'en');

    const report = await importWorkbook(token, target.id, bytes);
    expect(report.result).toEqual({ status: 'imported', rows: 6, problems: [], moreProblems: 0 });
    for (const classCode of ['P-01', 'V-01', 'E-01'])
      expect(requirementsOf(await read(token, target.id, classCode)), classCode).toEqual(
        requirementsOf(await read(token, source.id, classCode)),
      );
    // E-01 is named with nothing: its requirements are cleared, a new version.
    expect(await read(token, target.id, 'E-01')).toMatchObject({ properties: [], documents: [], version: 2 });
    expect(await read(token, target.id, 'P-01')).toMatchObject({ version: 1 });

    // The same file again changes nothing: no class is written.
    expect((await importWorkbook(token, target.id, bytes)).result?.status).toBe('imported');
    expect((await read(token, target.id, 'P-01'))?.version).toBe(1);

    const logs = (await logsOf(user.userCode)).filter((row) => row.logKey === 'log.classRequirementsImported');
    expect(logs.map((row) => row.log).sort()).toEqual([
      `导入交付要求（已导入）：${target.projectName}，6 行，0 个分类有变更`,
      `导入交付要求（已导入）：${target.projectName}，6 行，3 个分类有变更`,
    ]);
    const exported = (await logsOf(user.userCode)).filter((row) => row.logKey === 'log.classRequirementsExported');
    expect(exported.map((row) => row.log)).toEqual([`下载交付要求工作簿：${source.projectName}`]);
  });

  it('reads choices split by "|" on one line, file types by commas or spaces, either language’s words; a row per item in any order', async () => {
    const project = await projectWithBreakdown();
    const { token } = await signedIn('admin1');
    const bytes = workbookBytes([
      HEADERS_EN,
      ['P-01', '', 'Document', 'gaDrawing', '总图', 'GA drawing', '', '', '', '是', '.PDF，dwg  dxf'],
      ['P-01', '', '属性', 'sealType', '密封形式', 'Seal type', 'Choice', '', 'mechanical | packing', 'Y', ''],
      ['P-01', 'whatever', 'property', 'ratedPower', '额定功率', 'Rated power', '数值', 'kW', '', '', ''],
    ]);
    expect((await importWorkbook(token, project.id, bytes)).result?.status).toBe('imported');
    expect(await read(token, project.id, 'P-01')).toMatchObject({
      version: 1,
      properties: [
        { key: 'sealType', type: 'choice', choices: ['mechanical', 'packing'], required: true },
        { key: 'ratedPower', type: 'number', unit: 'kW', required: false },
      ],
      documents: [{ key: 'gaDrawing', extensions: ['pdf', 'dwg', 'dxf'], required: true }],
    });
  });

  it('refuses a file with any bad row, writing nothing, with a report naming each row and column in the caller’s language', async () => {
    const project = await projectWithBreakdown();
    const { token } = await signedIn('admin');
    await save(token, project.id, 'P-01', 0, PUMP);
    const bytes = workbookBytes([
      HEADERS_ZH,
      ['P-01', '', '属性', 'ratedPower', '额定功率', 'Rated power', '数值', 'kW', '', '是', ''],
      ['V-01', '', '部件', 'shell', '壳体', 'Shell', '', '', '', '', ''],
      ['V-01', '', '属性', 'material', '材质', 'Material', '选项', '', '', '否', ''],
      ['V-01', '', '属性', 'Weight', '重量', 'Weight', '数值', 'kg', '', '也许', ''],
      ['V-01', '', '文档', 'material', '材质证明', 'Material certificate', '文本', '', '', '否', 'pdf'],
      ['X-99', '', '属性', 'anything', '任意', 'Anything', '文本', '', '', '否', ''],
      ['E-01', '', '属性', 'duty', '热负荷', 'Duty', '文本', 'kW', '', '否', 'pdf'],
      ['', '换热器', '', '', '', '', '', '', '', '', ''],
    ]);
    const report = await importWorkbook(token, project.id, bytes, 'en');
    expect(report.result?.status).toBe('rejected');
    expect(report.result?.rows).toBe(8);
    expect(report.result?.problems).toEqual([
      {
        row: 3,
        column: 'Item kind',
        message: 'The item kind is "property" or "document" (a row with only the class code says the class requires nothing)',
      },
      { row: 4, column: 'Choices', message: 'Give at least one choice' },
      { row: 5, column: 'Key', message: 'A key starts with a lower-case letter and has only letters and digits' },
      { row: 5, column: 'Required', message: 'Required is "yes" or "no"' },
      { row: 6, column: 'Data type', message: 'Leave this column empty for a document type' },
      { row: 7, column: 'Class code', message: 'The project\'s breakdown has no factory object class "X-99"' },
      { row: 8, column: 'Unit', message: 'Only a number has a unit' },
      { row: 8, column: 'Accepted file types', message: 'Leave this column empty for a property' },
      { row: 9, column: 'Class code', message: 'Enter the class code' },
    ]);
    expect(await read(token, project.id, 'P-01')).toMatchObject({ version: 1, ...PUMP });
    expect((await read(token, project.id, 'V-01'))?.version).toBe(0);
    expect((await read(token, project.id, 'E-01'))?.version).toBe(0);
  });

  it('checks each class as a whole: a key used twice among its properties and documents is refused on the later row', async () => {
    const project = await projectWithBreakdown();
    const { token } = await signedIn('admin');
    const report = await importWorkbook(
      token,
      project.id,
      workbookBytes([
        HEADERS_ZH,
        ['V-01', '', '属性', 'material', '材质', 'Material', '文本', '', '', '否', ''],
        ['P-01', '', '属性', 'material', '材质', 'Material', '文本', '', '', '否', ''],
        ['V-01', '', '文档', 'material', '材质证明', 'Material certificate', '', '', '', '否', 'pdf'],
      ]),
    );
    expect(report.result?.problems).toEqual([{ row: 4, column: '键名', message: '该键已被本分类的其他属性或文档类型使用' }]);
    expect((await read(token, project.id, 'P-01'))?.version).toBe(0);
  });

  it('writes nothing when a class is saved in the editor between the check and the write, and names that class', async () => {
    const project = await projectWithBreakdown();
    const { token } = await signedIn('admin');
    await save(token, project.id, 'V-01', 0, VESSEL);
    const bytes = workbookBytes([
      HEADERS_ZH,
      ['P-01', '', '属性', 'ratedPower', '额定功率', 'Rated power', '数值', 'kW', '', '是', ''],
      ['V-01', '', '属性', 'material', '材质', 'Material', '文本', '', '', '否', ''],
    ]);
    // The editor's save lands just before the import's first write.
    const client = db();
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    let interfered = false;
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: { constructor: { name: string }; input: unknown }) => {
      if (!interfered && command.constructor.name === 'TransactWriteCommand' && JSON.stringify(command.input).includes('REQIMPORT#')) {
        interfered = true;
        expect((await save(token, project.id, 'V-01', 1, PUMP)).code).toBe(200);
      }
      return send(command);
    }) as never);
    let report: Awaited<ReturnType<typeof importWorkbook>>;
    try {
      report = await importWorkbook(token, project.id, bytes);
    } finally {
      spy.mockRestore();
    }
    expect(interfered).toBe(true);
    expect(report.result).toEqual({
      status: 'rejected',
      rows: 2,
      problems: [{ row: 3, column: '分类编码', message: '分类 V-01 的交付要求在导入期间被修改，未导入任何数据；请重新下载工作簿后再导入' }],
      moreProblems: 0,
    });
    expect((await read(token, project.id, 'P-01'))?.version).toBe(0);
    expect(await read(token, project.id, 'V-01')).toMatchObject({ version: 2, ...PUMP });
  });

  it('refuses an upload of another account, and is for the owner’s administrators only', async () => {
    const project = await projectWithBreakdown();
    const { token } = await signedIn('admin');
    const other = await signedIn('admin1');
    const presigned = await call<{ key: string }>(handler, {
      method: 'POST',
      path: '/delivery/admin/class_requirements/upload_url',
      token: other.token,
      body: { fileName: 'requirements.xlsx', contentType: XLSX_TYPE, size: 100 },
    });
    const refused = await call(handler, {
      method: 'POST',
      path: '/delivery/admin/class_requirements/upload',
      token,
      body: { projectId: project.id, key: presigned.result.key },
    });
    expect(refused.code).toBe(400);
    for (const role of ['userAdmin', 'user', 'provider'] as const) {
      const caller = await signedIn(role);
      const started = await call(handler, {
        method: 'POST',
        path: '/delivery/admin/class_requirements/download',
        token: caller.token,
        body: { projectId: project.id },
      });
      expect(started.code, role).toBe(403);
    }
  });
});

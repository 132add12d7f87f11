import { describe, expect, it } from 'vitest';
import type { ClassRequirementsRecord, ClassRequirementsRow } from '@sddp/shared';
import { handler } from '#domains/delivery/handler';
import { replaceBreakdown } from '#entities/project-breakdown';
import { call } from '#test/api-event';
import { createTestProject } from '#test/fixtures';
import { signedIn } from '#test/orgs';

const CLASSES = [
  { code: 'P-01', name: '离心泵', type: '泵' },
  { code: 'V-01', name: '立式容器', type: '容器' },
];

const PUMP = {
  properties: [
    { key: 'ratedPower', nameZh: '额定功率', nameEn: 'Rated power', type: 'number', unit: 'kW', required: true },
    { key: 'sealType', nameZh: '密封形式', nameEn: 'Seal type', type: 'choice', choices: ['mechanical', 'packing'], required: false },
  ],
  documents: [{ key: 'gaDrawing', nameZh: '总图', nameEn: 'GA drawing', extensions: ['pdf', 'dwg'], required: true }],
};

async function projectWithBreakdown() {
  const project = await createTestProject();
  await replaceBreakdown(project.id, [{ code: '1100', name: '常减压装置' }], CLASSES);
  return project;
}

const list = (token: string, projectId: number) =>
  call<{ rows: ClassRequirementsRow[] }>(handler, {
    method: 'GET',
    path: '/delivery/admin/class_requirements',
    token,
    query: { projectId: String(projectId) },
  });
const read = (token: string, projectId: number, classCode: string, language?: string) =>
  call<ClassRequirementsRecord>(handler, {
    method: 'GET',
    path: '/delivery/admin/class_requirement',
    token,
    query: { projectId: String(projectId), classCode },
    ...(language ? { language } : {}),
  });
const save = (token: string, body: Record<string, unknown>, language?: string) =>
  call<ClassRequirementsRecord>(handler, {
    method: 'POST',
    path: '/delivery/admin/class_requirement/save',
    token,
    body,
    ...(language ? { language } : {}),
  });

describe('class requirements (issue 29)', () => {
  it('lists every class of the breakdown with what it requires, and saves and reads one class', async () => {
    const project = await projectWithBreakdown();
    const { token } = await signedIn('admin');
    const before = await list(token, project.id);
    expect(before.code).toBe(200);
    expect(before.result?.rows.map((row) => [row.classCode, row.inBreakdown, row.required, row.version])).toEqual([
      ['P-01', true, 0, 0],
      ['V-01', true, 0, 0],
    ]);

    const saved = await save(token, { projectId: project.id, classCode: 'P-01', version: 0, ...PUMP });
    expect(saved.code).toBe(200);
    expect(saved.result).toMatchObject({ projectId: project.id, classCode: 'P-01', className: '离心泵', version: 1, ...PUMP });

    expect((await read(token, project.id, 'P-01')).result).toEqual(saved.result);
    const after = await list(token, project.id);
    expect(after.result?.rows[0]).toMatchObject({ classCode: 'P-01', properties: 2, documents: 1, required: 2, version: 1 });
  });

  it('refuses a save from an editor opened before another save, with what is stored now; a repeated save is answered as saved', async () => {
    const project = await projectWithBreakdown();
    const { token } = await signedIn('admin1');
    expect((await save(token, { projectId: project.id, classCode: 'P-01', version: 0, ...PUMP })).code).toBe(200);
    expect((await save(token, { projectId: project.id, classCode: 'P-01', version: 0, ...PUMP })).result?.version).toBe(1);

    const stale = await save(token, { projectId: project.id, classCode: 'P-01', version: 0, properties: [], documents: [] });
    expect(stale.code).toBe(409);
    expect((stale.result as unknown as { current: ClassRequirementsRecord }).current).toMatchObject({ version: 1, ...PUMP });
    expect((await read(token, project.id, 'P-01')).result?.version).toBe(1);
  });

  it('keeps the requirements of a class a new breakdown dropped, listed as not in the breakdown, and takes no new ones for it', async () => {
    const project = await projectWithBreakdown();
    const { token } = await signedIn('admin');
    await save(token, { projectId: project.id, classCode: 'V-01', version: 0, ...PUMP });
    await replaceBreakdown(project.id, [{ code: '1100', name: '常减压装置' }], [CLASSES[0]!]);
    const rows = (await list(token, project.id)).result?.rows;
    expect(rows?.map((row) => [row.classCode, row.inBreakdown, row.version])).toEqual([
      ['P-01', true, 0],
      ['V-01', false, 1],
    ]);
    expect((await read(token, project.id, 'V-01')).result?.version).toBe(1);
    const refused = await save(token, { projectId: project.id, classCode: 'V-01', version: 1, properties: [], documents: [] }, 'en');
    expect(refused.code).toBe(404);
    expect(refused.message).toBe('The project\'s breakdown has no factory object class "V-01"');
  });

  it('answers a class the breakdown never had, and an unknown project, with 404', async () => {
    const project = await projectWithBreakdown();
    const { token } = await signedIn('admin');
    const zh = await read(token, project.id, 'X-99');
    expect(zh.code).toBe(404);
    expect(zh.message).toBe('项目的分解结构中没有工厂对象分类“X-99”');
    expect((await list(token, 987_654)).code).toBe(404);
  });

  it('refuses bad requirements field by field and writes nothing', async () => {
    const project = await projectWithBreakdown();
    const { token } = await signedIn('admin');
    const refused = await save(token, {
      projectId: project.id,
      classCode: 'P-01',
      version: 0,
      properties: [{ ...PUMP.properties[1], choices: [] }],
      documents: [{ ...PUMP.documents[0], key: 'sealType' }],
    });
    expect(refused).toMatchObject({
      code: 400,
      result: {
        fieldErrors: { 'properties.0.choices': '请至少给出一个选项', 'documents.0.key': '该键已被本分类的其他属性或文档类型使用' },
      },
    });
    expect((await read(token, project.id, 'P-01')).result?.version).toBe(0);
  });

  it('is for the owner’s administrators only', async () => {
    const project = await projectWithBreakdown();
    for (const role of ['userAdmin', 'user', 'provider'] as const) {
      const { token } = await signedIn(role);
      expect((await list(token, project.id)).code, role).toBe(403);
      expect((await save(token, { projectId: project.id, classCode: 'P-01', version: 0, ...PUMP })).code, role).toBe(403);
    }
  });
});

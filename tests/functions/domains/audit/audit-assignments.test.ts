import { describe, expect, it } from 'vitest';
import { assignmentsOfUser } from '#entities/audit-assignment';
import { auditCall, auditWorld, saveBody } from './audit-fixtures';

type Node = { code: string; distributeState: 0 | 1 };
const states = (nodes: Node[]) => Object.fromEntries(nodes.map((node) => [node.code, node.distributeState]));

describe('save_user_extra_v2 and distributeState', () => {
  it('saves, lists back with names, and flips distributeState 0 → 1 → 0 as two reviewers are assigned and changed', async () => {
    const { project, org, managerToken, reviewerA, reviewerB } = await auditWorld();
    const query = (userId: number) => ({ projectId: String(project.id), userId: String(userId), auditRole: '21', cbsId: String(org.id) });
    const mains = async () =>
      states((await auditCall<Node[]>(managerToken, 'list_dominant_term_v2', { query: query(reviewerA.id) })).result);
    const classes = async () =>
      states((await auditCall<Node[]>(managerToken, 'list_factory_object_class_code_v2', { query: query(reviewerA.id) })).result);
    expect(await mains()).toEqual({ '1100': 0, '1200': 0 });

    const first = await auditCall(managerToken, 'save_user_extra_v2', {
      body: saveBody(project.id, reviewerA.id, org.id, '21', { '1100': ['P-01', 'V-01', 'P-01'], '1200': ['P-01'] }),
    });
    expect(first).toMatchObject({ code: 200, result: { mainItems: 2, pairs: 3 } });
    expect(await mains()).toEqual({ '1100': 1, '1200': 0 });
    expect(await classes()).toEqual({ 'P-01': 1, 'V-01': 0 });

    // The second reviewer covers the missing pair: everything is assigned.
    await auditCall(managerToken, 'save_user_extra_v2', { body: saveBody(project.id, reviewerB.id, org.id, '21', { '1200': ['V-01'] }) });
    expect(await mains()).toEqual({ '1100': 1, '1200': 1 });
    expect(await classes()).toEqual({ 'P-01': 1, 'V-01': 1 });

    // The first reviewer's assignment is replaced, not merged: 1100 × V-01 lacks a reviewer again.
    await auditCall(managerToken, 'save_user_extra_v2', {
      body: saveBody(project.id, reviewerA.id, org.id, '21', { '1100': ['P-01'], '1200': ['P-01'] }),
    });
    expect(await mains()).toEqual({ '1100': 0, '1200': 1 });
    expect(await classes()).toEqual({ 'P-01': 1, 'V-01': 0 });

    const saved = await auditCall(managerToken, 'list_user_extra_v2', {
      body: { projectId: project.id, userId: reviewerA.id, auditRole: '21' },
    });
    expect(saved.result).toEqual([
      { code: '1100', name: '常减压装置', type: 1, childNodes: [{ code: 'P-01', name: '离心泵', type: 2 }] },
      { code: '1200', name: '催化裂化装置', type: 1, childNodes: [{ code: 'P-01', name: '离心泵', type: 2 }] },
    ]);
    // Another role is another partition: nothing is covered there.
    const other = await auditCall<Node[]>(managerToken, 'list_dominant_term_v2', { query: { ...query(reviewerA.id), auditRole: '22' } });
    expect(states(other.result)).toEqual({ '1100': 0, '1200': 0 });
  });

  it('lists the types of the factory object classes', async () => {
    const { project, managerToken } = await auditWorld();
    expect((await auditCall(managerToken, 'list_type_class_code', { query: { projectId: String(project.id) } })).result).toEqual([
      '泵',
      '容器',
    ]);
  });
});

describe('save validation (§5, the server checks what the dialog checks)', () => {
  it('refuses a save without main items', async () => {
    const { project, org, managerToken, reviewerA } = await auditWorld();
    const response = await auditCall(managerToken, 'save_user_extra_v2', { body: saveBody(project.id, reviewerA.id, org.id, '21', {}) });
    expect(response).toMatchObject({ code: 400, result: { fieldErrors: { list: '请选择主项' } } });
    expect(await assignmentsOfUser(reviewerA.id)).toEqual([]);
  });

  it('refuses a main item without codes, naming it', async () => {
    const { project, org, managerToken, reviewerA } = await auditWorld();
    const body = saveBody(project.id, reviewerA.id, org.id, '21', { '1100': ['P-01'], '1200': [] });
    body.list[1]!.name = '催化裂化装置';
    const response = await auditCall(managerToken, 'save_user_extra_v2', { body, language: 'en' });
    expect(response).toMatchObject({
      code: 400,
      result: { fieldErrors: { list: 'Please add factory object codes to main item "催化裂化装置"!' } },
    });
    expect(await assignmentsOfUser(reviewerA.id)).toEqual([]);
  });

  it.each([
    [{ '9999': ['P-01'] }, '9999'],
    [{ '1100': ['X-99'] }, 'X-99'],
  ])('refuses codes outside the breakdown (%o), naming the code', async (items, code) => {
    const { project, org, managerToken, reviewerA } = await auditWorld();
    const response = await auditCall(managerToken, 'save_user_extra_v2', { body: saveBody(project.id, reviewerA.id, org.id, '21', items) });
    expect(response).toMatchObject({ code: 400, message: `编码“${code}”不在该项目的工程分解中` });
    expect(await assignmentsOfUser(reviewerA.id)).toEqual([]);
  });

  it('refuses a role the organisation does not offer and a cbs that is not the account organisation', async () => {
    const { project, org, managerToken, reviewerA } = await auditWorld();
    const role = await auditCall(managerToken, 'save_user_extra_v2', {
      body: saveBody(project.id, reviewerA.id, org.id, '90', { '1100': ['P-01'] }),
    });
    expect(role).toMatchObject({ code: 400, message: '该账号所在机构没有审核角色“90”' });
    const cbs = await auditCall(managerToken, 'save_user_extra_v2', {
      body: saveBody(project.id, reviewerA.id, org.id + 1, '21', { '1100': ['P-01'] }),
    });
    expect(cbs).toMatchObject({ code: 400, message: '承包商与该账号所在机构不符' });
    expect(await assignmentsOfUser(reviewerA.id)).toEqual([]);
  });
});

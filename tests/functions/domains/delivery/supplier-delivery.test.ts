import { describe, expect, it } from 'vitest';
import type { DeliveryTagRow, SupplierContractRow, TagDelivery } from '@sddp/shared';
import { handler } from '#domains/delivery/handler';
import { getContract, setContractTerms } from '#entities/device';
import { getRollup, rollupKey } from '#entities/tag-delivery';
import { keys } from '#kit/db/keys';
import { call } from '#test/api-event';
import { createTestUser, getItem } from '#test/fixtures';
import { logTextsOf } from '#test/orgs';
import { tokenFor } from '#test/sign-in';
import { deliveryFixture, uploadRevision } from './delivery-fixture';

type FieldErrors = { fieldErrors: Record<string, string> };

const get = <T>(token: string, path: string, query: Record<string, string>, language?: string) =>
  call<T>(handler, { path, query, token, ...(language ? { language } : {}) });
const post = <T>(token: string, path: string, body: Record<string, unknown>, language?: string) =>
  call<T>(handler, { method: 'POST', path, body, token, ...(language ? { language } : {}) });

const upload = uploadRevision;

describe('a supplier delivers a tag (issue 29)', () => {
  it('sees its contract and tags with what is due, fills the values, uploads revisions, and submits to the assigned reviewer', async () => {
    const f = await deliveryFixture();
    const contracts = await get<{ rows: SupplierContractRow[] }>(f.supplierToken, '/delivery/supplier/contracts', {
      projectId: String(f.project.id),
    });
    expect(contracts.result.rows).toEqual([
      expect.objectContaining({
        contractId: f.contract.id,
        dueDate: '2027-03-31',
        contractorName: f.contractor.orgName,
        tagCount: 1,
        classifiedTags: 1,
        counts: { required: 2, delivered: 0, approved: 0, rejected: 0 },
        completeness: 0,
        overdueTags: 0,
      }),
    ]);
    const tags = await get<{ rows: DeliveryTagRow[]; total: number }>(f.supplierToken, '/delivery/supplier/tags', {
      contractId: String(f.contract.id),
    });
    expect(tags.result).toMatchObject({
      total: 1,
      rows: [{ tagId: f.tag.id, classCode: 'P-CEN', className: '离心泵', status: 'draft', completeness: 0 }],
    });

    const form = await get<TagDelivery>(f.supplierToken, '/delivery/supplier/tag', { tagId: String(f.tag.id) });
    expect(form.result).toMatchObject({ version: 0, status: 'draft', counts: { required: 2, delivered: 0 } });
    expect(form.result.properties.map((property) => property.key)).toEqual(['ratedPower', 'sealType']);

    const refused = await post<FieldErrors>(
      f.supplierToken,
      '/delivery/supplier/tag/save',
      {
        tagId: f.tag.id,
        version: 0,
        values: [
          { key: 'ratedPower', value: 'fast' },
          { key: 'sealType', value: '三端面' },
          { key: 'colour', value: 'red' },
        ],
      },
      'en',
    );
    expect(refused.code).toBe(400);
    expect(refused.result.fieldErrors).toEqual({
      'values.ratedPower': 'Enter a number',
      'values.sealType': 'Pick one of the offered values',
      'values.colour': "The tag's class has no such property",
    });
    const saved = await post<TagDelivery>(f.supplierToken, '/delivery/supplier/tag/save', {
      tagId: f.tag.id,
      version: 0,
      values: [
        { key: 'ratedPower', value: '1,250.50' },
        { key: 'sealType', value: '' },
      ],
    });
    expect(saved.result).toMatchObject({ version: 1, values: { ratedPower: '1250.5' }, counts: { required: 2, delivered: 1 } });
    expect(saved.result.items.ratedPower).toEqual({ state: 'delivered', comment: '' });

    const wrongType = await post<FieldErrors>(
      f.supplierToken,
      '/delivery/supplier/document/upload',
      { tagId: f.tag.id, documentKey: 'gaDrawing', fileName: 'ga.docx', size: 10 },
      'en',
    );
    expect(wrongType.result.fieldErrors).toEqual({ fileName: 'This document accepts pdf, dwg files only' });
    const first = await upload(f.supplierToken, f.tag.id, 'gaDrawing', 'GA-rev-A.pdf');
    expect(first.result).toMatchObject({
      version: 2,
      files: { gaDrawing: { revision: 1, fileName: 'GA-rev-A.pdf' } },
      counts: { delivered: 2 },
    });
    const second = await upload(f.supplierToken, f.tag.id, 'gaDrawing', 'GA-rev-B.dwg', Buffer.from('dwg bytes, second'));
    expect(second.result.files.gaDrawing).toMatchObject({ revision: 2, fileName: 'GA-rev-B.dwg' });
    const revisions = await get<{ rows: { revision: number; fileName: string; url: string }[] }>(
      f.supplierToken,
      '/delivery/supplier/document/revisions',
      { tagId: String(f.tag.id), documentKey: 'gaDrawing' },
    );
    // The first revision is kept, not overwritten: both download.
    expect(revisions.result.rows.map((row) => [row.revision, row.fileName])).toEqual([
      [2, 'GA-rev-B.dwg'],
      [1, 'GA-rev-A.pdf'],
    ]);
    expect(await (await fetch(revisions.result.rows[1]!.url)).text()).toBe('%PDF-1.7 drawing');

    const submitted = await post<TagDelivery>(f.supplierToken, '/delivery/supplier/tag/submit', { tagId: f.tag.id, version: 3 });
    expect(submitted.result).toMatchObject({ status: 'submitted', version: 4 });
    expect(submitted.result.submittedAt).not.toBe('');
    expect(await getItem(keys.reviewQueueEntry(f.reviewerUser.id, submitted.result.submittedAt, f.tag.id))).toMatchObject({
      step: '91',
      tagId: f.tag.id,
    });
    const scope = { projectId: f.project.id, contractId: f.contract.id, supplierId: f.supplier.id };
    for (const key of [rollupKey.contract(scope), rollupKey.supplier(scope), rollupKey.project(f.project.id)])
      expect(await getRollup(key)).toEqual({
        classTags: { 'P-CEN': 1 },
        ...{ delivered: 2, approved: 0, rejected: 0, submittedTags: 1, approvedTags: 0, everSubmittedTags: 1, onTimeTags: 1 },
      });

    const locked = await post(f.supplierToken, '/delivery/supplier/tag/save', {
      tagId: f.tag.id,
      version: 4,
      values: [{ key: 'ratedPower', value: '1' }],
    });
    expect(locked.code).toBe(409);
    expect(await logTextsOf(f.supplierUser.userCode)).toEqual(
      expect.arrayContaining([
        `保存位号 ${f.tag.weihao} 的交付数据`,
        `上传位号 ${f.tag.weihao} 的总图第 2 版：GA-rev-B.dwg`,
        `提交位号 ${f.tag.weihao} 待审核`,
      ]),
    );
  });

  it('refuses a submission that is incomplete, stale, or has no contractor or no assigned reviewer', async () => {
    const f = await deliveryFixture({ reviewer: false });
    const submit = (version: number, tagId = f.tag.id) =>
      post<null>(f.supplierToken, '/delivery/supplier/tag/submit', { tagId, version }, 'en');
    const saved = await post<TagDelivery>(f.supplierToken, '/delivery/supplier/tag/save', {
      tagId: f.tag.id,
      version: 0,
      values: [{ key: 'ratedPower', value: '90' }],
    });
    expect(await submit(1)).toMatchObject({ code: 400, message: 'Deliver every required item first: GA drawing' });
    await upload(f.supplierToken, f.tag.id, 'gaDrawing', 'ga.pdf');
    expect((await submit(saved.result.version)).code).toBe(409);
    expect(await submit(2)).toMatchObject({
      code: 409,
      message: "No reviewer of the contractor is assigned this tag's main item and class in the audit matrix",
    });

    const bare = await deliveryFixture({ contractor: false });
    await post(bare.supplierToken, '/delivery/supplier/tag/save', {
      tagId: bare.tag.id,
      version: 0,
      values: [{ key: 'ratedPower', value: '90' }],
    });
    await upload(bare.supplierToken, bare.tag.id, 'gaDrawing', 'ga.pdf');
    const noContractor = await post<null>(bare.supplierToken, '/delivery/supplier/tag/submit', { tagId: bare.tag.id, version: 2 }, 'en');
    expect(noContractor.message).toBe('The contract has no contractor yet, so nobody can review it; ask the administrator to set one');
  });

  it('answers another organisation’s account and a tag without a class as the rules say, changing nothing', async () => {
    const f = await deliveryFixture();
    const stranger = await createTestUser({ projectIds: [f.project.id] });
    const strangerToken = await tokenFor(stranger.userCode);
    for (const [path, query] of [
      ['/delivery/supplier/tag', { tagId: String(f.tag.id) }],
      ['/delivery/supplier/tags', { contractId: String(f.contract.id) }],
      ['/delivery/supplier/document/revisions', { tagId: String(f.tag.id), documentKey: 'gaDrawing' }],
    ] as const)
      expect((await get(strangerToken, path, query)).code, path).toBe(404);
    expect(
      (
        await post(strangerToken, '/delivery/supplier/tag/save', {
          tagId: f.tag.id,
          version: 0,
          values: [{ key: 'ratedPower', value: '1' }],
        })
      ).code,
    ).toBe(404);
    const contracts = await get<{ rows: unknown[] }>(strangerToken, '/delivery/supplier/contracts', { projectId: String(f.project.id) });
    expect(contracts.result.rows).toEqual([]);

    const unclassified = await f.addTag('');
    const none = await post(f.supplierToken, '/delivery/supplier/tag/save', { tagId: unclassified.id, version: 0, values: [] }, 'en');
    expect(none).toMatchObject({ code: 409 });
    expect(await get<TagDelivery>(f.supplierToken, '/delivery/supplier/tag', { tagId: String(f.tag.id) })).toMatchObject({
      result: { version: 0, values: {} },
    });
  });
  it("counts a contract's tags never submitted once its due date has passed as overdue, and no longer once submitted", async () => {
    const f = await deliveryFixture();
    const stored = (await getContract(f.contract.id))!;
    await setContractTerms(
      f.contract.id,
      { dueDate: '2020-01-31', contractorId: f.contractor.id, contractorName: f.contractor.orgName },
      stored.version,
    );
    const overdue = async () =>
      (await get<{ rows: SupplierContractRow[] }>(f.supplierToken, '/delivery/supplier/contracts', { projectId: String(f.project.id) }))
        .result.rows[0]!.overdueTags;
    expect(await overdue()).toBe(1);
    await post(f.supplierToken, '/delivery/supplier/tag/save', {
      tagId: f.tag.id,
      version: 0,
      values: [{ key: 'ratedPower', value: '5' }],
    });
    await uploadRevision(f.supplierToken, f.tag.id, 'gaDrawing', 'ga.pdf');
    const submitted = await post(f.supplierToken, '/delivery/supplier/tag/submit', { tagId: f.tag.id, version: 2 });
    expect(submitted.code, submitted.message).toBe(200);
    expect(await overdue()).toBe(0);
  });
});

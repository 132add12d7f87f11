import { describe, expect, it } from 'vitest';
import type { ExportResult, ReviewQueueRow, SupplierContractRow, TagDelivery } from '@sddp/shared';
import { handler } from '#domains/delivery/handler';
import { handler as deviceHandler } from '#domains/device/handler';
import { saveAssignment } from '#entities/audit-assignment';
import { getRollup, rollupKey } from '#entities/tag-delivery';
import { readFirstSheetText } from '#kit/spreadsheet';
import { call } from '#test/api-event';
import { createTestUser, uniqueCode } from '#test/fixtures';
import { jobOutcome } from '#test/jobs';
import { createTestOrg, logTextsOf } from '#test/orgs';
import { tokenFor } from '#test/sign-in';
import { deliveryFixture, reviewerOfNothing, uploadRevision } from './delivery-fixture';

const get = <T>(token: string, path: string, query: Record<string, string>, language?: string) =>
  call<T>(handler, { path, query, token, ...(language ? { language } : {}) });
const post = <T>(token: string, path: string, body: Record<string, unknown>, language?: string) =>
  call<T>(handler, { method: 'POST', path, body, token, ...(language ? { language } : {}) });

/** The fixture's tag filled and submitted by its supplier; an owner's final reviewer too when asked. */
async function submittedTag(options: { finalReview?: boolean } = {}) {
  const f = await deliveryFixture();
  let ownerToken: string | undefined;
  if (options.finalReview) {
    const owner = await createTestOrg({
      orgType: '90',
      orgName: uniqueCode('业主'),
      projects: { [String(f.project.id)]: new Date().toISOString() },
    });
    const ownerReviewer = await createTestUser({ orgId: owner.id, orgName: owner.orgName, userRole: '90', projectIds: [f.project.id] });
    await saveAssignment({ projectId: f.project.id, cbsId: f.contractor.id, auditRole: '90', userId: ownerReviewer.id, orgId: owner.id }, [
      { code: '1100', codes: ['P-CEN'] },
    ]);
    ownerToken = await tokenFor(ownerReviewer.userCode);
  }
  await post(f.supplierToken, '/delivery/supplier/tag/save', { tagId: f.tag.id, version: 0, values: [{ key: 'ratedPower', value: '90' }] });
  await uploadRevision(f.supplierToken, f.tag.id, 'gaDrawing', 'ga-A.pdf');
  const submitted = await post<TagDelivery>(f.supplierToken, '/delivery/supplier/tag/submit', { tagId: f.tag.id, version: 2 });
  expect(submitted.code, submitted.message).toBe(200);
  return { ...f, ownerToken, reviewerToken: await tokenFor(f.reviewerUser.userCode) };
}

describe('reviews routed by the audit matrix (issue 29)', () => {
  it('sends an item back with a comment, shows the resubmission’s change, then passes the tag on to the final review, which approves it', async () => {
    const f = await submittedTag({ finalReview: true });
    const queue = await get<{ rows: ReviewQueueRow[]; total: number }>(f.reviewerToken, '/delivery/review/queue', {});
    expect(queue.result).toMatchObject({ total: 1, rows: [{ tagId: f.tag.id, step: '91', contractNo: f.contract.contractNo }] });
    const opened = await get<TagDelivery>(f.reviewerToken, '/delivery/review/tag', { tagId: String(f.tag.id) });
    expect(opened.result).toMatchObject({ status: 'submitted', reviewStep: '91', version: 3 });

    const undecided = await post(f.reviewerToken, '/delivery/review', { tagId: f.tag.id, version: 3, decisions: [] }, 'en');
    expect(undecided).toMatchObject({ code: 400, message: 'Decide every item waiting for review: Rated power, GA drawing' });
    const noReason = await post<{ fieldErrors: Record<string, string> }>(
      f.reviewerToken,
      '/delivery/review',
      { tagId: f.tag.id, version: 3, decisions: [{ key: 'gaDrawing', approved: false, comment: ' ' }] },
      'en',
    );
    expect(noReason.result.fieldErrors).toEqual({ 'decisions.0.comment': 'Say why it is sent back' });

    const rejected = await post<TagDelivery>(f.reviewerToken, '/delivery/review', {
      tagId: f.tag.id,
      version: 3,
      decisions: [
        { key: 'ratedPower', approved: true },
        { key: 'gaDrawing', approved: false, comment: '缺少管口方位' },
      ],
    });
    expect(rejected.result).toMatchObject({
      status: 'rejected',
      items: { ratedPower: { state: 'approved' }, gaDrawing: { state: 'rejected', comment: '缺少管口方位' } },
    });
    expect((await get<{ total: number }>(f.reviewerToken, '/delivery/review/queue', {})).result.total).toBe(0);
    const back = await get<TagDelivery>(f.supplierToken, '/delivery/supplier/tag', { tagId: String(f.tag.id) });
    expect(back.result.items.gaDrawing).toEqual({ state: 'rejected', comment: '缺少管口方位' });

    const revised = await uploadRevision(f.supplierToken, f.tag.id, 'gaDrawing', 'ga-B.pdf');
    expect(revised.result.items).toMatchObject({
      ratedPower: { state: 'approved' },
      gaDrawing: { state: 'delivered', comment: '缺少管口方位' },
    });
    expect((await post(f.supplierToken, '/delivery/supplier/tag/submit', { tagId: f.tag.id, version: 5 })).code).toBe(200);
    const again = await get<TagDelivery>(f.reviewerToken, '/delivery/review/tag', { tagId: String(f.tag.id) });
    // What changed since the last review: the drawing's revision, not the approved value.
    expect(again.result.reviewed).toEqual({ values: { ratedPower: '90' }, revisions: { gaDrawing: 1 } });
    expect(again.result.files.gaDrawing?.revision).toBe(2);
    const link = await get<{ url: string }>(f.reviewerToken, '/delivery/review/document', {
      tagId: String(f.tag.id),
      documentKey: 'gaDrawing',
      revision: '1',
    });
    expect(await (await fetch(link.result.url)).text()).toBe('%PDF-1.7 drawing');
    // A supplier's account reviews nothing: refused before the route looks for the tag.
    expect(
      (await get(f.supplierToken, '/delivery/review/document', { tagId: String(f.tag.id), documentKey: 'gaDrawing', revision: '1' })).code,
    ).toBe(403);

    const forwarded = await post<TagDelivery>(f.reviewerToken, '/delivery/review', {
      tagId: f.tag.id,
      version: 6,
      decisions: [{ key: 'gaDrawing', approved: true }],
    });
    expect(forwarded.result).toMatchObject({ status: 'submitted', reviewStep: '90', counts: { approved: 2 } });
    const ownerQueue = await get<{ rows: ReviewQueueRow[] }>(f.ownerToken!, '/delivery/review/queue', {});
    expect(ownerQueue.result.rows.map((row) => [row.tagId, row.step])).toEqual([[f.tag.id, '90']]);
    const approved = await post<TagDelivery>(f.ownerToken!, '/delivery/review', { tagId: f.tag.id, version: 7, decisions: [] });
    expect(approved.result).toMatchObject({ status: 'approved', completeness: 100 });

    const scope = { projectId: f.project.id, contractId: f.contract.id, supplierId: f.supplier.id };
    expect(await getRollup(rollupKey.project(f.project.id))).toEqual({
      classTags: { 'P-CEN': 1 },
      delivered: 2,
      approved: 2,
      rejected: 0,
      submittedTags: 0,
      approvedTags: 1,
      everSubmittedTags: 1,
      onTimeTags: 1,
    });
    const contracts = await get<{ rows: SupplierContractRow[] }>(f.supplierToken, '/delivery/supplier/contracts', {
      projectId: String(f.project.id),
    });
    expect(contracts.result.rows[0]).toMatchObject({ counts: { required: 2, approved: 2 }, completeness: 100 });
    expect((await getRollup(rollupKey.contract(scope))).approvedTags).toBe(1);
    expect(await logTextsOf(f.reviewerUser.userCode)).toEqual(
      expect.arrayContaining([`审核位号 ${f.tag.weihao}：退回`, `审核位号 ${f.tag.weihao}：转业主终审`]),
    );
  });

  it('answers only the reviewers the tag was routed to, at its current step', async () => {
    const f = await submittedTag();
    const outsider = await reviewerOfNothing(f);
    const outsiderToken = await tokenFor(outsider.userCode);
    expect((await get(outsiderToken, '/delivery/review/tag', { tagId: String(f.tag.id) })).code).toBe(404);
    expect((await post(outsiderToken, '/delivery/review', { tagId: f.tag.id, version: 3, decisions: [] })).code).toBe(404);
    expect((await get<{ total: number }>(outsiderToken, '/delivery/review/queue', {})).result.total).toBe(0);
    // The supplier's own account is no reviewer: a supplier's account is refused every review call.
    expect((await get(f.supplierToken, '/delivery/review/tag', { tagId: String(f.tag.id) })).code).toBe(403);
    expect((await get(f.supplierToken, '/delivery/review/queue', {})).code).toBe(403);
    const stale = await post(f.reviewerToken, '/delivery/review', { tagId: f.tag.id, version: 2, decisions: [] });
    expect(stale.code).toBe(409);
    const approved = await post<TagDelivery>(f.reviewerToken, '/delivery/review', {
      tagId: f.tag.id,
      version: 3,
      decisions: [
        { key: 'ratedPower', approved: true },
        { key: 'gaDrawing', approved: true },
      ],
    });
    // Without an owner's final reviewer, the professional review's approval is the last.
    expect(approved.result).toMatchObject({ status: 'approved', reviewStep: '' });
    expect((await get(f.reviewerToken, '/delivery/review/tag', { tagId: String(f.tag.id) })).code).toBe(404);
  });
  it('a tag deleted while it waits for review leaves the queue, and its count with it', async () => {
    const f = await submittedTag();
    expect((await get<{ total: number }>(f.reviewerToken, '/delivery/review/queue', {})).result.total).toBe(1);
    const deleted = await call(deviceHandler, {
      method: 'POST',
      path: '/device/admin_delete_weihao',
      token: f.admin,
      body: { id: f.tag.id },
    });
    expect(deleted.code, deleted.message).toBe(200);
    expect((await get<{ rows: ReviewQueueRow[]; total: number }>(f.reviewerToken, '/delivery/review/queue', {})).result).toEqual({
      rows: [],
      total: 0,
    });
  }, 60_000);
  it("exports the reviewer's whole queue, oldest first, the step named in the reader's language; another account's export holds nothing of it", async () => {
    const f = await submittedTag();
    const started = await post<{ jobId: string }>(f.reviewerToken, '/delivery/review/queue_export', {});
    const outcome = await jobOutcome<ExportResult>(f.reviewerToken, started);
    expect(outcome.code, outcome.message).toBe(200);
    expect(outcome.result.fileName).toMatch(/^待审核-.*\.xlsx$/);
    const bytes = new Uint8Array(await (await fetch(outcome.result.url)).arrayBuffer());
    const [header, ...rows] = readFirstSheetText(bytes).map((row) => row.cells);
    expect(header).toEqual(['位号', '设备名称', '工厂对象分类', '合同号', '供应商', '审核环节', '提交时间']);
    expect(rows.map((cells) => cells.slice(0, 6))).toEqual([
      [f.tag.weihao, '进料泵', 'P-CEN', f.contract.contractNo, f.contract.supplierName, '专业审查'],
    ]);
    // Another reviewer's export holds only their own queue: here, nothing.
    const other = await reviewerOfNothing(f);
    const otherToken = await tokenFor(other.userCode);
    const others = await jobOutcome<ExportResult>(
      otherToken,
      await post<{ jobId: string }>(otherToken, '/delivery/review/queue_export', {}),
    );
    const theirs = readFirstSheetText(new Uint8Array(await (await fetch(others.result.url)).arrayBuffer()));
    expect(theirs).toHaveLength(1);
  }, 60_000);
});

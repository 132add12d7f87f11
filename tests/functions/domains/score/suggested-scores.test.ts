import { describe, expect, it } from 'vitest';
import { scoreRowId, type ScoreHistoryEntry, type SuggestedScores, type TagDelivery } from '@sddp/shared';
import { handler as deliveryHandler } from '#domains/delivery/handler';
import { handler as deviceHandler } from '#domains/device/handler';
import { handler } from '#domains/score/handler';
import { call } from '#test/api-event';
import { uniqueCode } from '#test/fixtures';
import { tokenFor } from '#test/sign-in';
import { deliveryFixture, uploadRevision } from '../delivery/delivery-fixture';

const suggested = (token: string, id: number) =>
  call<SuggestedScores>(handler, { path: '/score/suggested', query: { id: String(id) }, token });
const deliver = <T>(token: string, path: string, body: Record<string, unknown>) =>
  call<T>(deliveryHandler, { method: 'POST', path, body, token });

describe('scores suggested by the delivery data (issue 29)', () => {
  it('derive completeness from approved required items and timeliness from first submissions against due dates; saving records them', async () => {
    const f = await deliveryFixture();
    const id = scoreRowId(f.supplier.id, f.project.id);
    // Nothing submitted and the only contract not yet due: no timeliness to suggest; nothing approved.
    expect((await suggested(f.admin, id)).result).toEqual({ score1: null, score3: { value: 0, approved: 0, required: 2 } });

    await deliver(f.supplierToken, '/delivery/supplier/tag/save', {
      tagId: f.tag.id,
      version: 0,
      values: [{ key: 'ratedPower', value: '90' }],
    });
    await uploadRevision(f.supplierToken, f.tag.id, 'gaDrawing', 'ga.pdf');
    await deliver(f.supplierToken, '/delivery/supplier/tag/submit', { tagId: f.tag.id, version: 2 });
    const reviewer = await tokenFor(f.reviewerUser.userCode);
    const approved = await deliver<TagDelivery>(reviewer, '/delivery/review', {
      tagId: f.tag.id,
      version: 3,
      decisions: [
        { key: 'ratedPower', approved: true },
        { key: 'gaDrawing', approved: true },
      ],
    });
    expect(approved.result.status).toBe('approved');
    expect((await suggested(f.admin, id)).result).toEqual({
      score1: { value: 100, onTime: 1, due: 1 },
      score3: { value: 100, approved: 2, required: 2 },
    });

    // A second contract already past its due date, with a pump tag nobody submitted: half the due tags were on time.
    const late = await call<{ id: number; version: number }>(deviceHandler, {
      method: 'POST',
      path: '/device/admin_add_contract',
      token: f.admin,
      body: { projectId: f.project.id, orgCode: f.supplier.orgCode, contractNo: uniqueCode('HT'), contractName: '补充' },
    });
    await call(deviceHandler, {
      method: 'POST',
      path: '/device/admin_contract_terms',
      token: f.admin,
      body: { id: late.result.id, version: 1, dueDate: '2020-01-31', contractorId: f.contractor.id },
    });
    await call(deviceHandler, {
      method: 'POST',
      path: '/device/admin_add_weihao',
      token: f.admin,
      body: { contractId: late.result.id, weihao: `P-${Date.now() % 100_000}L`, itemName: 'x', mainItemCode: '1100', classCode: 'P-CEN' },
    });
    expect((await suggested(f.admin, id)).result).toEqual({
      score1: { value: 50, onTime: 1, due: 2 },
      score3: { value: 50, approved: 2, required: 4 },
    });

    const scores = { score1: 60, score2: 80, score3: 50, score4: 80, score5: 80, score6: 80 };
    expect((await call(handler, { method: 'POST', path: '/score/update', token: f.admin, body: { id, ...scores, version: 0 } })).code).toBe(
      200,
    );
    const history = await call<{ rows: ScoreHistoryEntry[] }>(handler, {
      path: '/score/history',
      query: { id: String(id) },
      token: f.admin,
    });
    expect(history.result.rows[0]).toMatchObject({ after: { score1: 60, score3: 50 }, suggested: { score1: 50, score3: 50 } });
  });
});

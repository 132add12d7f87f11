import { describe, expect, it } from 'vitest';
import type { ContractRow, DeliverySummary, SupplierVolumeRow, TagDelivery } from '@sddp/shared';
import { handler as auditHandler } from '#domains/audit/handler';
import { handler as deliveryHandler } from '#domains/delivery/handler';
import { handler as deviceHandler } from '#domains/device/handler';
import { call } from '#test/api-event';
import { createTestUser, uniqueCode } from '#test/fixtures';
import { signedIn } from '#test/orgs';
import { tokenFor } from '#test/sign-in';
import { deliveryFixture, uploadRevision } from '../delivery/delivery-fixture';
import { freshTagNumber } from '../device/device-fixtures';

interface DeliveryDashboard {
  scope: 'project' | 'supplier';
  rows: DeliverySummary[];
}

const dashboard = async (token: string) => (await call<DeliveryDashboard>(auditHandler, { path: '/dashboard/delivery', token })).result;
const rowOf = async (token: string, projectId: number) => (await dashboard(token)).rows.find((row) => row.projectId === projectId);
const deliver = <T>(token: string, path: string, body: Record<string, unknown>) =>
  call<T>(deliveryHandler, { method: 'POST', path, body, token });
const report2 = async (token: string, projectId?: number) =>
  (
    await call<{ rows: SupplierVolumeRow[] }>(deviceHandler, {
      path: '/device/report2',
      token,
      query: projectId === undefined ? {} : { projectId: String(projectId) },
    })
  ).result.rows;

/** The supplier fills and submits the fixture's pump tag, the reviewer approves the power and sends the drawing back. */
async function submitAndReview(f: Awaited<ReturnType<typeof deliveryFixture>>) {
  await deliver(f.supplierToken, '/delivery/supplier/tag/save', {
    tagId: f.tag.id,
    version: 0,
    values: [{ key: 'ratedPower', value: '90' }],
  });
  await uploadRevision(f.supplierToken, f.tag.id, 'gaDrawing', 'ga.pdf');
  expect((await deliver(f.supplierToken, '/delivery/supplier/tag/submit', { tagId: f.tag.id, version: 2 })).code).toBe(200);
}

describe('delivery on the dashboards (issue 29)', () => {
  it("gives the administrators each project's roll-up and a supplier its own organisation's, moved by every write", async () => {
    const f = await deliveryFixture();
    const empty = { delivered: 0, approved: 0, rejected: 0 };
    const start = {
      projectId: f.project.id,
      classifiedTags: 1,
      counts: { required: 2, ...empty },
      completeness: 0,
      submittedTags: 0,
      approvedTags: 0,
      everSubmittedTags: 0,
      onTimeTags: 0,
      onTimeShare: null,
    };
    expect(await dashboard(f.admin)).toMatchObject({ scope: 'project' });
    expect(await rowOf(f.admin, f.project.id)).toMatchObject(start);
    expect(await dashboard(f.supplierToken)).toEqual({ scope: 'supplier', rows: [expect.objectContaining(start)] });

    // A second supplier in the project: the project's roll-up counts both, each supplier sees its own.
    const other = await createTestUser({ projectIds: [f.project.id] });
    const contract = await call<ContractRow>(deviceHandler, {
      method: 'POST',
      path: '/device/admin_add_contract',
      token: f.admin,
      body: { projectId: f.project.id, orgCode: `TU${other.orgId}`, contractNo: uniqueCode('HT'), contractName: '机泵' },
    });
    await call(deviceHandler, {
      method: 'POST',
      path: '/device/admin_add_weihao',
      token: f.admin,
      body: { contractId: contract.result.id, weihao: freshTagNumber(), itemName: '回流泵', mainItemCode: '1100', classCode: 'P-CEN' },
    });

    await submitAndReview(f);
    const submitted = { counts: { required: 2, delivered: 2, approved: 0, rejected: 0 }, submittedTags: 1, everSubmittedTags: 1 };
    // The contract is due 2027-03-31: the first submission was on time.
    expect(await rowOf(f.supplierToken, f.project.id)).toMatchObject({ ...submitted, completeness: 0, onTimeTags: 1, onTimeShare: 100 });
    expect(await rowOf(f.admin, f.project.id)).toMatchObject({
      classifiedTags: 2,
      counts: { ...submitted.counts, required: 4 },
      onTimeShare: 100,
    });
    expect(await rowOf(await tokenFor(other.userCode), f.project.id)).toMatchObject({
      classifiedTags: 1,
      counts: { required: 2, ...empty },
      everSubmittedTags: 0,
      onTimeShare: null,
    });

    const reviewer = await tokenFor(f.reviewerUser.userCode);
    const reviewed = await deliver<TagDelivery>(reviewer, '/delivery/review', {
      tagId: f.tag.id,
      version: 3,
      decisions: [
        { key: 'ratedPower', approved: true },
        { key: 'gaDrawing', approved: false, comment: '缺少管口方位' },
      ],
    });
    expect(reviewed.code, reviewed.message).toBe(200);
    expect(await rowOf(f.supplierToken, f.project.id)).toMatchObject({
      counts: { required: 2, approved: 1, rejected: 1 },
      completeness: 50,
      submittedTags: 0,
    });
    expect(await rowOf(f.admin, f.project.id)).toMatchObject({ counts: { required: 4, approved: 1, rejected: 1 }, completeness: 25 });

    // The device report of supplier volumes gains each supplier's completeness and on-time share.
    const rows = await report2(f.admin, f.project.id);
    expect(rows.find((row) => row.supplierId === f.supplier.id)).toMatchObject({ tags: 1, deliveryCompleteness: 50, onTimeShare: 100 });
    expect(rows.find((row) => row.supplierId === other.orgId)).toMatchObject({ tags: 1, deliveryCompleteness: 0, onTimeShare: null });
  });

  it('leaves out projects with nothing to show, and a supplier sees none of the projects it is not in', async () => {
    const f = await deliveryFixture();
    const bystander = await createTestUser({ projectIds: [f.project.id] });
    // In the project, but its organisation supplies nothing there.
    expect(await dashboard(await tokenFor(bystander.userCode))).toEqual({ scope: 'supplier', rows: [] });
    const outsider = await createTestUser();
    expect(await dashboard(await tokenFor(outsider.userCode))).toEqual({ scope: 'supplier', rows: [] });
    const { token } = await signedIn('admin1');
    expect((await dashboard(token)).rows.some((row) => row.projectId === f.project.id)).toBe(true);
  });

  it('sums a supplier over its projects in the report when no project is chosen', async () => {
    const f = await deliveryFixture();
    await submitAndReview(f);
    // A second project where the same organisation's one pump tag is not yet delivered: two required items of four delivered in all.
    const g = await deliveryFixture();
    const contract = await call<ContractRow>(deviceHandler, {
      method: 'POST',
      path: '/device/admin_add_contract',
      token: f.admin,
      body: { projectId: g.project.id, orgCode: f.supplier.orgCode, contractNo: uniqueCode('HT'), contractName: '机泵' },
    });
    expect(contract.code, contract.message).toBe(200);
    await call(deviceHandler, {
      method: 'POST',
      path: '/device/admin_add_weihao',
      token: f.admin,
      body: { contractId: contract.result.id, weihao: freshTagNumber(), itemName: '回流泵', mainItemCode: '1100', classCode: 'P-CEN' },
    });
    const reviewer = await tokenFor(f.reviewerUser.userCode);
    await deliver(reviewer, '/delivery/review', {
      tagId: f.tag.id,
      version: 3,
      decisions: [
        { key: 'ratedPower', approved: true },
        { key: 'gaDrawing', approved: true },
      ],
    });
    const one = (await report2(f.admin, f.project.id)).find((row) => row.supplierId === f.supplier.id);
    expect(one).toMatchObject({ deliveryCompleteness: 100, onTimeShare: 100 });
    const all = (await report2(f.admin)).find((row) => row.supplierId === f.supplier.id);
    expect(all).toMatchObject({ contracts: 2, tags: 2, deliveryCompleteness: 50, onTimeShare: 100 });
  });
});

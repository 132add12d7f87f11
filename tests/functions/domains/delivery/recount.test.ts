import { describe, expect, it } from 'vitest';
import type { SupplierContractRow } from '@sddp/shared';
import { recountClasses } from '#domains/delivery/data/recount';
import { handler as deliveryHandler } from '#domains/delivery/handler';
import { getTagDelivery } from '#entities/tag-delivery';
import { call } from '#test/api-event';
import { handedJobs, runWorker } from '#test/jobs';
import { deliveryFixture, PUMP_REQUIREMENTS, uploadRevision } from './delivery-fixture';

const countsOf = async (token: string, projectId: number) =>
  (
    await call<{ rows: SupplierContractRow[] }>(deliveryHandler, {
      path: '/delivery/supplier/contracts',
      token,
      query: { projectId: String(projectId) },
    })
  ).result.rows[0]!.counts;

describe('a class whose requirements change after deliveries', () => {
  it("is counted again in the background: its tags' records and the roll-ups follow what it requires now", async () => {
    const f = await deliveryFixture();
    await call(deliveryHandler, {
      method: 'POST',
      path: '/delivery/supplier/tag/save',
      token: f.supplierToken,
      body: { tagId: f.tag.id, version: 0, values: [{ key: 'ratedPower', value: '55' }] },
    });
    await uploadRevision(f.supplierToken, f.tag.id, 'gaDrawing', 'ga.pdf');
    expect(await countsOf(f.supplierToken, f.project.id)).toMatchObject({ required: 2, delivered: 2 });

    // The seal type becomes required (not delivered), the drawing optional.
    const handedBefore = handedJobs.length;
    const saved = await call(deliveryHandler, {
      method: 'POST',
      path: '/delivery/admin/class_requirement/save',
      token: f.admin,
      body: {
        projectId: f.project.id,
        classCode: 'P-CEN',
        version: 1,
        properties: PUMP_REQUIREMENTS.properties.map((property) => ({ ...property, required: true })),
        documents: PUMP_REQUIREMENTS.documents.map((document) => ({ ...document, required: false })),
      },
    });
    expect(saved.code, saved.message).toBe(200);
    expect(handedJobs.length).toBe(handedBefore + 1);
    await runWorker(handedJobs.at(-1)!);

    expect(await countsOf(f.supplierToken, f.project.id)).toMatchObject({ required: 2, delivered: 1 });
    const record = await getTagDelivery(f.project.id, f.contract.id, f.tag.id);
    expect(record?.counts).toMatchObject({ required: 2, delivered: 1 });
    expect(record?.items.sealType?.state).toBe('missing');
    expect(await recountClasses(f.project.id, ['P-CEN'], 'again')).toBe(0);
  }, 60_000);
});

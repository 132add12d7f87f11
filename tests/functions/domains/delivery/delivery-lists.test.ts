import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryTagRow, ReviewQueueRow, TagDelivery } from '@sddp/shared';
import { handler } from '#domains/delivery/handler';
import { handler as deviceHandler } from '#domains/device/handler';
import { saveAssignment } from '#entities/audit-assignment';
import { db } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { call } from '#test/api-event';
import { getItem } from '#test/fixtures';
import { tokenFor } from '#test/sign-in';
import { deliveryFixture, uploadRevision } from './delivery-fixture';

const get = <T>(token: string, path: string, query: Record<string, string | number>) =>
  call<T>(handler, { path, query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])), token });
const post = <T>(token: string, path: string, body: Record<string, unknown>) => call<T>(handler, { method: 'POST', path, body, token });

/** The DynamoDB calls of this file's requests while `run` runs: command, key or key condition values, Limit. */
const seen: string[] = [];
let watching = false;
const middlewareName = 'deliveryListsTest';
beforeAll(() => {
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (watching) {
        const input = args.input as { Key?: { pk: string }; ExpressionAttributeValues?: Record<string, unknown>; Limit?: number };
        seen.push(
          `${context.commandName} ${input.Key?.pk ?? JSON.stringify(input.ExpressionAttributeValues ?? {})}${input.Limit ? ` Limit ${input.Limit}` : ''}`,
        );
      }
      return next(args);
    },
    { step: 'initialize', name: middlewareName },
  );
});
afterAll(() => {
  db().middlewareStack.remove(middlewareName);
});

async function callsOf(run: () => Promise<unknown>): Promise<string[]> {
  seen.length = 0;
  watching = true;
  try {
    await run();
  } finally {
    watching = false;
  }
  return [...seen];
}

/** A tag filled and submitted by the fixture's supplier (version 3 after two saves and the submission). */
async function submit(f: Awaited<ReturnType<typeof deliveryFixture>>, tagId: number) {
  await post(f.supplierToken, '/delivery/supplier/tag/save', { tagId, version: 0, values: [{ key: 'ratedPower', value: '90' }] });
  await uploadRevision(f.supplierToken, tagId, 'gaDrawing', 'ga.pdf');
  const submitted = await post<TagDelivery>(f.supplierToken, '/delivery/supplier/tag/submit', { tagId, version: 2 });
  expect(submitted.code, submitted.message).toBe(200);
}

describe("a contract's tag list (docs/data-model.md D5)", () => {
  it('pages and filters the tags in id order, reading only the page’s tags and deliveries once the contract’s numbers are known', async () => {
    const f = await deliveryFixture();
    const added = [await f.addTag(), await f.addTag('V-VER'), await f.addTag(), await f.addTag()];
    const ids = [f.tag.id, ...added.map((tag) => tag.id)];
    await post(f.supplierToken, '/delivery/supplier/tag/save', {
      tagId: added[0]!.id,
      version: 0,
      values: [{ key: 'ratedPower', value: '7.5' }],
    });
    const list = (query: Record<string, string | number>) =>
      get<{ rows: DeliveryTagRow[]; total: number }>(f.supplierToken, '/delivery/supplier/tags', { contractId: f.contract.id, ...query });

    const first = await list({ page: 1, limit: 2 });
    expect(first.result.total).toBe(5);
    expect(first.result.rows.map((row) => row.tagId)).toEqual(ids.slice(0, 2));
    expect(first.result.rows[1]).toMatchObject({ counts: { required: 2, delivered: 1 }, status: 'draft' });
    const calls = await callsOf(() => list({ page: 3, limit: 2 }));
    expect(calls.filter((entry) => entry.startsWith('QueryCommand') && entry.includes('DEVTAGS'))).toEqual([]);
    expect(calls.filter((entry) => entry.startsWith('QueryCommand') && entry.includes('"TAG#'))).toEqual([]);
    const last = await list({ page: 3, limit: 2 });
    expect(last.result).toMatchObject({ total: 5, rows: [{ tagId: ids[4], className: '离心泵' }] });
    expect((await list({ page: 4, limit: 2 })).result).toEqual({ rows: [], total: 5 });

    const vessel = await list({ tagNumber: added[1]!.weihao.toLowerCase() });
    expect(vessel.result).toMatchObject({ total: 1, rows: [{ tagId: added[1]!.id, classCode: 'V-VER', className: '立式容器' }] });
  });

  it('shows a tag added or deleted at once', async () => {
    const f = await deliveryFixture();
    const list = () =>
      get<{ rows: DeliveryTagRow[]; total: number }>(f.supplierToken, '/delivery/supplier/tags', { contractId: f.contract.id });
    expect((await list()).result.total).toBe(1);
    const added = await f.addTag();
    expect((await list()).result.rows.map((row) => row.tagId)).toEqual([f.tag.id, added.id]);
    const deleted = await call(deviceHandler, {
      method: 'POST',
      path: '/device/admin_delete_weihao',
      body: { id: f.tag.id },
      token: f.admin,
    });
    expect(deleted.code).toBe(200);
    expect((await list()).result).toMatchObject({ total: 1, rows: [{ tagId: added.id }] });
  });
});

describe("a reviewer's queue (docs/data-model.md D9)", () => {
  it('answers its total from the count kept with the entries, and reads the entries only up to the page', async () => {
    const f = await deliveryFixture();
    const reviewerToken = await tokenFor(f.reviewerUser.userCode);
    const tags = [f.tag, await f.addTag(), await f.addTag()];
    for (const tag of tags) await submit(f, tag.id);
    const queue = (page: number) =>
      get<{ rows: ReviewQueueRow[]; total: number }>(reviewerToken, '/delivery/review/queue', { page, limit: 2 });

    const calls = await callsOf(async () => expect((await queue(1)).result.total).toBe(3));
    expect(calls.filter((entry) => entry.startsWith('QueryCommand') && entry.includes('REVIEWQ#'))).toEqual([
      expect.stringMatching(/ Limit 2$/),
    ]);
    expect((await queue(1)).result.rows.map((row) => row.tagId)).toEqual([tags[0]!.id, tags[1]!.id]);
    expect((await queue(2)).result).toMatchObject({ total: 3, rows: [{ tagId: tags[2]!.id, step: '91' }] });
    expect(await getItem(keys.reviewQueueCount(f.reviewerUser.id))).toMatchObject({ waiting: 3 });

    const sentBack = await post(reviewerToken, '/delivery/review', {
      tagId: tags[1]!.id,
      version: 3,
      decisions: [
        { key: 'ratedPower', approved: true },
        { key: 'gaDrawing', approved: false, comment: '图纸不清晰' },
      ],
    });
    expect(sentBack.code, sentBack.message).toBe(200);
    expect((await queue(1)).result).toMatchObject({ total: 2, rows: [{ tagId: tags[0]!.id }, { tagId: tags[2]!.id }] });
  });

  it('keeps a tag in the queue of a reviewer named in both steps, now at the final review, and counts it once', async () => {
    const f = await deliveryFixture();
    await saveAssignment(
      { projectId: f.project.id, cbsId: f.contractor.id, auditRole: '90', userId: f.reviewerUser.id, orgId: f.contractor.id },
      [{ code: '1100', codes: ['P-CEN'] }],
    );
    const reviewerToken = await tokenFor(f.reviewerUser.userCode);
    await submit(f, f.tag.id);
    const decisions = [
      { key: 'ratedPower', approved: true },
      { key: 'gaDrawing', approved: true },
    ];
    const forwarded = await post<TagDelivery>(reviewerToken, '/delivery/review', { tagId: f.tag.id, version: 3, decisions });
    expect(forwarded.code, forwarded.message).toBe(200);
    expect(forwarded.result).toMatchObject({ status: 'submitted', reviewStep: '90' });
    const queue = () => get<{ rows: ReviewQueueRow[]; total: number }>(reviewerToken, '/delivery/review/queue', {});
    expect((await queue()).result).toMatchObject({ total: 1, rows: [{ tagId: f.tag.id, step: '90' }] });

    const approved = await post<TagDelivery>(reviewerToken, '/delivery/review', { tagId: f.tag.id, version: 4, decisions: [] });
    expect(approved.result).toMatchObject({ status: 'approved' });
    expect((await queue()).result).toEqual({ rows: [], total: 0 });
  });
});

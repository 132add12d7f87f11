import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemInfo, PumpDetail, PumpRow, TagRow } from '@sddp/shared';
import { forgetPumpCopy, publishPumps, type PumpRecord } from '#domains/device/data/pump-catalogue';
import { handler } from '#domains/device/handler';
import { db, tableName } from '#kit/db/client';
import { demoPump } from '#local/demo/pump-demo';
import { call } from '#test/api-event';
import { getItem, keys } from '#test/fixtures';
import { logRowsOf, signedIn } from '#test/orgs';
import { useOwnTable } from '#test/own-table';
import { contractPlan, createContracts, freshProjectId, freshTagNumber, tagOn } from './device-fixtures';

/**
 * Records stored before the server spoke English carry the spec's pinyin attribute names (docs/glossary.md);
 * every reader still reads them, and the wire shows the same fields either way.
 */
// A table of its own: the pump catalogue here is this file's one pump.
useOwnTable();

let admin: { token: string; userCode: string };
const get = <T>(path: string, query: Record<string, string>) => call<T>(handler, { path, query, token: admin.token });
const post = <T>(path: string, body: Record<string, unknown>) => call<T>(handler, { method: 'POST', path, body, token: admin.token });

beforeAll(async () => {
  const signed = await signedIn('admin');
  admin = { token: signed.token, userCode: signed.user.userCode };
});

/** Rewrites a stored item the way the earlier version wrote it: `renamed` attributes under their old names. */
async function storeUnderEarlierNames(key: { pk: string; sk: string }, renamed: Record<string, string>) {
  const item = (await getItem(key))!;
  for (const [current, earlier] of Object.entries(renamed)) {
    item[earlier] = item[current];
    delete item[current];
  }
  await db().send(new PutCommand({ TableName: tableName(), Item: item }));
}

describe('a tag number stored as weihao', () => {
  it('is listed, edited and deleted as before, its number logged and its guard released', async () => {
    const projectId = await freshProjectId();
    const tagNumber = freshTagNumber();
    const [contract] = await createContracts([contractPlan(projectId, 101, [tagOn(3, { tagNumber })])]);
    const [listed] = (await get<{ rows: TagRow[] }>('/device/admin_list_weihao', { contractId: String(contract!.id) })).result.rows;
    await storeUnderEarlierNames(keys.deviceTag(listed!.id), { tagNumber: 'weihao' });
    expect(await getItem(keys.deviceTag(listed!.id))).toMatchObject({ weihao: tagNumber });

    const found = await get<{ rows: TagRow[] }>('/device/admin_list_weihao', {
      contractId: String(contract!.id),
      weihao: tagNumber.slice(2).toLowerCase(),
    });
    expect(found.result.rows).toEqual([{ ...listed, weihao: tagNumber }]);
    const saved = await post<ItemInfo>('/device/admin_item_update', {
      id: listed!.id,
      version: 1,
      itemName: 'OH2',
      quantity: 1,
      model: 'X',
    });
    expect(saved).toMatchObject({ code: 200, result: { weihao: tagNumber, version: 2, sheet: { model: 'X' } } });

    expect((await post('/device/admin_delete_weihao', { id: listed!.id })).code).toBe(200);
    const texts = (await logRowsOf(admin.userCode)).map((row) => String(row.log));
    expect(texts).toEqual(expect.arrayContaining([`修改位号 ${tagNumber} 的设备数据表`, `删除位号 ${tagNumber}`]));
    const again = await post<TagRow>('/device/admin_add_weihao', {
      contractId: contract!.id,
      weihao: tagNumber,
      itemName: 'OH2',
      quantity: 1,
    });
    expect(again).toMatchObject({ code: 200, result: { weihao: tagNumber } });
  });
});

describe('a catalogue pump published under the pinyin names', () => {
  it('is searched and shown with every field', async () => {
    const pump: PumpRecord = { ...demoPump(0), id: 990_000 + (Date.now() % 9_999), flow: 4321.5, head: 876.5 };
    const { tagNumber, name, type, medium, flow, head, vapourPressure, differentialPressure, ratedPower, inletNozzle, ...rest } = pump;
    const earlier = {
      ...rest,
      ...{ weihao: tagNumber, bengName: name, bengType: type, jiezhi: medium, liuliang: flow, yangcheng: head },
      ...{ qihuayali: vapourPressure, yacha: differentialPressure, xiaolv: ratedPower, guankourukou: inletNozzle },
    };
    await publishPumps([earlier as unknown as PumpRecord]);
    forgetPumpCopy();

    const wire = { weihao: tagNumber, bengName: name, bengType: type, jiezhi: medium, liuliang: flow, yangcheng: head };
    const searched = await get<{ rows: PumpRow[] }>('/device/list_dongshebei', { liuliang: '4321.5', yangcheng: '876.5', limit: '1' });
    expect(searched.result.rows[0]).toMatchObject({ id: pump.id, ...wire, xiaolv: ratedPower, closeness: 0 });
    const detail = await get<PumpDetail>('/device/pump_detail', { id: String(pump.id) });
    expect(detail.result).toMatchObject({ ...wire, qihuayali: vapourPressure, yacha: differentialPressure, guankourukou: inletNozzle });
    expect(detail.result).toMatchObject({ manufacturer: pump.manufacturer, speed: pump.speed });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { PumpRow } from '@sddp/shared';
import { forgetPumpCopy, type PumpRecord } from '#domains/device/data/pump-catalogue';
import { handler } from '#domains/device/handler';
import { DEMO_PUMP_COUNT, demoPumps, seedDemoPumps } from '#local/demo/pump-demo';
import { call } from '#test/api-event';
import { signedIn } from '#test/orgs';

let token: string;
const catalogue = demoPumps(DEMO_PUMP_COUNT);

type Query = Partial<Record<'bengType' | 'jiezhi' | 'liuliang' | 'yangcheng' | 'page' | 'limit', string>>;
const search = (query: Query, language?: string) =>
  call<{ rows: PumpRow[]; total: number }>(handler, { path: '/device/list_dongshebei', query, token, ...(language ? { language } : {}) });

/** The rule written out again, independently of the server's code: meets every filter, closest first, ties newest first. */
function bruteForce(query: Query): PumpRecord[] {
  const flow = query.liuliang === undefined ? undefined : Number(query.liuliang);
  const head = query.yangcheng === undefined ? undefined : Number(query.yangcheng);
  const distance = (pump: PumpRecord) => {
    let sum = 0;
    if (flow !== undefined) sum += ((pump.flow - flow) / flow) ** 2;
    if (head !== undefined) sum += ((pump.head - head) / head) ** 2;
    return Math.sqrt(sum);
  };
  return catalogue
    .filter(
      (pump) =>
        (query.bengType === undefined || pump.type === Number(query.bengType)) &&
        (query.jiezhi === undefined || pump.medium === Number(query.jiezhi)) &&
        (flow === undefined || pump.flow >= flow) &&
        (head === undefined || pump.head >= head),
    )
    .sort((a, b) => (flow === undefined && head === undefined ? 0 : distance(a) - distance(b)) || b.id - a.id);
}

beforeAll(async () => {
  await seedDemoPumps();
  forgetPumpCopy();
  token = (await signedIn('user')).token;
});

describe('the demo catalogue', () => {
  it('covers every type and medium with plausible, deterministic values', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(500);
    expect(demoPumps(DEMO_PUMP_COUNT)).toEqual(catalogue);
    for (let type = 1; type <= 8; type++) {
      for (let medium = 1; medium <= 5; medium++) {
        expect(catalogue.filter((pump) => pump.type === type && pump.medium === medium).length).toBeGreaterThanOrEqual(10);
      }
    }
    for (const pump of catalogue) {
      expect(pump.flow).toBeGreaterThan(0);
      expect(pump.head).toBeGreaterThan(0);
      expect(pump.ratedPower).toBeGreaterThan(0);
      expect(pump.efficiency).toBeGreaterThan(20);
      expect(pump.efficiency).toBeLessThanOrEqual(85);
    }
    // A metering pump moves far less than a BB2 between bearings pump.
    const median = (type: number) =>
      catalogue
        .filter((pump) => pump.type === type)
        .map((pump) => pump.flow)
        .sort((a, b) => a - b)[40]!;
    expect(median(3)).toBeLessThan(median(5) / 100);
  });
});

describe('GET /device/list_dongshebei', () => {
  const queries: Query[] = [
    {},
    { bengType: '7' },
    { jiezhi: '2' },
    { bengType: '7', jiezhi: '1' },
    { liuliang: '100' },
    { yangcheng: '80.5' },
    { liuliang: '50', yangcheng: '40' },
    { bengType: '5', liuliang: '300', yangcheng: '200' },
    { bengType: '3', jiezhi: '4', liuliang: '0.2', yangcheng: '500' },
    { liuliang: '99999' },
  ];

  it.each(queries)('returns exactly the pumps the brute force finds, in its order: %o', async (query) => {
    const expected = bruteForce(query);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 50) || page === 1; page++) {
      const response = await search({ ...query, page: String(page), limit: '50' });
      expect(response.code).toBe(200);
      expect(response.result.total).toBe(expected.length);
      seen.push(...response.result.rows.map((row) => row.id));
    }
    expect(seen).toEqual(expected.map((pump) => pump.id));
  });

  it('ranks the exact match first with closeness 0 and reports how far each pump is', async () => {
    const target = catalogue[123]!;
    const { result } = await search({ liuliang: String(target.flow), yangcheng: String(target.head), limit: '5' });
    expect(result.rows[0]).toMatchObject({ id: target.id, closeness: 0 });
    const closeness = result.rows.map((row) => row.closeness!);
    expect(closeness).toEqual([...closeness].sort((a, b) => a - b));
    for (const row of result.rows) {
      expect(row.liuliang).toBeGreaterThanOrEqual(target.flow);
      expect(row.yangcheng).toBeGreaterThanOrEqual(target.head);
    }
  });

  it('gives no closeness without a duty point, and the type label in the caller language', async () => {
    const zh = await search({ bengType: '1', limit: '1' });
    const en = await search({ bengType: '1', limit: '1' }, 'en');
    expect(zh.result.rows[0]).toMatchObject({ bengType: 1, bengTypeName: '自吸泵', closeness: null });
    expect(en.result.rows[0]?.bengTypeName).toBe('Self-priming');
  });

  it.each([
    [{ bengType: '9' }, 'bengType'],
    [{ bengType: '0' }, 'bengType'],
    [{ jiezhi: '6' }, 'jiezhi'],
    [{ liuliang: '0' }, 'liuliang'],
    [{ liuliang: '-5' }, 'liuliang'],
    [{ liuliang: '1e3' }, 'liuliang'],
    [{ yangcheng: '12.3456' }, 'yangcheng'],
    [{ yangcheng: 'abc' }, 'yangcheng'],
  ] as const)('refuses %o with a field error', async (query, field) => {
    const response = await search(query);
    expect(response.code).toBe(400);
    expect(response.result).toMatchObject({ fieldErrors: { [field]: expect.any(String) } });
  });

  it('is open to every signed-in user and to no one else', async () => {
    expect((await call(handler, { path: '/device/list_dongshebei', query: {} })).code).toBe(401);
    for (const role of ['admin', 'provider', 'userAdmin'] as const) {
      const other = (await signedIn(role)).token;
      expect((await call(handler, { path: '/device/list_dongshebei', query: { limit: '1' }, token: other })).code).toBe(200);
    }
  });
});

describe('GET /device/pump_detail', () => {
  it('shows every field of the pump', async () => {
    const pump = catalogue[7]!;
    const response = await call<Record<string, unknown>>(handler, { path: '/device/pump_detail', query: { id: String(pump.id) }, token });
    expect(response.code).toBe(200);
    expect(response.result).toMatchObject({
      id: pump.id,
      weihao: pump.tagNumber,
      bengName: pump.name,
      bengType: pump.type,
      bengTypeName: expect.any(String),
      jiezhi: pump.medium,
      liuliang: pump.flow,
      yangcheng: pump.head,
      qihuayali: pump.vapourPressure,
      yacha: pump.differentialPressure,
      xiaolv: pump.ratedPower,
      guankourukou: pump.inletNozzle,
      manufacturer: pump.manufacturer,
      speed: pump.speed,
      npshr: pump.npshr,
      efficiency: pump.efficiency,
      uses: expect.any(Array),
    });
  });

  it('answers 404 for a pump the catalogue does not have', async () => {
    const response = await call(handler, { path: '/device/pump_detail', query: { id: '999999999' }, token, language: 'en' });
    expect(response).toMatchObject({ code: 404, message: 'The catalogue has no such pump' });
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ENDPOINTS, INPUT_LIMITS, id, idList, issueMessage, pageQuery, serverKey, wholeNumber } from '@sddp/shared';
import { unboundedParts } from '#test/schema-bounds';

describe('every input the server reads is bounded', () => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s: every string, number and list has a ceiling, nothing coerces',
    (_id, endpoint) => {
      expect(unboundedParts(endpoint.input)).toEqual([]);
    },
  );

  it('the check itself notices what is unbounded', () => {
    const loose = z.object({
      name: z.string(),
      count: z.number().check(z.int()),
      ids: z.array(z.string().check(z.maxLength(3))),
      old: z.coerce.number().check(z.gte(1), z.lte(2)),
      nested: z.object({ text: z.optional(z.string().check(z.trim())) }),
    });
    expect(unboundedParts(loose)).toEqual([
      '$.name: string without a maximum length',
      '$.count: number without a minimum and maximum',
      '$.ids: list without a maximum length',
      '$.old: coerces its input',
      '$.nested.text: string without a maximum length',
    ]);
  });
});

describe('ids and numbers are read strictly, in one place', () => {
  const loose = [
    true,
    false,
    null,
    '0b1',
    '0x1',
    '1e3',
    ' 1',
    '1 ',
    '+1',
    '-1',
    '1.0',
    '1.5',
    1.5,
    '',
    '٣',
    '１',
    [1],
    { id: 1 },
    0,
    '0',
    Number.NaN,
    Infinity,
  ];

  it.each(loose.map((value) => [JSON.stringify(value) ?? String(value), value] as const))('id() refuses %s', (_label, value) => {
    const parsed = id().safeParse(value);
    expect(parsed.success).toBe(false);
    expect(issueMessage(parsed.error!.issues[0]!)).toEqual({ key: 'validation.id', params: expect.objectContaining({ min: '1' }) });
  });

  it('id() takes a JSON integer or a plain decimal string within range', () => {
    expect(id().parse(1)).toBe(1);
    expect(id().parse('8010')).toBe(8010);
    expect(id().parse(INPUT_LIMITS.idMax)).toBe(INPUT_LIMITS.idMax);
    expect(id().safeParse(INPUT_LIMITS.idMax + 1).success).toBe(false);
    expect(id().safeParse('9'.repeat(400)).success).toBe(false);
  });

  it('page and limit are whole numbers in range; absent means the defaults', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(pageQuery.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    for (const bad of [{ page: '0' }, { page: 'true' }, { limit: '101' }, { limit: 1e9 }, { page: '1e2' }]) {
      expect(pageQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('lists of ids come as an array or a comma-joined string, each strict', () => {
    expect(idList(3).parse('8001,8002')).toEqual([8001, 8002]);
    expect(idList(3).parse([8001, '8002'])).toEqual([8001, 8002]);
    expect(idList(3).safeParse('8001,0b1').success).toBe(false);
    expect(idList(3).safeParse([1, 2, 3, 4]).success).toBe(false);
  });

  it('wholeNumber names the required message when the value is missing', () => {
    // Either message names the range, whichever check refused the value.
    expect(wholeNumber(0, 100, 'range', 'required').safeParse(undefined).error?.issues[0]?.message).toBe('required?min=0&max=100');
    expect(wholeNumber(0, 100, 'range', 'required').safeParse(101).error?.issues[0]?.message).toBe('range?min=0&max=100');
  });

  it('server-issued keys have exactly the length the server issues', () => {
    expect(serverKey('bad').safeParse('A'.repeat(INPUT_LIMITS.serverKeyLength)).success).toBe(true);
    expect(serverKey('bad').safeParse('A'.repeat(3000)).success).toBe(false);
    expect(serverKey('bad').safeParse('A'.repeat(INPUT_LIMITS.serverKeyLength - 1) + '/').success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readingEarlierNames, underCurrentNames } from '#kit/db/earlier-names';

const EARLIER = { weihao: 'tagNumber' };

describe('underCurrentNames', () => {
  it('reads an attribute stored under its earlier name as its current name, and leaves the rest', () => {
    expect(underCurrentNames({ id: 1, weihao: 'P-1' }, EARLIER)).toEqual({ id: 1, tagNumber: 'P-1' });
    expect(underCurrentNames({ id: 1, tagNumber: 'P-2' }, EARLIER)).toEqual({ id: 1, tagNumber: 'P-2' });
  });

  it('prefers the current name when an item holds both', () => {
    expect(underCurrentNames({ weihao: 'old', tagNumber: 'new' }, EARLIER)).toEqual({ tagNumber: 'new' });
  });

  it('passes anything that is not a map through unchanged', () => {
    for (const value of [undefined, null, 'P-1', 3, ['weihao']]) expect(underCurrentNames(value, EARLIER)).toBe(value);
  });
});

describe('readingEarlierNames', () => {
  it('parses both shapes into the current one, and still refuses what is neither', () => {
    const schema = readingEarlierNames(z.object({ tagNumber: z.string() }), EARLIER);
    expect(schema.parse({ weihao: 'P-1' })).toEqual({ tagNumber: 'P-1' });
    expect(schema.parse({ tagNumber: 'P-1' })).toEqual({ tagNumber: 'P-1' });
    expect(schema.safeParse({ number: 'P-1' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { clampPageSize, listSearchSchema, nextListSearch } from '@/components/data-table/list-search';
import { pageWindow } from '@/components/data-table/page-window';

describe('listSearchSchema', () => {
  const schema = listSearchSchema({ name: z.optional(z.string()) });

  it('starts at page 1 with 20 rows', () => {
    expect(schema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(listSearchSchema().parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('reads numbers from the URL and keeps the screen filters', () => {
    expect(schema.parse({ page: '3', limit: '50', name: 'ada' })).toEqual({ page: 3, limit: 50, name: 'ada' });
  });

  it('clamps the size to the allowed sizes', () => {
    expect(schema.parse({ limit: 1000 }).limit).toBe(50);
    expect(schema.parse({ limit: 0 }).limit).toBe(10);
    expect(schema.parse({ limit: -5 }).limit).toBe(10);
    expect(schema.parse({ limit: 26 }).limit).toBe(30);
    expect(schema.parse({ limit: 'lots' }).limit).toBe(20);
  });

  it('repairs a page that is not a page', () => {
    expect(schema.parse({ page: 0 }).page).toBe(1);
    expect(schema.parse({ page: 'x' }).page).toBe(1);
    expect(schema.parse({ page: 2.5 }).page).toBe(1);
  });

  it('lets a route navigate without giving page or limit', () => {
    const input: z.input<typeof schema> = {};
    expect(schema.parse(input)).toEqual({ page: 1, limit: 20 });
  });
});

describe('clampPageSize', () => {
  it.each([
    [10, 10],
    [15, 10],
    [21, 20],
    [40, 30],
    [41, 50],
    [99, 50],
  ])('%i → %i', (value, expected) => expect(clampPageSize(value)).toBe(expected));
});

describe('nextListSearch', () => {
  const prev = { page: 4, limit: 20, name: 'ada' };

  it('changes the page alone', () => {
    expect(nextListSearch(prev, { page: 5 })).toEqual({ page: 5, limit: 20, name: 'ada' });
  });

  it('goes back to page 1 when the size or a filter changes', () => {
    expect(nextListSearch(prev, { limit: 50 })).toEqual({ page: 1, limit: 50, name: 'ada' });
    expect(nextListSearch(prev, { name: 'grace' })).toEqual({ page: 1, limit: 20, name: 'grace' });
  });
});

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the ends and the neighbours of the current page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap-start', 6, 7, 8, 9, 10]);
  });
});

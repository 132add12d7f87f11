import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '@/lib/search-params';

describe('parseSearch', () => {
  it('reads every value as the plain text of the URL', () => {
    expect(parseSearch('?k=1234&orgCode=00012345&flag=true&empty=&name=%E5%8D%8E%E4%B8%9C+%E6%B3%B5')).toEqual({
      k: '1234',
      orgCode: '00012345',
      flag: 'true',
      empty: '',
      name: '华东 泵',
    });
    expect(parseSearch('k=%221234%22')).toEqual({ k: '"1234"' });
    expect(parseSearch('')).toEqual({});
  });

  it('reads a repeated key as an array', () => {
    expect(parseSearch('?id=1&id=2&id=3')).toEqual({ id: ['1', '2', '3'] });
  });

  it('never lets a key named __proto__ reach the prototype', () => {
    const search = parseSearch('?__proto__=x');
    expect(Object.getPrototypeOf(search)).toBe(Object.prototype);
    expect(Object.hasOwn(search, '__proto__')).toBe(true);
  });
});

describe('stringifySearch', () => {
  it('writes strings as they are, numbers and booleans as text, and skips empty values', () => {
    expect(stringifySearch({ k: '1234', page: 2, limit: 20, on: true, gone: undefined, none: null })).toBe(
      '?k=1234&page=2&limit=20&on=true',
    );
    expect(stringifySearch({ redirect: '/mechanism/list?orgCode=12345678' })).toBe('?redirect=%2Fmechanism%2Flist%3ForgCode%3D12345678');
    expect(stringifySearch({})).toBe('');
  });

  it('writes an array as repeated keys, and reads it back', () => {
    const text = stringifySearch({ id: ['1', '2'] });
    expect(text).toBe('?id=1&id=2');
    expect(parseSearch(text)).toEqual({ id: ['1', '2'] });
  });

  it('round-trips text that looks like JSON unchanged', () => {
    const search = { k: '1234', q: '"quoted"', list: '[1,2]', t: 'true', n: 'null' };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });
});

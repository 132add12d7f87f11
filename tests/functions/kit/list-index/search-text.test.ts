import { describe, expect, it } from 'vitest';
import { searchText } from '#kit/list-index/search-text';

describe('searchText', () => {
  it('lower-cases Latin text', () => {
    expect(searchText('Sinopec ZH-01')).toBe('sinopec zh-01');
  });

  it('keeps Chinese and mixed text as the filters compare it', () => {
    expect(searchText('镇海炼化')).toBe('镇海炼化');
    expect(searchText('镇海 ABC')).toBe('镇海 abc');
  });
});

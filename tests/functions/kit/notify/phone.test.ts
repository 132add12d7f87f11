import { describe, expect, it } from 'vitest';
import { maskPhone, toE164 } from '#kit/notify/phone';

describe('toE164', () => {
  it.each([
    ['13800138000', '+8613800138000'],
    ['138-0013-8000', '+8613800138000'],
    ['8613800138000', '+8613800138000'],
    ['008613800138000', '+8613800138000'],
    ['+86 138 0013 8000', '+8613800138000'],
    ['+85291234567', '+85291234567'],
  ])('writes %s as %s', (phone, e164) => {
    expect(toE164(phone)).toBe(e164);
  });

  it.each(['', '12345', '010-12345678', '23800138000', '+0123456789', 'abc'])('cannot place %o', (phone) => {
    expect(toE164(phone)).toBeUndefined();
  });

  it('masks all but the country code and the last four digits', () => {
    expect(maskPhone('+8613800138000')).toBe('+86138****8000');
    expect(maskPhone('1234')).toBe('****');
  });
});

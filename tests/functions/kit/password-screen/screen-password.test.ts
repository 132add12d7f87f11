import { describe, expect, it } from 'vitest';
import { screenPassword } from '#kit/password-screen/screen-password';

const CLASSES = ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz', '0123456789', '!@#$%^&*?-_=+'];
const ALL = CLASSES.join('');

/** Seeded (mulberry32), so the sample is the same every run: about 1 in 150,000 truly random passwords spells 'sddp'. */
function seededRandom(seed: number) {
  return (below: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}
const random = seededRandom(20_240_601);
const randomPassword = (length: number) =>
  [
    ...CLASSES.map((chars) => chars[random(chars.length)]),
    ...Array.from({ length: length - CLASSES.length }, () => ALL[random(ALL.length)]),
  ].join('');

const casings = (password: string) => [password, password.toLowerCase(), password.toUpperCase()];

describe('screenPassword: the common-password list', () => {
  it.each(['Password123!', 'Welcome@2024', 'Abc@123456', 'P@ssw0rd', 'Qwerty1!', 'a123456!'])('refuses %s in any case', (password) => {
    for (const variant of casings(password)) expect(screenPassword(variant), variant).toBe('validation.password.common');
  });

  it('refuses a listed password followed by any digits and symbols', () => {
    for (const password of ['Password!2024#', 'Welcome2024!!', 'Dragon@@@1', 'Monkey_2025']) {
      expect(screenPassword(password), password).toBe('validation.password.common');
    }
  });

  it('looks at bases of three letters or more only, and strips only the end', () => {
    // 'ab' and 'qq' are listed, but two letters before random digits are not a guessable base.
    expect(screenPassword('Ab#83920175')).toBeUndefined();
    expect(screenPassword('Qq@20242024')).toBeUndefined();
    expect(screenPassword('Xyz@83920175')).toBe('validation.password.common');
    expect(screenPassword('2024@Qmzvtr')).toBeUndefined();
  });

  it('accepts strong random passwords', () => {
    const passwords = Array.from({ length: 2_000 }, () => randomPassword(12 + random(9)));
    expect(
      passwords.filter((password) => screenPassword(password, { userCode: 'u_1234abcd', linkman: '测试用户', orgName: '测试机构' })),
    ).toEqual([]);
    for (const password of ['Xy7!kq2Lm', 'Brand#New1', 'Qmzvtr1!', 'Changed#Kq11'])
      expect(screenPassword(password), password).toBeUndefined();
  });
});

describe('screenPassword: the account and the platform', () => {
  const context = { userCode: 'zhangwei88', linkman: 'Zhang Wei', orgName: 'Sinopec' };

  it.each([
    ['Sinopec@2024', context],
    ['sINOPEC#Qv93', context],
    ['Sino-pec_Qv93!', context],
    ['Qv93!Zhangwei88', context],
    ['Zhang#Qv93kx', context],
    ['王伟Qv93kx#7', { linkman: '王伟' }],
    ['Qv93kx#中国石化', { orgName: '中国石化' }],
    ['Ｓｉｎｏｐｅｃ#Qv93', context],
    ['Sddp#Qv93kx', {}],
    ['SUPPLIER-digital_delivery9!', {}],
    ['供应商数字化交付管理平台1!', {}],
  ])('refuses %s as personal', (password, own) => {
    expect(screenPassword(password, own)).toBe('validation.password.personal');
  });

  it('reports a personal word before a listed password', () => {
    expect(screenPassword('Password123!', { userCode: 'password' })).toBe('validation.password.personal');
  });

  it('ignores terms too short to mean anything: under four characters, or one CJK character', () => {
    const short = { userCode: 'wxy', linkman: 'Li Na', orgName: '王' };
    for (const password of ['Wxy#Qv93kx7', 'Li#Qv93kxNa', '王Qv93kx#7', 'Na!Qv93kx7'])
      expect(screenPassword(password, short), password).toBeUndefined();
    expect(screenPassword('Lina#Qv93kx', short)).toBe('validation.password.personal');
  });

  it('ignores absent and empty values', () => {
    expect(screenPassword('Qv93kx#Lm7', { userCode: '', linkman: '  ', orgName: '--' })).toBeUndefined();
  });
});

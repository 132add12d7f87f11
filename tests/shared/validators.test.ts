import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  accountLoginInput,
  emailList,
  extensionLoginInput,
  forgotPasswordInput,
  mobilePhone,
  newPassword,
  noticeInput,
  orgCreateInput,
  otherOrgCreateInput,
  passwordPair,
  scoreUpdateInput,
  auditSaveInput,
  userCode,
  userDetailInput,
  EMAIL_WITH_TLD_PATTERN,
  CONTACT_PHONE_PATTERN,
  profileInput,
  userFormInput,
} from '@sddp/shared';

const KEY = 'k'.repeat(43);

const firstError = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('password policy (spec §5)', () => {
  it.each([
    ['Abcdef1!', undefined],
    ['abcdef12', 'validation.password.classes'],
    ['abcdefg!1', undefined],
    ['ABCDEFG1', 'validation.password.classes'],
    ['Ab1!', 'validation.password.length'],
    ['Abcdefghijk1234567890!', 'validation.password.length'],
    ['', 'validation.password.required'],
    // Common passwords meet the rules: only the server screens them (functions/src/kit/password-screen).
    ['P@ssw0rd1', undefined],
    ['Password123!', undefined],
  ])('%s → %s', (password, message) => {
    expect(firstError(newPassword, password)).toBe(message);
  });

  it('requires a confirmation equal to the password', () => {
    const pair = passwordPair({ password: 'pwd', confirm: 'pwd2' });
    expect(firstError(pair, { pwd: 'Abcdef1!', pwd2: '' })).toBe('validation.password.confirmRequired');
    expect(firstError(pair, { pwd: 'Abcdef1!', pwd2: 'Abcdef1?' })).toBe('validation.password.mismatch');
    expect(pair.safeParse({ pwd: 'Abcdef1!', pwd2: 'Abcdef1!' }).success).toBe(true);
  });
});

describe('login validators', () => {
  it('trims the username and requires a 4-character captcha', () => {
    const parsed = accountLoginInput.parse({ username: '  alice ', password: 'h', captcha: 'ab12', key: KEY });
    expect(parsed.username).toBe('alice');
    expect(firstError(accountLoginInput, { username: ' ', password: 'h', captcha: 'ab12', key: KEY })).toBe('validation.username.required');
    expect(firstError(accountLoginInput, { username: 'a', password: 'h', captcha: 'ab1', key: KEY })).toBe('validation.captcha.length');
  });

  it.each([
    ['13812345678', true],
    ['18912345678', true],
    ['14512345678', true],
    ['14612345678', false],
    ['15412345678', false],
    ['16612345678', true],
    ['17212345678', false],
    ['19812345678', true],
    ['1381234567', false],
    ['23812345678', false],
  ])('mobile %s valid: %s', (phone, valid) => {
    expect(mobilePhone.safeParse(phone).success).toBe(valid);
  });

  it('extension numbers are up to four digits', () => {
    expect(extensionLoginInput.safeParse({ fenjihao: '1234' }).success).toBe(true);
    expect(firstError(extensionLoginInput, { fenjihao: '12345' })).toBe('validation.extension.format');
    expect(firstError(extensionLoginInput, { fenjihao: '12a' })).toBe('validation.extension.format');
    expect(firstError(extensionLoginInput, { fenjihao: '' })).toBe('validation.extension.required');
  });

  it('forgot password needs the account and a well-formed e-mail', () => {
    expect(firstError(forgotPasswordInput, { userCode: '', email: 'a@b.cn' })).toBe('validation.userCode.required');
    expect(firstError(forgotPasswordInput, { userCode: 'a', email: 'nope' })).toBe('validation.email.address');
  });
});

describe('other forms', () => {
  it('email lists are space separated and normalised', () => {
    const list = emailList('bad');
    expect(list.parse('  a@b.cn   c@d.com ')).toBe('a@b.cn c@d.com');
    expect(list.safeParse('a@b.cn nope').success).toBe(false);
    expect(list.parse(undefined)).toBe('');
  });

  it('the user-detail e-mail list needs a 2–6 letter top-level domain', () => {
    expect(EMAIL_WITH_TLD_PATTERN.test('a@b.company')).toBe(false);
    expect(userDetailInput.safeParse({ linkman: 'a', linkPhone: '13900001111', email: 'a@b.cn', email2: 'x@y.abcdefg' }).success).toBe(
      false,
    );
    expect(
      userDetailInput.safeParse({ linkman: 'a', linkPhone: '13900001111', email: 'a@b.cn', email2: 'x@y.com', version: 1 }).success,
    ).toBe(true);
  });

  it('a contact phone is 7–20 digits, grouped as people write them, with an optional extension, in every form', () => {
    for (const phone of [
      '13900001111',
      '010-6552 1234',
      '+86 10 6552 1234',
      '(010) 6552-1234',
      '0571-8888888 转 8001',
      '021 5555 0000 ext. 12',
    ])
      expect(CONTACT_PHONE_PATTERN.test(phone), phone).toBe(true);
    for (const phone of ['abc', '12345', '123456', '1390000111a', '1'.repeat(21), '139-0000-1111 ext'])
      expect(CONTACT_PHONE_PATTERN.test(phone), phone).toBe(false);
    const detail = { linkman: 'a', email: 'a@b.cn', version: 1 };
    for (const schema of [userDetailInput, profileInput])
      expect(firstError(schema, { ...detail, linkPhone: 'abc' })).toBe('validation.linkPhone.format');
    expect(firstError(userFormInput, { linkman: 'a', userCode: 'abc', email: 'a@b.cn', linkPhone: '12345' })).toBe(
      'validation.linkPhone.format',
    );
  });

  it('login accounts allow letters, digits, underscore, @, . and -', () => {
    expect(userCode.safeParse('a.b-c_d@e').success).toBe(true);
    expect(firstError(userCode, 'a b')).toBe('validation.userCode.format');
  });

  it('standard organisation codes are eight digits; names at most 50 characters', () => {
    const contact = { linkman: '张三', email: 'z@example.com' };
    expect(orgCreateInput.safeParse({ orgCode: '12345678', orgName: 'x', ...contact }).success).toBe(true);
    expect(firstError(orgCreateInput, { orgCode: '1234567', orgName: 'x', ...contact })).toBe('validation.orgCode.digits');
    expect(firstError(orgCreateInput, { orgCode: '123456789', orgName: 'x', ...contact })).toBe('validation.orgCode.max');
    expect(firstError(orgCreateInput, { orgCode: '12345678', orgName: 'x'.repeat(51), ...contact })).toBe('validation.orgName.max');
    // The primary contact: a name, and for a supplier an e-mail (its password goes there); a mobile only if valid.
    expect(firstError(orgCreateInput, { orgCode: '12345678', orgName: 'x', email: 'z@example.com' })).toBe(
      'validation.orgContact.linkmanRequired',
    );
    expect(firstError(orgCreateInput, { orgCode: '12345678', orgName: 'x', linkman: '张三' })).toBe('validation.orgContact.emailRequired');
    expect(firstError(orgCreateInput, { orgCode: '12345678', orgName: 'x', ...contact, mobile: '12345' })).toBe('validation.phone.format');
    expect(otherOrgCreateInput.safeParse({ orgCode: 'DH-1', orgName: 'x', orgType: '80', linkman: '张三' }).success).toBe(true);
    expect(firstError(otherOrgCreateInput, { orgCode: 'CT-1', orgName: 'x', orgType: '20', linkman: '张三' })).toBe(
      'validation.orgContact.emailRequired',
    );
    expect(firstError(otherOrgCreateInput, { orgCode: 'C T', orgName: 'x', orgType: '80', linkman: '张三' })).toBe(
      'validation.orgCode.login',
    );
  });

  it('scores are required integers from 0 to 100', () => {
    const base = { id: 1, score1: 1, score2: 2, score3: 3, score4: 4, score5: 5, score6: 6 };
    expect(scoreUpdateInput.safeParse(base).success).toBe(true);
    expect(firstError(scoreUpdateInput, { ...base, score1: '' })).toBe('validation.score.required');
    expect(firstError(scoreUpdateInput, { ...base, score2: 101 })).toBe('validation.score.range');
    expect(firstError(scoreUpdateInput, { ...base, score3: 1.5 })).toBe('validation.score.range');
  });

  it('notices are checked in the spec order: title, projects, scope, content', () => {
    const base = { title: 't', projectIds: [1], scopeType: '0', scopeRoles: ['10'], scopeOrgs: [], content: '<p>x</p>' };
    expect(firstError(noticeInput, { ...base, title: '', projectIds: [] })).toBe('validation.notice.title');
    expect(firstError(noticeInput, { ...base, projectIds: [], scopeRoles: [] })).toBe('validation.notice.projects');
    expect(firstError(noticeInput, { ...base, scopeRoles: [], content: '' })).toBe('validation.notice.scope');
    expect(firstError(noticeInput, { ...base, content: '<p> </p>' })).toBe('validation.notice.content');
    expect(noticeInput.parse(base).topFlg).toBe('1');
  });

  it('audit permissions need a main item, each with a factory object code', () => {
    const base = { projectId: 1, auditRole: 'r', userId: 1, orgId: 1 };
    expect(firstError(auditSaveInput, { ...base, list: [] })).toBe('validation.audit.mainItem');
    expect(firstError(auditSaveInput, { ...base, list: [{ code: 'A', name: '主项A', type: 1, childNodes: [] }] })).toBe(
      'validation.audit.factoryCodes',
    );
  });
});

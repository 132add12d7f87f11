import { beforeAll, describe, expect, it } from 'vitest';
import { getItem, keys, uniqueCode } from '#test/fixtures';
import { createOrgThroughApi, freshOrgCode, listOrgsThroughApi, signedIn, TEST_CONTACT } from '#test/orgs';

const CONTACT_ROW = TEST_CONTACT;

let token: string;
const create = (body: Record<string, unknown>, language?: string) => createOrgThroughApi(token, body, language);
const fieldErrorsOf = (response: { result: unknown }) => (response.result as { fieldErrors: Record<string, string> }).fieldErrors;
/** A free-text code of eight characters with letters in it, unique to the call. */
const textCode = (prefix: string) => `${prefix}${uniqueCode('x').slice(2, 8 - prefix.length + 2)}`.toUpperCase();

beforeAll(async () => {
  token = (await signedIn('admin')).token;
});

describe('POST /org/admin/create: a standard organisation (supplier)', () => {
  it('creates a supplier with an eight-digit code, enabled, and answers its row', async () => {
    const orgCode = await freshOrgCode();
    const orgName = uniqueCode('标准');
    const before = new Date().toISOString();
    const counterBefore = Number((await getItem(keys.counter('org')))?.value ?? 0);
    const response = await create({ orgCode, orgName });
    expect(response.code).toBe(200);
    expect(response.result).toEqual({
      id: expect.any(Number),
      orgCode,
      bpCode: '',
      orgName,
      orgType: '10',
      state: '1',
      createTime: expect.any(String),
      ...CONTACT_ROW,
      primaryUserId: expect.any(Number),
      version: 1,
    });
    expect(response.result.id).toBeGreaterThan(counterBefore);
    expect(response.result.createTime >= before && response.result.createTime <= new Date().toISOString()).toBe(true);
    expect(await getItem(keys.org(response.result.id))).toMatchObject({ orgCode, orgName, orgType: '10', state: '1', version: 1 });
    expect((await listOrgsThroughApi(token, { orgCode })).result.rows).toEqual([response.result]);
  });

  it.each([
    ['seven digits', '1234567', '机构代码为8位数字', 'The organisation code is eight digits'],
    ['nine digits', '123456789', '内容最多 8 个数字', 'At most 8 digits'],
    ['letters', '1234567A', '机构代码为8位数字', 'The organisation code is eight digits'],
    ['nothing', '  ', '请输入机构代码', 'Please enter the organisation code'],
  ])('refuses a code of %s with a localised field error, creating nothing', async (_label, orgCode, zh, en) => {
    const orgName = uniqueCode('refused');
    const inZh = await create({ orgCode, orgName });
    expect(inZh.code).toBe(400);
    expect(fieldErrorsOf(inZh)).toEqual({ orgCode: zh });
    expect(fieldErrorsOf(await create({ orgCode, orgName }, 'en'))).toEqual({ orgCode: en });
    expect(fieldErrorsOf(await create({ orgCode, orgName, orgType: '10' }))).toEqual({ orgCode: zh });
    expect((await listOrgsThroughApi(token, { orgName })).result.total).toBe(0);
  });

  it('needs a name of at most 50 characters', async () => {
    const fifty = `${uniqueCode('n')}${'名'.repeat(40)}`;
    expect(fifty).toHaveLength(50);
    expect((await create({ orgCode: await freshOrgCode(), orgName: fifty })).result).toMatchObject({ orgName: fifty });

    const code = await freshOrgCode();
    expect(fieldErrorsOf(await create({ orgCode: code, orgName: `${fifty}名` }))).toEqual({ orgName: '内容最多 50 个字符' });
    expect(fieldErrorsOf(await create({ orgCode: code, orgName: `${fifty}名` }, 'en'))).toEqual({ orgName: 'At most 50 characters' });
    expect(fieldErrorsOf(await create({ orgCode: code, orgName: ' ' }))).toEqual({ orgName: '请输入机构名称' });
    expect(fieldErrorsOf(await create({ orgCode: code }, 'en'))).toEqual({ orgName: 'Please enter the organisation name' });
    expect(await getItem(keys.orgCodeGuard(code))).toBeUndefined();
  });
});

describe('POST /org/admin/create: other organisations', () => {
  it.each(['20', '80', '90'])('creates an organisation of type %s with a free-text code', async (orgType) => {
    const orgCode = textCode('O-');
    const response = await create({ orgCode, orgName: uniqueCode('其他'), orgType });
    expect(response.code).toBe(200);
    expect(response.result).toMatchObject({ orgCode, orgType, state: '1' });
    expect((await listOrgsThroughApi(token, { orgCode })).result.rows).toMatchObject([{ id: response.result.id, orgType }]);
  });

  it('refuses the operating type 50 and unknown types, and a free-text code over 8 characters', async () => {
    expect(fieldErrorsOf(await create({ orgCode: textCode('T-'), orgName: 'x', orgType: '50' }))).toEqual({ orgType: '请选择机构类型' });
    expect(fieldErrorsOf(await create({ orgCode: textCode('T-'), orgName: 'x', orgType: '30' }, 'en'))).toEqual({
      orgType: 'Please select the organisation type',
    });
    expect(fieldErrorsOf(await create({ orgCode: 'ABCDEFGHI', orgName: 'x', orgType: '20' }))).toEqual({ orgCode: '内容最多 8 个数字' });
  });
});

describe('POST /org/admin/create: one organisation per code', () => {
  it('answers 409 for a code that is taken, in any letter case and by any type', async () => {
    const orgCode = textCode('D-');
    expect((await create({ orgCode, orgName: uniqueCode('first'), orgType: '20' })).code).toBe(200);
    for (const [body, language, message] of [
      [{ orgCode: orgCode.toLowerCase(), orgName: 'second', orgType: '90' }, undefined, '该机构代码已存在'],
      [{ orgCode, orgName: 'second', orgType: '80' }, 'en', 'This organisation code already exists'],
    ] as const) {
      const response = await create(body, language);
      expect(response).toMatchObject({ code: 409, message });
    }
    expect((await listOrgsThroughApi(token, { orgCode })).result.total).toBe(1);

    const supplierCode = await freshOrgCode();
    expect((await create({ orgCode: supplierCode, orgName: 'a' })).code).toBe(200);
    expect(await create({ orgCode: supplierCode, orgName: 'b' })).toMatchObject({ code: 409, message: '该机构代码已存在' });
  });

  it('lets exactly one of two concurrent creates with the same code through; the other answers 409', async () => {
    const orgCode = await freshOrgCode();
    const responses = await Promise.all([
      create({ orgCode, orgName: uniqueCode('left') }),
      create({ orgCode, orgName: uniqueCode('right') }),
    ]);
    expect(responses.map((response) => response.code).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.code === 409)?.message).toBe('该机构代码已存在');
    const listed = await listOrgsThroughApi(token, { orgCode });
    expect(listed.result.total).toBe(1);
    expect(listed.result.rows[0]?.id).toBe(responses.find((response) => response.code === 200)?.result.id);
  });

  it('creates one record when the same form is submitted twice at once', async () => {
    const body = { orgCode: await freshOrgCode(), orgName: uniqueCode('double') };
    const responses = await Promise.all([create(body), create(body)]);
    expect(responses.filter((response) => response.code === 200)).toHaveLength(1);
    expect((await listOrgsThroughApi(token, { orgName: body.orgName })).result.total).toBe(1);
    expect((await listOrgsThroughApi(token, { orgCode: body.orgCode })).result.total).toBe(1);
  });
});

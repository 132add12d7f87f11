import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  FALLBACK_MESSAGE,
  captchaLoginInput,
  isMessageKey,
  issueMessage,
  noticeInput,
  orgCreateInput,
  otherOrgCreateInput,
  partnerSaveInput,
  pageQuery,
  projectCreateInput,
  scoreUpdateInput,
  userFormInput,
} from '@sddp/shared';

/**
 * zod/mini loads no locale: every message a shared schema yields must be one of our catalogue keys,
 * never zod's own text ('Invalid input', or classic zod's English), for the forms and the server alike.
 */
const messagesOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  // The key each issue names (a range message also carries its numbers: see the last test).
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || '_', issueMessage(issue).key]));
};

describe('shared schemas report message keys, not zod text', () => {
  it('missing fields', () => {
    expect(messagesOf(orgCreateInput, {})).toMatchObject({
      orgCode: 'validation.orgCode.required',
      orgName: 'validation.orgName.required',
      linkman: 'validation.orgContact.linkmanRequired',
      email: 'validation.orgContact.emailRequired',
    });
    expect(messagesOf(captchaLoginInput, {})).toMatchObject({
      username: 'validation.username.required',
      password: 'validation.password.required',
      captcha: 'validation.captcha.required',
    });
    expect(messagesOf(scoreUpdateInput, { id: 1 })).toMatchObject({ score1: 'validation.score.required' });
    // Classic zod answered these in English ('Invalid input: expected string, received undefined').
    expect(messagesOf(noticeInput, {})).toMatchObject({ title: 'validation.notice.title', content: 'validation.notice.content' });
    expect(messagesOf(partnerSaveInput, { name: 'A partner' })).toEqual({ callbackUrl: 'validation.sso.callbackUrl' });
  });

  it('wrong types', () => {
    expect(messagesOf(orgCreateInput, { orgCode: 12345678, orgName: ['x'], linkman: {}, email: true })).toMatchObject({
      orgCode: 'validation.orgCode.required',
      orgName: 'validation.orgName.required',
      linkman: 'validation.orgContact.linkmanRequired',
      email: 'validation.orgContact.emailRequired',
    });
    expect(messagesOf(pageQuery, { page: 'one', limit: true })).toEqual({
      page: 'validation.wholeNumber',
      limit: 'validation.wholeNumber',
    });
    expect(messagesOf(scoreUpdateInput, { id: 1, score1: 'ten', score2: 1.5, score3: 101 })).toMatchObject({
      score1: 'validation.score.range',
      score2: 'validation.score.range',
      score3: 'validation.score.range',
    });
  });

  it('too long', () => {
    const long = 'x'.repeat(10_000);
    expect(messagesOf(orgCreateInput, { orgCode: '12345678', orgName: long, linkman: long, email: 'a@b.cn' })).toMatchObject({
      orgName: 'validation.orgName.max',
      linkman: 'validation.tooLong',
    });
    expect(messagesOf(projectCreateInput, { projectName: long, projectNameEn: 'P', indexUrl: 'https://a.cn' })).toMatchObject({
      projectName: 'validation.projectName.max',
    });
  });

  it('enum options', () => {
    expect(messagesOf(otherOrgCreateInput, { orgCode: 'c1', orgName: 'n', orgType: '99', linkman: 'l' })).toMatchObject({
      orgType: 'validation.orgType.required',
    });
    expect(messagesOf(projectCreateInput, { projectName: 'p', projectNameEn: 'P', indexUrl: 'https://a.cn', state: 'x' })).toMatchObject({
      state: 'validation.projectState.required',
    });
  });

  it('an issue a schema names no key for reads as the generic key', () => {
    // userFormInput.permissionType gives no message of its own: a wrong option, a non-object body.
    expect(messagesOf(userFormInput, { permissionType: ['nope'] })['permissionType.0']).toBe(FALLBACK_MESSAGE);
    expect(messagesOf(userFormInput, 'not an object')).toEqual({ _: FALLBACK_MESSAGE });
    expect(messagesOf(z.object({ n: z.number().check(z.gte(1)) }), { n: 0 })).toEqual({ n: FALLBACK_MESSAGE });
    expect(isMessageKey(FALLBACK_MESSAGE)).toBe(true);
  });

  it('every message is a catalogue key for hostile bodies', () => {
    const bodies: unknown[] = [{}, null, [], 'x', { orgCode: [1], orgName: { a: 1 }, email: 5, mobile: false, orgType: 7 }];
    for (const schema of [
      orgCreateInput,
      otherOrgCreateInput,
      captchaLoginInput,
      noticeInput,
      partnerSaveInput,
      userFormInput,
    ] as z.ZodMiniType[]) {
      for (const body of bodies) {
        for (const message of Object.values(messagesOf(schema, body))) expect(isMessageKey(message), message).toBe(true);
      }
    }
  });
});

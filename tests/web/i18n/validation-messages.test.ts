import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  DEFAULT_PASSWORD_POLICY,
  ENDPOINTS,
  LANGUAGES,
  formatMessage,
  issueMessage,
  issueParams,
  messageWithParams,
  passwordMessageParams,
} from '@sddp/shared';
import { changeLanguage, i18n } from '@/i18n';
import { translateMessage } from '@/i18n/translate-message';
import { formResolver } from '@/lib/forms/form-resolver';

/** Values past any bound a field may have: too long, too big, too small, too many, the wrong type. */
const OUT_OF_BOUNDS: unknown[] = ['x'.repeat(20_000), 10 ** 15, -(10 ** 15), 1.5, '', Array.from({ length: 5_000 }, () => 'x'), true];

/** Every validation issue the contract's input schemas raise for those values, field by field. */
function everyIssue(): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  for (const endpoint of ENDPOINTS) {
    const shape = (endpoint.input as unknown as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape;
    for (const field of Object.keys(shape ?? {})) {
      for (const value of OUT_OF_BOUNDS) {
        const parsed = z.safeParse(endpoint.input as z.ZodMiniType, { [field]: value });
        if (!parsed.success) issues.push(...parsed.error.issues);
      }
    }
  }
  return issues;
}

describe('validation messages, as forms and responses show them', () => {
  const issues = everyIssue();

  it.each(LANGUAGES)(
    'name every number they promise, in %s: no {{placeholder}} is left in any message the contract can raise',
    async (language) => {
      await changeLanguage(language);
      const t = i18n.getFixedT(language);
      const leftovers = new Set<string>();
      for (const issue of issues) {
        const shown = translateMessage(t, messageWithParams(issue.message, issueParams(issue)))!;
        if (/\{\{|\}\}/.test(shown)) leftovers.add(`${issue.message} (${issue.code}) → ${shown}`);
      }
      expect(issues.length).toBeGreaterThan(500);
      expect([...leftovers]).toEqual([]);
    },
  );

  it.each(LANGUAGES)('in a response (%s): the server has every number its message names', (language) => {
    // What the envelope adds to every message (functions/src/http/envelope.ts): the password policy's numbers.
    const everywhere = passwordMessageParams(DEFAULT_PASSWORD_POLICY);
    const asWritten = new Proxy({}, { get: (_, name) => `{{${String(name)}}}` });
    const missing = new Set<string>();
    for (const issue of issues) {
      const { key, params } = issueMessage(issue);
      const names = [...formatMessage(language, key, asWritten).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
      for (const name of names) if (!(name in params) && !(name in everywhere)) missing.add(`${key}: {{${name}}}`);
    }
    expect([...missing]).toEqual([]);
  });

  it('a form field over its limit says the limit: formResolver keeps the number, translateMessage renders it (zh and en)', async () => {
    const resolver = formResolver(z.object({ title: z.string().check(z.maxLength(50, { error: 'validation.tooLong' })) }));
    const result = await resolver({ title: 'x'.repeat(51) }, undefined, { fields: {}, shouldUseNativeValidation: false });
    const message = (result.errors as { title?: { message?: string } }).title?.message;
    expect(translateMessage(i18n.getFixedT('zh'), message)).toBe('内容最多 50 个字符');
    expect(translateMessage(i18n.getFixedT('en'), message)).toBe('At most 50 characters');
    await changeLanguage('zh');
  });

  it('leaves a translated sentence with a question mark as it is', () => {
    expect(translateMessage(i18n.getFixedT('zh'), '确定要删除吗？100%?')).toBe('确定要删除吗？100%?');
  });
});

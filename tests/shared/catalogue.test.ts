import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, en as enTable, formatMessage, isMessageKey, passwordMessageParams, zh as zhTable } from '@sddp/shared';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the zh/en catalogue', () => {
  const zh = new Map(leaves(zhTable as unknown as Tree));
  const en = new Map(leaves(enTable as unknown as Tree));

  it('has the same keys in both languages, none empty', () => {
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    for (const [key, text] of [...zh, ...en]) expect(text.trim(), key).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    for (const [key, text] of zh) expect(placeholders(en.get(key)!), key).toEqual(placeholders(text));
  });

  it('formats parameters and falls back to the key for unknown keys', () => {
    expect(formatMessage('en', 'validation.audit.factoryCodes', { name: 'P-101' })).toBe(
      'Please add factory object codes to main item "P-101"!',
    );
    expect(formatMessage('zh', 'message.resetPassword.success', { email: 'li@example.com' })).toContain('li@example.com');
    expect(formatMessage('zh', 'no.such.key')).toBe('no.such.key');
    expect(isMessageKey('error.loginFailed')).toBe(true);
    expect(isMessageKey('error')).toBe(false);
  });

  it('carries the spec messages verbatim where the spec gives them', () => {
    expect(formatMessage('zh', 'validation.password.mismatch')).toBe('两次输入密码不一致!');
    const policy = passwordMessageParams(DEFAULT_PASSWORD_POLICY);
    expect(formatMessage('en', 'validation.password.length', policy)).toBe('Password length incorrect, should be 8-20 characters');
    expect(formatMessage('zh', 'validation.password.classes', policy)).toBe(
      '密码字符类型不足，请从大写字母、小写字母、数字、特殊字符中至少选择3种',
    );
    expect(formatMessage('zh', 'validation.upload.format')).toBe('当前上传文件仅支持xlsx和xls格式！');
    expect(formatMessage('zh', 'message.sendPassword.success')).toBe('发送密码成功');
  });
});

import type { LogChange } from '@sddp/shared';

/** Fields whose values never reach the log, whatever a route passes (passwords, hashes, tokens, keys, secrets). */
const SECRET = /pass|pwd|hash|token|secret|salt|key|captcha|code$/i;
const NOT_SECRET = new Set(['userCode', 'orgCode', 'bpCode', 'postCode']);
export const isSecretField = (field: string) => !NOT_SECRET.has(field) && SECRET.test(field);

const MAX_VALUE = 500;

function shown(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(shown).join(',');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

/** The fields whose values differ between two versions of a record, as text; secrets are left out. */
export function changesBetween<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): LogChange[] {
  return fields
    .filter((field) => !isSecretField(field))
    .map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }))
    .filter((change) => change.before !== change.after);
}

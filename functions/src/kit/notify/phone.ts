/**
 * E.164 for SNS: `+` and digits. A mainland mobile number (11 digits from 1) gets +86; `0086…` and
 * `86…` become `+86…`; a number already in `+` form is kept. Separators are ignored.
 */
export function toE164(phone: string): string | undefined {
  const compact = phone.replace(/[\s\-().]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return compact;
  if (/^00[1-9]\d{6,14}$/.test(compact)) return `+${compact.slice(2)}`;
  if (/^1[3-9]\d{9}$/.test(compact)) return `+86${compact}`;
  if (/^861[3-9]\d{9}$/.test(compact)) return `+${compact}`;
  return undefined;
}

/** Enough of a number to tell messages apart in the log: +86138****8000. */
export function maskPhone(phone: string): string {
  return phone.length > 8 ? `${phone.slice(0, -8)}****${phone.slice(-4)}` : '****';
}

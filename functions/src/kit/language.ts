import { DEFAULT_LANGUAGE, type Language } from '@sddp/shared';

/** zh unless the caller prefers English (Accept-Language, as the web client sends it). */
export function languageOf(headers: Record<string, string | undefined>): Language {
  const preferred = (headers['accept-language'] ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (preferred.startsWith('en')) return 'en';
  if (preferred.startsWith('zh')) return 'zh';
  return DEFAULT_LANGUAGE;
}

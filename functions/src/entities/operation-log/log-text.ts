import { formatMessage, type Language, type MessageKey } from '@sddp/shared';
import { underCurrentNames } from '#kit/db/earlier-names';

/** Parameter names rows written before the server spoke English store (`{{weihao}}` is `{{tagNumber}}` now). */
const EARLIER_PARAM_NAMES = { weihao: 'tagNumber' } as const;

/** A stored row's text in the reader's language; rows older than the message keys keep their stored text. */
export function logTextOf(item: Record<string, unknown>, language: Language): string {
  const key = String(item.logKey ?? '');
  if (!key) return String(item.log ?? '');
  const params = underCurrentNames((item.logParams ?? {}) as Record<string, string>, EARLIER_PARAM_NAMES);
  return formatMessage(language, key as MessageKey, params);
}

import type { TFunction } from 'i18next';
import { splitMessage } from '@sddp/shared';
import { i18n } from './index';

/**
 * Validation errors carry catalogue keys ('validation.captcha.length'), with the numbers they name when
 * there are any ('validation.tooLong?max=50', see formResolver); server field errors arrive already
 * translated. Translate the former, pass the latter through.
 */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const { key, params } = splitMessage(message);
  return i18n.exists(key) ? (t as unknown as (key: string, params: Record<string, string>) => string)(key, params) : message;
}

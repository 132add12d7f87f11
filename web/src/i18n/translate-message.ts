import type { TFunction } from 'i18next';
import { i18n } from './index';

/**
 * Validation errors carry catalogue keys ('validation.captcha.length'); server field errors arrive
 * already translated. Translate the former, pass the latter through.
 */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return i18n.exists(message) ? (t as unknown as (key: string) => string)(message) : message;
}

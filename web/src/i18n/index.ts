import {
  DEFAULT_LANGUAGE,
  DEFAULT_PASSWORD_POLICY,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  passwordMessageParams,
  type Language,
  type PasswordPolicy,
} from '@sddp/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, storedLanguage } from './language';
import { RESOURCES } from './resources';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: RESOURCES,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'translation',
  // Password messages carry the policy's numbers ({{passwordMin}}, …); the deployed policy replaces these.
  interpolation: { escapeValue: false, defaultVariables: passwordMessageParams(DEFAULT_PASSWORD_POLICY) },
  returnNull: false,
  initAsync: false,
});

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

/** Renders every password message with the deployed policy's numbers from now on. */
export function applyPasswordPolicyMessages(policy: PasswordPolicy): void {
  const interpolation = i18n.options.interpolation ?? {};
  // Mutated in place: the translator and the interpolator hold this same object.
  interpolation.defaultVariables = Object.assign(interpolation.defaultVariables ?? {}, passwordMessageParams(policy));
}

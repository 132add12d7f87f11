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
import { loadMessages } from './load-messages';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // Filled per language as it is needed (load-messages.ts); no language ships in the entry chunk.
  resources: {},
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'translation',
  // Password messages carry the policy's numbers ({{passwordMin}}, …); the deployed policy replaces these.
  interpolation: { escapeValue: false, defaultVariables: passwordMessageParams(DEFAULT_PASSWORD_POLICY) },
  returnNull: false,
  initAsync: false,
});

/** Settles once the active language's messages are in; main.tsx renders the app after it. */
export const i18nReady: Promise<void> = ensureMessages(currentLanguage());

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches once the language's messages are in, so no screen renders keys meanwhile; rejects (and stays) when they cannot be fetched. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureMessages(language);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

/** Starts fetching a language the user is about to pick (a switch in view), so the switch itself is instant. */
export function preloadLanguage(language: Language): void {
  loadMessages(language).catch(() => undefined);
}

async function ensureMessages(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loadMessages(language));
}

/** Renders every password message with the deployed policy's numbers from now on. */
export function applyPasswordPolicyMessages(policy: PasswordPolicy): void {
  const interpolation = i18n.options.interpolation ?? {};
  // Mutated in place: the translator and the interpolator hold this same object.
  interpolation.defaultVariables = Object.assign(interpolation.defaultVariables ?? {}, passwordMessageParams(policy));
}

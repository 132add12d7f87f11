import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_PASSWORD_POLICY,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  passwordMessageParams,
  type Language,
  type PasswordPolicy,
} from '@sddp/shared';
import { isLanguage, storedLanguage } from './language';
import { loadMessages } from './load-messages';
import type { Tier } from './tiers';

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

/** The tiers (tiers.ts) every language in use needs: public always, workspace from the first signed-in screen on. */
const wantedTiers = new Set<Tier>(['public']);
/** `language:tier` pairs already merged into the translation namespace. */
const merged = new Set<string>();

/** Settles once the active language's public messages are in; main.tsx renders the app after it. */
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
  for (const tier of wantedTiers) loadMessages(language, tier).catch(() => undefined);
}

/**
 * The signed-in screens' messages in the language in use; the signed-in layout (routes/_app.tsx) renders
 * once they are in. From then on a language switch brings both tiers of the new language. Never rejects:
 * should the fetch fail, the screen shows keys rather than nothing (as main.tsx does), and the next
 * navigation asks again.
 */
export function loadWorkspaceMessages(): Promise<void> {
  wantedTiers.add('workspace');
  return ensureMessages(currentLanguage()).catch(() => undefined);
}

/** The delivery screens' messages (issue 29), as loadWorkspaceMessages; from then on a switch brings them too. */
export function loadDeliveryMessages(): Promise<void> {
  wantedTiers.add('delivery');
  return ensureMessages(currentLanguage()).catch(() => undefined);
}

/** Merges every wanted tier of the language into the one namespace (deep: the tiers share groups such as `ui`). */
async function ensureMessages(language: Language): Promise<void> {
  const missing = () => [...wantedTiers].filter((tier) => !merged.has(`${language}:${tier}`));
  // Again until none is missing: the workspace tier may become wanted while the public one is on its way.
  for (let tiers = missing(); tiers.length > 0; tiers = missing()) {
    await Promise.all(
      tiers.map(async (tier) => {
        const messages = await loadMessages(language, tier);
        if (merged.has(`${language}:${tier}`)) return;
        i18n.addResourceBundle(language, 'translation', messages, true, true);
        merged.add(`${language}:${tier}`);
      }),
    );
  }
}

/** Renders every password message with the deployed policy's numbers from now on. */
export function applyPasswordPolicyMessages(policy: PasswordPolicy): void {
  const interpolation = i18n.options.interpolation ?? {};
  // Mutated in place: the translator and the interpolator hold this same object.
  interpolation.defaultVariables = Object.assign(interpolation.defaultVariables ?? {}, passwordMessageParams(policy));
}

import { CATALOGUES, type Catalogue, type Language } from '@sddp/shared';
import type { UiCatalogue } from './ui-catalogue';
import { uiEn } from './ui.en';
import { uiZh } from './ui.zh';

export type Messages = Catalogue & { ui: UiCatalogue };

/** The shared (server) catalogue plus the web-only `ui` branch, one namespace per language. */
export const RESOURCES: Record<Language, { translation: Messages }> = {
  zh: { translation: { ...CATALOGUES.zh, ui: uiZh } },
  en: { translation: { ...CATALOGUES.en, ui: uiEn } },
};

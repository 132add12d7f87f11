import type { Catalogue } from '@sddp/shared';
import type { UiCatalogue } from './ui-catalogue';

/** The shared (server) catalogue plus the web-only `ui` branch: one language's whole namespace. */
export type Messages = Catalogue & { ui: UiCatalogue };

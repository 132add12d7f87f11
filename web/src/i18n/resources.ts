import type { Catalogue } from '@sddp/shared';
import type { UiCatalogue } from './ui-catalogue';

/**
 * One language's whole namespace, typed for `t()`: the shared (server) catalogue plus the web-only `ui`
 * branch. The web ships it in two tiers, without the messages only the server renders (tiers.ts).
 */
export type Messages = Catalogue & { ui: UiCatalogue };

import type { Catalogue } from '@sddp/shared';
import type { UiCatalogue } from './ui-catalogue';

/**
 * The web's messages come in two tiers per language (issue 16; docs/decisions.md, "Message tiers"):
 * - `public`: what a page outside the signed-in layout can show (sign-in, password recovery, URL sign-ins,
 *   the pending steps after sign-in, 401/404), the app shell, and what the shared validators and the API
 *   client produce. Fetched before the first render, on every page.
 * - `workspace`: the rest the web renders; the signed-in layout (routes/_app.tsx) awaits it.
 * - `delivery`: the digital-delivery screens' own (issue 29); their layout (routes/_app/_delivery.tsx) awaits it,
 *   so the other screens do not carry them.
 * - `server`: not shipped at all. The server renders these (mails and SMS, spreadsheet sheets, operation-log
 *   rows) and sends every error as text, never as a key (functions/src/http/envelope.ts).
 * The most specific path listed decides a message's place; anything not listed is `workspace`. A message
 * both tiers need goes to `public`. tests/web/i18n/message-tiers.test.tsx fails when a page outside the
 * layout names a message the public tier lacks, or any web or shared code names one that is not shipped.
 */
export type Tier = 'public' | 'workspace' | 'delivery';
export type Destination = Tier | 'server';

export const MESSAGE_TIERS: Readonly<Record<string, Destination>> = {
  product: 'public',
  route: 'public',
  validation: 'public',
  // Only the delivery screens name these.
  'validation.delivery': 'delivery',
  'ui.delivery': 'delivery',
  'error.delivery.classNotSet': 'delivery',
  notify: 'server',
  import: 'server',
  export: 'server',
  log: 'server',
  auditRole: 'server',
  // Personal notices arrive rendered (functions/src/domains/notice/routes/personal-notices.ts).
  'notice.personal': 'server',
  // Errors: only those the web or the shared validators name; the server's arrive translated.
  error: 'server',
  'error.generic': 'public',
  'error.network': 'public',
  'error.timeout': 'public',
  'error.sessionExpired': 'public',
  'error.navigation': 'public',
  'error.rolesRequired': 'public',
  'error.unauthorizedPage': 'public',
  'error.notFoundPage': 'public',
  'error.captchaWrong': 'public',
  'error.resetLinkInvalid': 'public',
  'error.extensionKeyInvalid': 'public',
  'error.sso': 'public',
  'error.notYetOpen': 'workspace',
  'error.notice.notFound': 'workspace',
  'error.device.pumpNotFound': 'workspace',
  'error.device.tagNotFound': 'workspace',
  // Spec §8 messages: the sign-in, password and first-sign-in ones; the rest are signed-in toasts.
  'message.smsSent': 'public',
  'message.emailCode': 'public',
  'message.forgotPasswordSent': 'public',
  'message.infoCompleted': 'public',
  'message.passwordChanged': 'public',
  'message.passwordExpired': 'public',
  'message.passwordExpiresIn': 'public',
  'message.passwordNotChanged': 'public',
  'message.passwordRequirements': 'public',
  'ui.common': 'public',
  'ui.login': 'public',
  'ui.code': 'public',
  'ui.password': 'public',
  'ui.resetPassword': 'public',
  'ui.findPassword': 'public',
  'ui.forgotPassword': 'public',
  'ui.sso': 'public',
  'ui.authRedirect': 'public',
  'ui.addInfo': 'public',
  'ui.upload': 'public',
};

/** One tier of one language: the part of the nested table whose messages go to that tier. */
export type TierMessages = Record<string, unknown>;

/** Where a message ('ui.login.heading') goes: the entry of its most specific listed path. */
export function destinationOf(key: string): Destination {
  for (let path = key; path; path = path.slice(0, Math.max(path.lastIndexOf('.'), 0))) {
    const destination = MESSAGE_TIERS[path];
    if (destination) return destination;
  }
  return 'workspace';
}

function pick(node: unknown, path: string, tier: Tier): unknown {
  if (typeof node === 'string') return destinationOf(path) === tier ? node : undefined;
  const kept = Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => {
    const picked = pick(child, path ? `${path}.${key}` : key, tier);
    return picked === undefined ? [] : [[key, picked] as const];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/**
 * The messages of `tier` from one language's shared catalogue and UI catalogue. Pure: the tier modules call
 * it at run time in development and tests, and the build (message-tiers-plugin.ts) inlines each tier
 * module's result, so a chunk carries only its tier's strings.
 */
export function pickTier(tier: Tier, catalogue: Catalogue, ui: UiCatalogue): TierMessages {
  return (pick({ ...catalogue, ui }, '', tier) ?? {}) as TierMessages;
}

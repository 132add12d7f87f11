const MIN_CHROMIUM_VERSION = 70;

/** Spec §1: a Chromium browser (Chrome, Edge) at version 70 or later. EdgeHTML is not Chromium. */
export function isRecommendedBrowser(userAgent: string): boolean {
  if (/\bEdge\/\d+/.test(userAgent)) return false;
  const match = /(?:Chrome|Chromium|CriOS|Edg|EdgA|EdgiOS)\/(\d+)/.exec(userAgent);
  return match !== null && Number(match[1]) >= MIN_CHROMIUM_VERSION;
}

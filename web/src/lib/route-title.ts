import type { RouteTitle } from '@sddp/shared';

/** APP_ROUTES titles are `route.` catalogue keys. */
export function routeTitleKey(title: string): `route.${RouteTitle}` {
  return `route.${title as RouteTitle}`;
}

import type { Endpoint } from '@sddp/shared';
import type { Route } from './types';

/** A route whose code is imported on its first call; `load` resolves to the route the module exports. */
export interface LazyRoute extends Route {
  load: () => Promise<Route>;
}

/**
 * The routes a module serves, for a domain's routing table, with the module imported only when one of
 * them is first called (issue 16): a cold start reads the contracts and the middlewares, not every
 * route's code, and the bundle splits each module into its own chunk. The module's exported routes (or
 * arrays of routes) are matched by endpoint; a module that does not export one of them fails its first call (and the
 * contract test, which loads every route).
 */
export function routesIn(importModule: () => Promise<Record<string, unknown>>, ...endpoints: Endpoint[]): LazyRoute[] {
  let module: Promise<Record<string, unknown>> | undefined;
  return endpoints.map((endpoint) => {
    let found: Route | undefined;
    const load = async () => {
      if (found) return found;
      module ??= importModule().catch((error: unknown) => {
        module = undefined;
        throw error;
      });
      const exported = Object.values(await module)
        .flat()
        .find((value) => isRouteFor(value, endpoint));
      if (!exported) throw new Error(`The module loaded for ${endpoint.id} exports no route for it`);
      return (found = exported);
    };
    return { endpoint, load, run: async (call) => (await load()).run(call) } satisfies LazyRoute;
  });
}

function isRouteFor(value: unknown, endpoint: Endpoint): value is Route {
  if (typeof value !== 'object' || value === null) return false;
  return (value as Partial<Route>).endpoint === endpoint;
}

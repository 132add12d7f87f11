import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type MessageKey, isMessageKey } from '@sddp/shared';
import { domainModules } from '#test/domain-handlers';

/** Every domain handler's routes, found on disk. */
const ROUTES_BY_DOMAIN = Object.fromEntries(Object.entries(await domainModules()).map(([domain, module]) => [domain, module.routes]));

describe('the endpoint table', () => {
  it('has unique ids and unique method + path pairs', () => {
    expect(new Set(ENDPOINTS.map((endpoint) => endpoint.id)).size).toBe(ENDPOINTS.length);
    expect(new Set(ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).size).toBe(ENDPOINTS.length);
  });

  it('is served route for route by the domain handlers', () => {
    for (const endpoint of ENDPOINTS) {
      const routes = ROUTES_BY_DOMAIN[endpoint.domain] ?? [];
      expect(
        routes.filter((route) => route.endpoint.id === endpoint.id),
        endpoint.id,
      ).toHaveLength(1);
    }
    const served = Object.values(ROUTES_BY_DOMAIN)
      .flat()
      .map((route) => route.endpoint.id)
      .sort();
    expect(served).toEqual(ENDPOINTS.map((endpoint) => endpoint.id).sort());
  });

  it('loads, for every lazily served route, a module that serves that very endpoint', async () => {
    const routes = Object.values(ROUTES_BY_DOMAIN).flat();
    for (const route of routes) expect((await route.load()).endpoint, route.endpoint.id).toBe(route.endpoint);
  });

  it('names log texts that exist in the catalogue', () => {
    for (const endpoint of ENDPOINTS) {
      for (const key of [endpoint.log, endpoint.logFailure].filter(Boolean) as MessageKey[]) expect(isMessageKey(key), key).toBe(true);
    }
  });

  it('keeps the paths of spec §7', () => {
    expect(ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(
      expect.arrayContaining([
        'GET /cap_img',
        'POST /auth/login',
        'GET /auth/logout',
        'GET /user/info',
        'GET /project/user_project_list',
        'GET /org/admin/list',
        'POST /org/admin/create',
        'POST /org/admin/update',
        'POST /org/admin/state',
        'POST /org/admin/import_gys',
        'GET /project/admin/list_project',
        'POST /project/update_state',
        'GET /project/admin/list_org',
        'GET /project/admin/list_cbs',
        'POST /project/admin/add_org',
        'POST /project/admin/remove_org',
        'POST /project/admin/add_cbs',
        'POST /project/admin/remove_cbs',
        'GET /project/send_pwd_single',
        'GET /project/send_pwd_all',
      ]),
    );
  });
});

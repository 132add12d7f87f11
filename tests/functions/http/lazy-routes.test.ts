import { describe, expect, it } from 'vitest';
import { logout, userInfo, userList } from '@sddp/shared';
import { routesIn } from '#http/lazy-routes';
import { route } from '#http/route';
import { type RouteCall } from '#http/types';

const call = {} as RouteCall<never>;
const moduleServing = (...endpoints: (typeof logout | typeof userInfo)[]) =>
  Object.fromEntries(endpoints.map((endpoint) => [`${endpoint.id}Route`, route(endpoint, async () => endpoint.id as never)]));

describe('routesIn', () => {
  it('imports the module on the first call of one of its routes, once for all of them', async () => {
    let imports = 0;
    const routes = routesIn(
      async () => {
        imports++;
        return moduleServing(logout, userInfo);
      },
      logout,
      userInfo,
    );
    expect(routes.map((served) => served.endpoint)).toEqual([logout, userInfo]);
    expect(imports).toBe(0);
    expect(await routes[1]!.run(call)).toBe(userInfo.id);
    expect(await routes[0]!.run(call)).toBe(logout.id);
    expect(imports).toBe(1);
  });

  it('finds routes exported in an array', async () => {
    const [served] = routesIn(async () => ({ ALL: Object.values(moduleServing(logout)) }), logout);
    expect(await served!.run(call)).toBe(logout.id);
  });

  it('imports again after a failed import rather than failing every later call', async () => {
    let attempts = 0;
    const [served] = routesIn(async () => {
      if (++attempts === 1) throw new Error('chunk not readable');
      return moduleServing(logout);
    }, logout);
    await expect(served!.run(call)).rejects.toThrow('chunk not readable');
    expect(await served!.run(call)).toBe(logout.id);
  });

  it('fails a call whose module serves another endpoint', async () => {
    const [served] = routesIn(async () => moduleServing(logout), userList);
    await expect(served!.load()).rejects.toThrow(/exports no route for/);
  });
});

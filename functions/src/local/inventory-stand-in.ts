import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { escapeHtml, readSmallBody } from './oidc-stand-in-http';
import { closeServer, listen } from './server';

export interface InventoryStandIn {
  /** HUAYUN_URL for the functions. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The accounts registered so far, and who arrived on the inventory page (newest last). */
  registered: ReadonlySet<string>;
  arrivals: readonly string[];
  /** Every API call answered, as 'register <userName>' or 'token <userName>'. */
  calls: readonly string[];
  /** Tests: answer the next calls slowly or with a refusal. */
  behave(behaviour: { delayMs?: number; refuseWith?: string }): void;
  stop(): Promise<void>;
}

/**
 * A small stand-in for the external inventory system (spec §7): POST /thirdparty/register and
 * /thirdparty/token with { userName, clientID, clientSecret }, and the inventory page that shows who arrived.
 */
export async function startInventoryStandIn(port = 0): Promise<InventoryStandIn> {
  const clientId = 'sddp-local';
  const clientSecret = randomBytes(24).toString('base64url');
  const registered = new Set<string>();
  const tokens = new Map<string, string>();
  const arrivals: string[] = [];
  const calls: string[] = [];
  let behaviour: { delayMs?: number; refuseWith?: string } = {};

  const answer = (res: ServerResponse, body: Record<string, unknown>): void => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  async function api(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const body = JSON.parse((await readSmallBody(req)) || '{}') as Record<string, unknown>;
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (behaviour.refuseWith) return answer(res, { code: 500, message: behaviour.refuseWith });
    if (body.clientID !== clientId || body.clientSecret !== clientSecret) return answer(res, { code: 401, message: 'invalid client' });
    const userName = typeof body.userName === 'string' ? body.userName : '';
    if (!userName) return answer(res, { code: 400, message: 'userName required' });
    calls.push(`${path === '/thirdparty/register' ? 'register' : 'token'} ${userName}`);
    if (path === '/thirdparty/register') {
      registered.add(userName);
      return answer(res, { code: 200, message: 'registered' });
    }
    if (!registered.has(userName)) return answer(res, { code: 404, message: `user ${userName} is not registered` });
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, userName);
    return answer(res, { code: 200, message: 'ok', data: token });
  }

  function page(res: ServerResponse, url: URL): void {
    const userName = tokens.get(url.searchParams.get('access_token') ?? '');
    if (userName) {
      tokens.delete(url.searchParams.get('access_token') ?? '');
      arrivals.push(userName);
    }
    const status = userName ? 200 : 401;
    const text = userName ? `Signed in as ${userName}` : 'Invalid or used access token';
    res
      .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Inventory system</title></head><body><main><h1>Inventory system (local stand-in)</h1><p data-testid="inventory-user">${escapeHtml(text)}</p></main></body></html>`,
      );
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'POST' && (url.pathname === '/thirdparty/register' || url.pathname === '/thirdparty/token')) {
      api(req, res, url.pathname).catch(() => answer(res, { code: 400, message: 'bad request' }));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/thirdparty/inventory') return page(res, url);
    res.writeHead(404).end();
  });
  const listening = await listen(server, port);
  return {
    baseUrl: `http://127.0.0.1:${listening}`,
    clientId,
    clientSecret,
    registered,
    arrivals,
    calls,
    behave: (next) => {
      behaviour = next;
    },
    stop: () => closeServer(server),
  };
}

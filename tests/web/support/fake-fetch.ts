import { vi } from 'vitest';
import { API_BASE_PATH, ENDPOINTS } from '@sddp/shared';

export interface FakeReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  /** The body cannot be read: the connection dropped, or the page left, after the headers came. */
  cutOff?: boolean;
}

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Route = (call: FetchCall) => FakeReply | Promise<FakeReply>;

/** Stubs global fetch with a router of `METHOD path` → reply, recording every call. */
export function stubFetch(routes: Record<string, Route>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: input,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const path = new URL(input, 'http://localhost').pathname;
    const route = routes[`${call.method} ${path}`];
    if (!route) throw new TypeError(`Failed to fetch ${call.method} ${path}`);
    const reply = await route(call);
    assertAnswersLikeTheServer(call.method, path, reply);
    const status = reply.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(reply.headers ?? {}),
      json: async () => {
        if (reply.cutOff) throw new TypeError('network error');
        return reply.body;
      },
    } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((call) => call.url.split('?')[0]?.endsWith(path)) };
}

export const envelope = (result: unknown, code = 200, message = 'success'): FakeReply => ({
  status: code,
  body: { code, message, result },
});

/**
 * A fake success must be what the server could answer: its result is parsed with the endpoint's
 * output schema, so a web test cannot drift from the contract (paths outside it are the tests' own).
 */
function assertAnswersLikeTheServer(method: string, path: string, reply: FakeReply): void {
  const body = reply.body as { code?: unknown; result?: unknown } | undefined;
  if ((reply.status ?? 200) !== 200 || body?.code !== 200) return;
  const endpoint = ENDPOINTS.find((candidate) => candidate.method === method && `${API_BASE_PATH}${candidate.path}` === path);
  const parsed = endpoint?.output.safeParse(body.result);
  if (parsed && !parsed.success) {
    throw new Error(`The fake answer of ${endpoint!.id} is outside its contract: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  }
}

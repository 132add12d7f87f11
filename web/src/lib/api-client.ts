import { ERROR_CODE, TIMING, TOKEN_HEADER, type Endpoint, type EndpointInput, type EndpointOutput } from '@sddp/shared';
import { toast } from '@/components/ui/toast';
import { config } from '@/config';
import { currentLanguage, i18n } from '@/i18n';
import { ApiError } from './api-error';
import { currentPath, loginHref } from './session/login-href';
import { clearToken, getToken } from './session/token';

export interface CallOptions {
  /** The caller shows or maps every error itself: no toast, no redirect on 401. */
  quiet?: boolean;
  signal?: AbortSignal;
}

interface Handlers {
  /** The session was lost (401 on a call that carried a token); the token is already cleared. */
  onUnauthorized: () => void;
  onError: (message: string) => void;
}

const handlers: Handlers = {
  onUnauthorized: () => window.location.assign(loginHref(currentPath())),
  onError: toast.error,
};

/** main.tsx swaps in router navigation; tests swap in spies. */
export function configureApiClient(next: Partial<Handlers>): void {
  Object.assign(handlers, next);
}

interface RawEnvelope {
  code?: unknown;
  message?: unknown;
  result?: unknown;
}

export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const token = getToken();
  try {
    const result = await sendRetryingOnceWhenBusy(endpoint, input as Record<string, unknown>, token, options.signal);
    if (config.isDev) warnOnContractDrift(endpoint, result);
    return result as EndpointOutput<E>;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const apiError = toApiError(error);
    if (!options.quiet) report(apiError, token);
    throw apiError;
  }
}

/** Longest wait before the one retry of a 503 (the server asks for about a second). */
const MAX_RETRY_WAIT_MS = 3_000;

/**
 * A 503 means the server wrote nothing and is busy (contention or throttling after its own bounded
 * retries), so the call is repeated once after Retry-After, for reads and writes alike.
 */
async function sendRetryingOnceWhenBusy(
  endpoint: Endpoint,
  input: Record<string, unknown>,
  token: string | undefined,
  signal?: AbortSignal,
) {
  try {
    return await send(endpoint, input, token, signal);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== ERROR_CODE.unavailable || signal?.aborted) throw error;
    await wait(Math.min(MAX_RETRY_WAIT_MS, (error.retryAfterSeconds ?? 1) * 1000), signal);
    return send(endpoint, input, token, signal);
  }
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

async function send(endpoint: Endpoint, input: Record<string, unknown>, token: string | undefined, signal?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMING.requestTimeoutMs);
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  try {
    return await exchange(endpoint, input, token, controller.signal);
  } catch (error) {
    throw timedOut ? new ApiError(0, i18n.t('error.timeout'), { kind: 'timeout' }) : error;
  } finally {
    clearTimeout(timer);
  }
}

async function exchange(endpoint: Endpoint, input: Record<string, unknown>, token: string | undefined, signal: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (token) headers[TOKEN_HEADER] = token;
  let url = `${config.apiBase}${endpoint.path}`;
  let body: string | undefined;
  if (endpoint.method === 'GET') {
    const query = toQueryString(input);
    if (query) url += `?${query}`;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input ?? {});
  }
  const response = await fetch(url, {
    method: endpoint.method,
    headers,
    body,
    signal,
  });
  const envelope = (await response.json().catch(() => undefined)) as RawEnvelope | undefined;
  // A success whose body was cut off (the page left mid-answer, the connection dropped) or is no envelope
  // has told us nothing: it is a failed request, never an empty result.
  if (response.ok && typeof envelope?.code !== 'number') throw networkError();
  const code = typeof envelope?.code === 'number' ? envelope.code : response.status;
  if (code === ERROR_CODE.ok && response.ok) return envelope?.result;
  throw new ApiError(code, messageOf(envelope?.message, code), {
    fieldErrors: fieldErrorsOf(code, envelope?.result),
    retryAfterSeconds: retryAfterOf(response.headers.get('retry-after')),
    current: currentOf(code, envelope?.result),
  });
}

function retryAfterOf(header: string | null): number | undefined {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

function toQueryString(input: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

function messageOf(message: unknown, code: number): string {
  if (typeof message === 'string' && message) return message;
  return code === ERROR_CODE.unauthenticated ? i18n.t('error.sessionExpired') : i18n.t('error.generic');
}

function fieldErrorsOf(code: number, result: unknown): Record<string, string> | undefined {
  if (code !== ERROR_CODE.invalid || !result || typeof result !== 'object') return undefined;
  const fieldErrors = (result as { fieldErrors?: unknown }).fieldErrors;
  return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string>) : undefined;
}

function currentOf(code: number, result: unknown): unknown {
  if (code !== ERROR_CODE.conflict || !result || typeof result !== 'object') return undefined;
  return (result as { current?: unknown }).current;
}

function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : networkError();
}

const networkError = () => new ApiError(0, i18n.t('error.network'), { kind: 'network' });

function report(error: ApiError, token: string | undefined): void {
  // Without a token a 401 is an answer (e.g. a failed sign-in), not a lost session.
  if (error.code === ERROR_CODE.unauthenticated && token) {
    clearToken();
    handlers.onUnauthorized();
    return;
  }
  handlers.onError(error.message);
}

function warnOnContractDrift(endpoint: Endpoint, result: unknown): void {
  const parsed = endpoint.output.safeParse(result);
  if (!parsed.success) console.warn(`[api] ${endpoint.id} answered outside its contract`, parsed.error.issues);
}

import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { clearToken, setToken } from '@/lib/session/token';

/**
 * Every test of the file calls the (faked) API as a signed-in user reading zh; what a test stubbed,
 * spied on or faked (timers, globals, toasts) is undone after it. `toastErrors` shows API errors as
 * toasts, as the app does, for tests that read them.
 */
export function useSignedInApi(options: { toastErrors?: boolean } = {}): void {
  beforeEach(async () => {
    configureApiClient({ onError: options.toastErrors ? (message) => toast.error(message) : vi.fn(), onUnauthorized: vi.fn() });
    setToken('tok-1');
    await changeLanguage('zh');
  });
  afterEach(() => {
    toast.dismiss();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    vi.restoreAllMocks();
    clearToken();
  });
}

/**
 * Every test of the file starts the app signed out, in zh, with nothing stored (token, session and local
 * storage, the query cache); stubs and spies are undone after it.
 */
export function useSignedOutApp(): void {
  beforeEach(async () => {
    configureApiClient({ onError: vi.fn(), onUnauthorized: vi.fn() });
    clearToken();
    sessionStorage.clear();
    localStorage.clear();
    queryClient.clear();
    await changeLanguage('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearToken();
  });
}

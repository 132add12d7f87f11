import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { DEFAULT_LANGUAGE } from '@sddp/shared';
import { changeLanguage, i18nReady, loadDeliveryMessages, loadWorkspaceMessages } from '@/i18n';

// Files share a worker (isolate: false): one that left fake timers on must not hand them to the next.
vi.useRealTimers();

// The app renders once the active language's messages are in (web/src/main.tsx); so do the tests. Screens
// rendered without the signed-in layout get the workspace messages it would have loaded (web/src/i18n/tiers.ts),
// and the delivery screens' tier their layout would have.
await i18nReady;
await loadWorkspaceMessages();
await loadDeliveryMessages();
// …and in the default language, whatever the file before it in this worker switched to.
await changeLanguage(DEFAULT_LANGUAGE);

// findBy…/waitFor give up after this long: sized, like the test timeouts in vitest.config.ts, for a busy machine.
const ASYNC_UTIL_TIMEOUT_MS = 10_000;
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

const { unstable_advanceTimersWrapper } = getConfig();
afterEach(() => {
  cleanup();
  // useFakeClock's bridge to Testing Library belongs to one test.
  delete (globalThis as { jest?: unknown }).jest;
  configure({ unstable_advanceTimersWrapper, asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
});

// jsdom lacks the layout and pointer APIs that Radix primitives call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

if (typeof window.PointerEvent === 'undefined') {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}

const elementProto = window.HTMLElement.prototype;
elementProto.hasPointerCapture ??= () => false;
elementProto.setPointerCapture ??= () => {};
elementProto.releasePointerCapture ??= () => {};
elementProto.scrollIntoView ??= () => {};

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

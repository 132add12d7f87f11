import { vi } from 'vitest';

/**
 * Stubs XMLHttpRequest with one that sends through the global fetch, so the fake-fetch router
 * (stubFetch) answers presigned PUTs too and records them. Before sending it reports upload progress
 * at each of `progressSteps` (fractions of the body size).
 */
export function stubXhrOverFetch(progressSteps: number[] = [0.5]) {
  class FetchBackedXhr {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(body: Blob) {
      void this.run(body);
    }

    private async run(body: Blob) {
      for (const step of progressSteps) {
        await Promise.resolve();
        if (this.aborted) return;
        const total = body.size;
        this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded: total * step, total }));
      }
      try {
        const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
        if (this.aborted) return;
        this.status = response.status;
        this.onload?.();
      } catch {
        if (!this.aborted) this.onerror?.();
      }
    }
  }
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
}

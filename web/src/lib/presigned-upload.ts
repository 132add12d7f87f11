export interface PresignedTarget {
  url: string;
  /** Exactly the headers the URL was signed with (content type, length...). */
  headers: Record<string, string>;
}

export class UploadError extends Error {
  /** The storage's HTTP status, or 0 when the request never got an answer. */
  constructor(readonly status: number) {
    super(status ? `upload failed with HTTP ${status}` : 'upload failed: no answer from storage');
    this.name = 'UploadError';
  }
}

/**
 * PUTs a file straight to object storage. XMLHttpRequest rather than fetch because only it reports
 * upload progress; onProgress gets the sent fraction, 0 to 1.
 */
export function uploadToPresignedUrl(
  upload: PresignedTarget,
  file: Blob,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', abort);

    request.open('PUT', upload.url);
    for (const [name, value] of Object.entries(upload.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      settle();
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve();
      } else reject(new UploadError(request.status));
    };
    request.onerror = () => {
      settle();
      reject(new UploadError(0));
    };
    request.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    request.send(file);
  });
}

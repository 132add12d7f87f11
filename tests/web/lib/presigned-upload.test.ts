import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadError, uploadToPresignedUrl } from '@/lib/presigned-upload';
import { stubFetch, type FakeReply } from '../support/fake-fetch';
import { stubXhrOverFetch } from '../support/fake-xhr';

const target = {
  url: 'https://bucket.example/supplier/obj-1.xlsx?X-Amz-Signature=abc',
  headers: { 'Content-Type': 'application/vnd.ms-excel', 'Content-Length': '4' },
};
const file = () => new Blob([new Uint8Array(4)]);
const storage = (reply: () => FakeReply | Promise<FakeReply>) => stubFetch({ 'PUT /supplier/obj-1.xlsx': reply });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadToPresignedUrl', () => {
  it('PUTs the file to the signed URL with exactly the signed headers', async () => {
    stubXhrOverFetch();
    const fake = storage(() => ({ status: 200, body: null }));
    const body = file();
    await uploadToPresignedUrl(target, body);
    const [url, init] = fake.fetchMock.mock.calls[0]!;
    expect(url).toBe(target.url);
    expect(init).toMatchObject({ method: 'PUT', headers: target.headers, body });
  });

  it('reports the sent fraction, ending at 1', async () => {
    stubXhrOverFetch([0.25, 0.75]);
    storage(() => ({ status: 200, body: null }));
    const onProgress = vi.fn();
    await uploadToPresignedUrl(target, file(), onProgress);
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 0.75, 1]);
  });

  it('rejects with the status when storage refuses the file', async () => {
    stubXhrOverFetch();
    storage(() => ({ status: 403, body: null }));
    const failure = uploadToPresignedUrl(target, file());
    await expect(failure).rejects.toBeInstanceOf(UploadError);
    await expect(failure).rejects.toMatchObject({ status: 403 });
  });

  it('rejects with status 0 when storage never answers', async () => {
    stubXhrOverFetch();
    storage(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(uploadToPresignedUrl(target, file())).rejects.toMatchObject({ name: 'UploadError', status: 0 });
  });

  it('stops when the signal aborts', async () => {
    stubXhrOverFetch();
    const fake = storage(() => new Promise<FakeReply>(() => undefined));
    const controller = new AbortController();
    const upload = uploadToPresignedUrl(target, file(), undefined, controller.signal);
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });

  it('does not start when the signal has already aborted', async () => {
    stubXhrOverFetch();
    const fake = storage(() => ({ status: 200, body: null }));
    await expect(uploadToPresignedUrl(target, file(), undefined, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });
});

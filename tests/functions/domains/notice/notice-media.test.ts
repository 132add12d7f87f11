import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/api-event';
import { getItem, keys } from '#test/fixtures';
import { signedIn } from '#test/orgs';
import { adminToken, detail, freshProjects, handler, insert, noticeBody, open, reader } from './notice-calls';

let token: string;
let projectId: number;

beforeAll(async () => {
  token = await adminToken();
  projectId = (await freshProjects(1))[0]!.id;
});

interface Upload {
  url: string;
  key: string;
  headers: Record<string, string>;
  viewUrl: string;
}
const presign = (body: Record<string, unknown>, as = token) =>
  call<Upload>(handler, { method: 'POST', path: '/work/notice/admin/upload', token: as, body });
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function upload(kind: string, fileName: string, contentType: string, bytes: Buffer) {
  const presigned = (await presign({ kind, fileName, contentType, size: bytes.length })).result;
  const put = await fetch(presigned.url, { method: 'PUT', headers: presigned.headers, body: new Uint8Array(bytes) });
  expect(put.ok).toBe(true);
  return presigned;
}

describe('notice media', () => {
  it('presigns a PUT under fqa/work_notice/ with a key of ours, and a link to show it at once', async () => {
    const image = await upload('image', '../我的 图片.png', 'image/png', PNG);
    expect(image.key).toMatch(/^fqa\/work_notice\/[0-9a-f-]{36}\/我的_图片\.png$/);
    const shown = await fetch(image.viewUrl);
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(PNG);
    expect(shown.headers.get('content-type')).toBe('image/png');
  });

  it("refuses types and sizes outside the kind's rules, and other roles", async () => {
    expect(await presign({ kind: 'image', fileName: 'x.svg', contentType: 'image/svg+xml', size: 10 })).toMatchObject({
      code: 400,
      result: { fieldErrors: { contentType: '不支持该文件类型' } },
    });
    expect(await presign({ kind: 'image', fileName: 'x.png', contentType: 'image/png', size: 11 * 1024 * 1024 })).toMatchObject({
      code: 400,
      result: { fieldErrors: { size: '文件过大' } },
    });
    expect(
      (await presign({ kind: 'image', fileName: 'x.png', contentType: 'image/png', size: 10 }, (await signedIn('user')).token)).code,
    ).toBe(403);
  });

  it('stores the bare keys and signs fresh links on every read, so old notices keep their media', async () => {
    const image = await upload('image', 'a.png', 'image/png', PNG);
    const attachment = await upload('attachment', '报告.pdf', 'application/pdf', Buffer.from('%PDF-1.4'));
    const content = `<p><img src="${image.viewUrl}"></p><p><a href="${attachment.viewUrl}">附件：报告.pdf</a></p>`;
    const notice = (await insert(token, noticeBody([projectId], { content }))).result;
    expect(await getItem(keys.notice(notice.id))).toMatchObject({
      content: `<p><img src="${image.key}" /></p><p><a href="${attachment.key}" target="_blank" rel="noopener noreferrer">附件：报告.pdf</a></p>`,
    });

    const supplier = await reader('10', [projectId]);
    const read = (await open(supplier.token, notice.id)).result.content;
    const [src] = /src="([^"]+)"/.exec(read)!.slice(1);
    const [href] = /href="([^"]+)"/.exec(read)!.slice(1);
    const unescape = (value: string) => value.replace(/&amp;/g, '&');
    expect(Buffer.from(await (await fetch(unescape(src!))).arrayBuffer())).toEqual(PNG);
    const download = await fetch(unescape(href!));
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf");
    // The editor gets signed links too, and saving them back stores the keys again.
    expect((await detail(token, notice.id)).result.content).toContain('X-Amz-Signature');
  });
});

import { describe, expect, it } from 'vitest';
import { sanitiseNoticeHtml } from '#domains/notice/routes/sanitise';

const KEY = 'fqa/work_notice/123e4567-e89b-12d3-a456-426614174000/photo.png';

/** The classic payloads (OWASP XSS filter evasion), each with what may survive. */
const CORPUS: Array<[string, string]> = [
  ['<p>hi<script>alert(1)</script></p>', '<p>hi</p>'],
  ['<SCRIPT SRC=//xss.test/x.js></SCRIPT><p>a</p>', '<p>a</p>'],
  ['<img src=x onerror=alert(1)>', ''],
  ['<img src="javascript:alert(1)">', ''],
  ['<IMG SRC=JaVaScRiPt:alert(1)>', ''],
  ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
  ['<svg onload=alert(1)><p>a</p></svg>', '<p>a</p>'],
  ['<svg><script>alert(1)</script></svg>', ''],
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="JAVASCRIPT:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="&#106;&#97;vascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="&#x6A;avascript&#x3A;alert(1)">x</a>', '<a>x</a>'],
  ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
  ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
  ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['<a href="//evil.test/">x</a>', '<a>x</a>'],
  [
    '<a href="https://ok.test/?a=1&b=2" onclick="alert(1)" onmouseover="alert(1)">ok</a>',
    '<a href="https://ok.test/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">ok</a>',
  ],
  ['<iframe src="https://evil.test"></iframe>', ''],
  ['<iframe src="https://www.youtube.com/embed/x"></iframe>', ''],
  ['<object data="x.swf"></object><embed src="x.swf">', ''],
  ['<p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
  ['<p style="width: expression(alert(1))">s</p>', '<p>s</p>'],
  ['<style>@import "x.css";</style><p>t</p>', '<p>t</p>'],
  ['<body onload=alert(1)><p>b</p></body>', '<p>b</p>'],
  ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
  ['<form action="javascript:alert(1)"><input type="submit"></form>', ''],
  ['<details open ontoggle=alert(1)><p>d</p></details>', '<p>d</p>'],
  ['<video src=x onerror=alert(1)></video>', ''],
  ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
  ['<p title="x" class="y" id="z">attrs</p>', '<p>attrs</p>'],
];

describe('the notice sanitiser', () => {
  it.each(CORPUS)('%s', async (payload, expected) => {
    expect(await sanitiseNoticeHtml(payload)).toBe(expected);
  });

  it('keeps the rich text TipTap writes', async () => {
    const html =
      '<h2>标题</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p><ul><li><p>one</p></li></ul><ol start="3"><li>x</li></ol><blockquote><p>q</p></blockquote><pre><code>x</code></pre><hr>';
    expect(await sanitiseNoticeHtml(html)).toBe(html.replace('<hr>', '<hr />'));
  });

  it('keeps images and video only from our media path, stored as the bare key whatever URL named it', async () => {
    expect(await sanitiseNoticeHtml(`<img src="${KEY}" alt="a" onerror="x">`)).toBe(`<img src="${KEY}" alt="a" />`);
    expect(await sanitiseNoticeHtml(`<img src="https://bucket.s3.test/${KEY}?X-Amz-Signature=1&amp;b=2">`)).toBe(`<img src="${KEY}" />`);
    expect(await sanitiseNoticeHtml(`<img src="https://evil.test/${KEY}">`)).toBe(`<img src="${KEY}" />`);
    expect(await sanitiseNoticeHtml(`<video src="${KEY}" autoplay onplay="x"></video>`)).toBe(`<video src="${KEY}" controls></video>`);
    expect(await sanitiseNoticeHtml('<img src="https://evil.test/fqa/work_notice/not-a-uuid/a.png">')).toBe('');
    expect(await sanitiseNoticeHtml(`<img src="https://x.test/fqa/work_notice/123e4567-e89b-12d3-a456-426614174000/%3Cscript%3E">`)).toBe(
      '',
    );
  });

  it('keeps attachment links as their key, opening in a new tab', async () => {
    expect(await sanitiseNoticeHtml(`<p><a href="http://127.0.0.1:9000/b/${KEY}?sig=1">附件：photo.png</a></p>`)).toBe(
      `<p><a href="${KEY}" target="_blank" rel="noopener noreferrer">附件：photo.png</a></p>`,
    );
  });
});

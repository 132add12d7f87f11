import { describe, expect, it } from 'vitest';
import { renderHtml } from '#kit/notify';

const body = (html: string) => html.slice(html.indexOf('<p'), html.lastIndexOf('</body>')).trim();

describe('renderHtml', () => {
  it('is a UTF-8 HTML document', () => {
    const html = renderHtml('hi');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(body(html)).toBe('<p style="margin:0 0 1em">hi</p>');
  });

  it('escapes markup, so text from users or the catalogue never becomes HTML', () => {
    expect(body(renderHtml(`<script>alert("x")</script> & 'q'`))).toBe(
      '<p style="margin:0 0 1em">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;</p>',
    );
  });

  it('keeps line breaks and starts a paragraph at a blank line', () => {
    expect(body(renderHtml('张工，您好：\r\n第一行\n第二行\n\n\n此致\n'))).toBe(
      '<p style="margin:0 0 1em">张工，您好：<br>\n第一行<br>\n第二行</p>\n<p style="margin:0 0 1em">此致</p>',
    );
  });

  it('links http(s) URLs, leaving trailing punctuation and other schemes as text', () => {
    const html = body(renderHtml('Open https://sddp.example.com/find_pwd?k=a1&x=<b>. Or http://a.example/p，谢谢 javascript:alert(1)'));
    expect(html).toContain(
      'Open <a href="https://sddp.example.com/find_pwd?k=a1&amp;x=">https://sddp.example.com/find_pwd?k=a1&amp;x=</a>&lt;b&gt;. Or ',
    );
    expect(html).toContain('<a href="http://a.example/p">http://a.example/p</a>，谢谢 javascript:alert(1)');
    expect(html.match(/<a /g)).toHaveLength(2);
  });
});

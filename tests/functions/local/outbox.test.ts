import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { config, resetConfigForTests } from '#kit/config';
import { readOutbox, sendEmail, sendSms } from '#kit/notify';
import { renderOutboxPage } from '#local/outbox-page';

describe('notify outbox', () => {
  afterEach(() => resetConfigForTests());

  it('captures e-mail and SMS as JSON files and reads them back newest first', async () => {
    const dir = config().OUTBOX_DIR!;
    await sendEmail({ to: 'li@example.com', subject: 'Reset code', text: 'Code: 4821', html: '<p>Code: <b>4821</b></p>' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sendSms({ phone: '13800138000', text: 'Code: 9901' });

    const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
    expect(files.some((name) => /-email-[0-9a-f-]{36}\.json$/.test(name))).toBe(true);
    expect(files.some((name) => /-sms-[0-9a-f-]{36}\.json$/.test(name))).toBe(true);
    const smsFile = files.find((name) => name.includes('-sms-'))!;
    expect(JSON.parse(readFileSync(join(dir, smsFile), 'utf8'))).toMatchObject({ kind: 'sms', phone: '13800138000', text: 'Code: 9901' });

    const messages = await readOutbox(dir);
    expect(messages.slice(0, 2)).toMatchObject([
      { kind: 'sms', phone: '13800138000', text: 'Code: 9901' },
      { kind: 'email', to: 'li@example.com', subject: 'Reset code', text: 'Code: 4821', html: '<p>Code: <b>4821</b></p>' },
    ]);
    expect(messages[0]!.createdAt >= messages[1]!.createdAt).toBe(true);
  });

  it('keeps only the message fields', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sddp-outbox-fields-'));
    process.env.OUTBOX_DIR = dir;
    resetConfigForTests();
    try {
      await sendSms({ phone: '1', text: 't', password: 'leak' } as never);
      const [message] = await readOutbox(dir);
      expect(message).not.toHaveProperty('password');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a missing outbox as empty and skips files that are not messages', async () => {
    expect(await readOutbox(join(tmpdir(), 'sddp-no-such-outbox'))).toEqual([]);
  });

  it('renders the outbox page with every field escaped and the HTML shown as source', () => {
    const html = renderOutboxPage(
      [
        {
          id: '1',
          createdAt: '2026-01-01T00:00:00.000Z',
          kind: 'email',
          to: '"x"@example.com',
          subject: "<img src=x onerror='alert(1)'>",
          text: 'a & b',
          html: '<script>steal()</script>',
        },
      ],
      '/tmp/<dir>',
    );
    expect(html).not.toMatch(/<img|<script>steal/);
    expect(html).toContain('&#60;img src=x onerror=&#39;alert(1)&#39;&#62;');
    expect(html).toContain('&#34;x&#34;@example.com');
    expect(html).toContain('a &#38; b');
    expect(html).toContain('&#60;script&#62;steal()&#60;/script&#62;');
    expect(html).toContain('/tmp/&#60;dir&#62;');
  });
});

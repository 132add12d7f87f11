import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function markdownUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

interface Link {
  /** The relative path, '' for a link into the same file. */
  target: string;
  /** The part after '#', decoded; undefined without one. */
  anchor?: string;
}

/** The relative links and images of a markdown file, outside code: URLs and other schemes are left out. */
function linksIn(markdown: string): Link[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((link) => {
      const hash = link.indexOf('#');
      if (hash < 0) return { target: decodeURI(link) };
      return { target: decodeURI(link.slice(0, hash)), anchor: decodeURIComponent(link.slice(hash + 1)) };
    });
}

/** The relative targets of a markdown file's links and images, without their #anchor. */
function relativeLinks(markdown: string): string[] {
  return linksIn(markdown)
    .filter((link) => link.target !== '')
    .map((link) => link.target);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** A heading's text as GitHub renders it: code spans keep their content, links and images their text, no markup. */
function headingText(source: string): string {
  return source
    .split(/(`+[^`]*`+)/)
    .map((part, index) => {
      if (index % 2 === 1) return part.replace(/^`+\s?|\s?`+$/g, '');
      return part
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
        .replace(/<[^>]*>/g, '')
        .replace(/\\([!-/:-@[-`{-~])/g, '$1')
        .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
        .replace(/\*+/g, '')
        .replace(/(^|[^\p{L}\p{N}])_+(?=\S)/gu, '$1')
        .replace(/(?<=\S)_+(?=[^\p{L}\p{N}]|$)/gu, '');
    })
    .join('')
    .trim();
}

/**
 * GitHub's anchor for a heading (github-slugger): lower case; letters, marks, digits, connector punctuation
 * (`_`), hyphens and spaces kept, every other character dropped; each space becomes a hyphen.
 */
function slug(heading: string): string {
  return headingText(heading)
    .toLowerCase()
    .replace(/[^\p{Alphabetic}\p{M}\p{Nd}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a markdown file offers: its headings' slugs (a repeated one gets -1, -2 …) and HTML ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (!fence || (fenceMark[0] === fence[0] && fenceMark.length >= fence.length))) {
      fence = fence ? undefined : fenceMark;
      continue;
    }
    if (fence) continue;
    for (const match of line.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi)) anchors.add(match[1]!);
    const heading = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1] ?? '');
    let anchor = base;
    while (seen.has(anchor)) {
      const count = seen.get(base)! + 1;
      seen.set(base, count);
      anchor = `${base}-${count}`;
    }
    seen.set(anchor, 0);
    anchors.add(anchor);
  }
  return anchors;
}

const DOCS = [join(ROOT, 'README.md'), ...markdownUnder(join(ROOT, 'docs'))];

describe('docs links', () => {
  it('reads a link, an image and skips URLs, anchors and code', () => {
    expect(relativeLinks('[a](docs/x.md#part) ![b](img.png "t") [c](https://x.io) [d](#here) `[e](nope.md)`')).toEqual([
      'docs/x.md',
      'img.png',
    ]);
  });

  it('keeps the anchor of a link, also of one into the same file', () => {
    expect(linksIn('[a](docs/x.md#part) [d](#here) [e](y.md) [f](%E4%B8%AD.md#%E4%B8%AD-1)')).toEqual([
      { target: 'docs/x.md', anchor: 'part' },
      { target: '', anchor: 'here' },
      { target: 'y.md' },
      { target: '中.md', anchor: '中-1' },
    ]);
  });

  it('makes the anchors GitHub makes', () => {
    expect(slug('Send password tells the truth (issue 9 §3)')).toBe('send-password-tells-the-truth-issue-9-3');
    expect(slug('Primary accounts and project membership (issue 9 §1–§2)')).toBe('primary-accounts-and-project-membership-issue-9-12');
    expect(slug("Issue 24: the template's grants and checks")).toBe('issue-24-the-templates-grants-and-checks');
    expect(slug('`@sddp/shared` has `"sideEffects": false`')).toBe('sddpshared-has-sideeffects-false');
    expect(slug('`/user/admin_create_chengbaoshang`')).toBe('useradmin_create_chengbaoshang');
    expect(slug('Raised again, 269 → 270 kB')).toBe('raised-again-269--270-kb');
    expect(slug('The **list** of [the data model](data-model.md#x) and _its_ snake_case')).toBe(
      'the-list-of-the-data-model-and-its-snake_case',
    );
    expect(slug('DHMC 数据中心 &amp; sddp-&lt;stage&gt;')).toBe('dhmc-数据中心--sddp-stage');
  });

  it('numbers repeated headings and skips code blocks', () => {
    const markdown = '# A\n\n## A ##\n\n```md\n# B\n```\n\n### A\n\n    # indented code\n\n<a id="here"></a>\n';
    expect([...anchorsOf(markdown)]).toEqual(['a', 'a-1', 'a-2', 'here']);
  });

  it('every relative link in README.md and docs/ points at a file that exists', () => {
    const dead = DOCS.flatMap((file) =>
      relativeLinks(readFileSync(file, 'utf8'))
        .filter((target) => !existsSync(join(dirname(file), target)))
        .map((target) => `${relative(ROOT, file)} → ${target}`),
    );
    expect(dead).toEqual([]);
  });

  it('every #anchor of a relative link in README.md and docs/ is a heading of the file it points at', () => {
    const anchors = new Map<string, Set<string>>();
    const anchorsIn = (path: string) => {
      if (!anchors.has(path)) anchors.set(path, anchorsOf(readFileSync(path, 'utf8')));
      return anchors.get(path)!;
    };
    const dead = DOCS.flatMap((file) =>
      linksIn(readFileSync(file, 'utf8'))
        .filter((link) => link.anchor !== undefined)
        .map((link) => ({ ...link, path: link.target === '' ? file : resolve(dirname(file), link.target) }))
        .filter((link) => link.path.endsWith('.md') && existsSync(link.path) && statSync(link.path).isFile())
        .filter((link) => !anchorsIn(link.path).has(link.anchor!))
        .map((link) => `${relative(ROOT, file)} → ${link.target}#${link.anchor}`),
    );
    expect(dead).toEqual([]);
  });
});

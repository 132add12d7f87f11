import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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

/** The relative targets of a markdown file's links and images, without their #anchor. */
function relativeLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^(?:[a-z]+:|#)/i.test(target))
    .map((target) => decodeURI(target.split('#')[0]!));
}

describe('docs links', () => {
  it('reads a link, an image and skips URLs, anchors and code', () => {
    expect(relativeLinks('[a](docs/x.md#part) ![b](img.png "t") [c](https://x.io) [d](#here) `[e](nope.md)`')).toEqual([
      'docs/x.md',
      'img.png',
    ]);
  });

  it('every relative link in README.md and docs/ points at a file that exists', () => {
    const files = [join(ROOT, 'README.md'), ...markdownUnder(join(ROOT, 'docs'))];
    const dead = files.flatMap((file) =>
      relativeLinks(readFileSync(file, 'utf8'))
        .filter((target) => !existsSync(join(dirname(file), target)))
        .map((target) => `${relative(ROOT, file)} → ${target}`),
    );
    expect(dead).toEqual([]);
  });
});

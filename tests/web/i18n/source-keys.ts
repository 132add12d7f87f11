/** Reads web/src as source: which files a set of modules pulls in, and which message keys those files name. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** The tests run from the repository root (jsdom gives modules no file URL). */
export const WEB_SRC = join(process.cwd(), 'web', 'src');

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(WEB_SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return EXTENSIONS.map((extension) => `${base}${extension}`).find((file) => existsSync(file) && statSync(file).isFile());
}

interface Parsed {
  /** Specifiers of static imports, re-exports and `import()`. */
  imports: string[];
  /** String literals, and the heads of template literals (the text before the first `${`). */
  literals: { text: string; prefix: boolean }[];
}

const parsed = new Map<string, Parsed>();

function parse(file: string): Parsed {
  const cached = parsed.get(file);
  if (cached) return cached;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: Parsed = { imports: [], literals: [] };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.imports.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.imports.push(node.arguments[0].text);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.literals.push({ text: node.text, prefix: false });
    else if (ts.isTemplateExpression(node)) found.literals.push({ text: node.head.text, prefix: true });
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsed.set(file, found);
  return found;
}

/** The web/src files `entries` reach through their imports, without following into `stop` (e.g. the generated route tree). */
export function sourceClosure(entries: string[], stop: (file: string) => boolean): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (stop(file)) return;
    for (const specifier of parse(file).imports) {
      const next = resolveImport(specifier, file);
      if (next) walk(next);
    }
  };
  entries.forEach(walk);
  return [...seen];
}

/** Every .ts/.tsx file under a folder. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((file) => /\.tsx?$/.test(file) && statSync(file).isFile());
}

export interface NamedKey {
  file: string;
  /** 'ui.login.heading', or a head such as 'ui.profile.' when the rest is built at run time. */
  key: string;
  prefix: boolean;
}

/** The dotted strings of the files that may name a message key (the caller checks them against a table). */
export function namedKeys(files: string[]): NamedKey[] {
  return files.flatMap((file) =>
    parse(file).literals.flatMap(({ text, prefix }): NamedKey[] => {
      const dotted = prefix ? /^[A-Za-z]\w*(\.\w+)*\.$/ : /^[A-Za-z]\w*(\.\w+)+$/;
      return dotted.test(text) ? [{ file, key: text, prefix }] : [];
    }),
  );
}

/** The node of a nested table at a dotted path ('ui.login' → the login group), or undefined. */
export function nodeAt(table: unknown, path: string): unknown {
  return path
    .replace(/\.$/, '')
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), table);
}

/** Dotted paths of every message of a nested table, under `prefix`. */
export function leaves(table: unknown, prefix = ''): string[] {
  return Object.entries(table as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

/** The messages of `table` a named key stands for: itself, or for a head every message under it; none when it names nothing. */
export function messagesNamed(table: unknown, named: NamedKey): string[] {
  const node = nodeAt(table, named.key);
  if (named.prefix) return node && typeof node === 'object' ? leaves(node, named.key.replace(/\.?$/, '.')) : [];
  return typeof node === 'string' ? [named.key] : [];
}

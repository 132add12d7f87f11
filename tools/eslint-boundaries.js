import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One-way dependencies, the zones of docs/architecture.md ("Parts and the one-way rule"):
 * - parts: shared imports only zod (zod/mini) and its own `#` subpath imports; web and functions import shared but never each other;
 *   infra imports shared only (it knows functions by entry path strings);
 * - web: shared code (components, lib, i18n, styles, config) never imports a feature or the app
 *   (routes, router, main); a feature never imports the app nor another feature;
 * - functions, in layers: the kit never imports an entity (but its types), http, an access rule or a domain;
 *   entities never import http, access rules or domains; http never imports access rules or domains; outside entities/, an entity is imported only through its index.ts;
 *   a domain never imports another domain; a domain's routes and handler never import its jobs; only the
 *   local platform itself, tests, scripts and bench import src/local.
 * Relative paths, `#` subpath imports (the nearest package.json `imports`), the web's '@/' alias and the
 * workspace names '@sddp/<part>' are resolved; static imports, re-exports, import(), import types and
 * require() are all checked.
 */
const root = path.resolve(import.meta.dirname, '..');

/** The `imports` map of a package.json, its patterns as [prefix, target prefix, target suffix]. */
function subpathImports(packageDir) {
  const { imports = {} } = JSON.parse(readFileSync(path.join(root, packageDir, 'package.json'), 'utf8'));
  return Object.entries(imports).map(([pattern, target]) => {
    const [targetPrefix, targetSuffix = ''] = target.split('*');
    return [pattern.replace('*', ''), path.join(root, packageDir, targetPrefix), targetSuffix];
  });
}
const IMPORTS_BY_PACKAGE = { functions: subpathImports('functions'), '': subpathImports('.') };

function resolveSubpath(file, source) {
  const top = path.relative(root, file).split(path.sep)[0];
  const patterns = IMPORTS_BY_PACKAGE[top === 'functions' ? 'functions' : ''];
  for (const [prefix, targetPrefix, suffix] of patterns) {
    if (source.startsWith(prefix)) return targetPrefix + source.slice(prefix.length) + suffix;
  }
  return undefined;
}

function resolveTarget(file, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  if (source.startsWith('#')) return resolveSubpath(file, source);
  if (source.startsWith('@/')) return path.join(root, 'web/src', source.slice(2));
  const workspace = /^@sddp\/(shared|functions|web|infra)(?:\/(.*))?$/.exec(source);
  if (workspace) {
    const [, part, rest = ''] = workspace;
    // shared's package exports map './*' onto './src/*'; the other workspaces export no map.
    return part === 'shared' ? path.join(root, 'shared/src', rest) : path.join(root, part, rest);
  }
  return undefined;
}

const WEB_APP = new Set(['routes', 'router', 'main', 'routeTree.gen']);

/** The zone of a file: its part, then the area within the part, then the slice (feature or domain). */
function zoneOf(absolute) {
  const [top, second, third, fourth, fifth] = path.relative(root, absolute).split(path.sep);
  const inSrc = second === 'src' && third !== undefined;
  if (top === 'web' && inSrc) {
    const area = third.replace(/\.(tsx?|jsx?)$/, '');
    if (area === 'features') return { part: 'web', area, slice: fourth };
    return { part: 'web', area: WEB_APP.has(area) ? 'app' : 'shared', name: area };
  }
  if (top === 'functions' && inSrc) {
    const area = third.replace(/\.(tsx?|jsx?)$/, '');
    const sliced = area === 'domains' || area === 'entities';
    // A domain's part: routes, data, sheets or jobs (its handler.ts counts with its routes).
    const layer = area === 'domains' && fifth !== undefined ? (fifth.endsWith('.ts') ? 'routes' : fifth) : undefined;
    const entry = area === 'entities' && fifth === 'index.ts';
    return { part: 'functions', area, slice: sliced ? fourth?.replace(/\.ts$/, '') : undefined, layer, entry };
  }
  return { part: top };
}

const nameOf = (zone) => [zone.part, zone.name ?? zone.area, zone.slice].filter(Boolean).join('/');

const ALLOWED_PARTS = {
  shared: ['shared'],
  web: ['web', 'shared'],
  functions: ['functions', 'shared'],
  infra: ['infra', 'shared'],
};

/** Parts that may import the local platform (functions/src/local) besides the platform itself. */
const LOCAL_USERS = new Set(['tests', 'scripts', 'bench']);

/** Why `from` must not import `to`, or undefined when it may. */
function refusal(from, to, typeOnly = false) {
  const allowed = ALLOWED_PARTS[from.part];
  if (allowed && !allowed.includes(to.part)) {
    return from.part === 'infra' ? 'infra knows functions only by entry path' : `${from.part} imports only ${allowed.join(' and ')}`;
  }
  if (
    to.part === 'functions' &&
    to.area === 'local' &&
    !(from.part === 'functions' && from.area === 'local') &&
    !LOCAL_USERS.has(from.part)
  ) {
    return 'only the local platform, tests, scripts and bench use the local platform';
  }
  if (to.part === 'functions' && to.area === 'entities' && !to.entry && !(from.part === 'functions' && from.area === 'entities')) {
    return `an entity is imported only through its index.ts (#entities/${to.slice})`;
  }
  if (from.part !== to.part) return undefined;
  if (from.part === 'web') {
    if (from.area === 'shared' && (to.area === 'features' || to.area === 'app')) return 'shared code never imports a feature or a route';
    if (from.area === 'features' && to.area === 'app') return 'a feature never imports a route; routes compose features';
    if (from.area === 'features' && to.area === 'features' && from.slice && to.slice && from.slice !== to.slice) {
      return 'a feature never imports another feature; compose them in routes/';
    }
  }
  if (from.part === 'functions') return functionsRefusal(from, to, typeOnly);
  return undefined;
}

const ABOVE_ENTITIES = new Set(['http', 'access', 'domains', 'workers', 'scheduled', 'local']);

/** Why one functions zone must not import another (`typeOnly`: an import of types), or undefined when it may. */
function functionsRefusal(from, to, typeOnly) {
  // A job kind names its input's type (kit/jobs/job-kinds.ts): types alone create no dependency at run time.
  if (from.area === 'kit' && (ABOVE_ENTITIES.has(to.area) || (to.area === 'entities' && !typeOnly))) {
    return 'the kit is the bottom layer: it never imports an entity, http, an access rule or a domain';
  }
  if (from.area === 'entities' && ABOVE_ENTITIES.has(to.area)) return 'an entity never imports http, an access rule or a domain';
  if (from.area === 'http' && (to.area === 'access' || to.area === 'domains')) return 'http never imports an access rule or a domain';
  if (from.area === 'access' && to.area === 'domains') return 'an access rule never imports a domain';
  if (from.area === 'domains' && to.area === 'domains' && from.slice !== to.slice) {
    return 'a domain never imports another domain; what two domains share is an entity or kit';
  }
  if (from.area === 'domains' && from.layer === 'routes' && to.area === 'domains' && to.layer === 'jobs') {
    return "a domain's routes never import its jobs; the worker runs them";
  }
  return undefined;
}

/** The module name of a string literal or a template literal without expressions. */
function literal(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Dependencies flow one way between parts, web features and functions domains (docs/architecture.md).' },
    schema: [],
    messages: { boundary: '{{from}} must not import {{to}}: {{why}} (docs/architecture.md, "Parts and the one-way rule").' },
  },
  create(context) {
    const file = context.filename;
    const from = zoneOf(file);
    const check = (node, source, typeOnly = false) => {
      if (typeof source !== 'string') return;
      // `#…` is shared's own subpath import (shared/package.json `imports`), a file of shared itself.
      if (from.part === 'shared' && !source.startsWith('.') && !source.startsWith('#') && !/^zod(\/|$)/.test(source)) {
        context.report({ node, messageId: 'boundary', data: { from: 'shared', to: source, why: 'shared imports only zod' } });
        return;
      }
      const target = resolveTarget(file, source);
      if (!target) return;
      const to = zoneOf(target);
      const why = refusal(from, to, typeOnly);
      if (why) context.report({ node, messageId: 'boundary', data: { from: nameOf(from), to: nameOf(to), why } });
    };
    return {
      ImportDeclaration: (node) =>
        check(
          node,
          node.source.value,
          node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')),
        ),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, literal(node.source)),
      TSImportType: (node) => check(node, literal(node.source ?? node.argument?.literal)),
      TSExternalModuleReference: (node) => check(node, literal(node.expression)),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1) {
          check(node, literal(node.arguments[0]));
        }
      },
    };
  },
};

export const boundaries = { rules: { 'one-way': rule } };

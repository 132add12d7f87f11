import path from 'node:path';

/**
 * One-way dependencies, the zones of docs/architecture.md ("Parts and the one-way rule"):
 * - parts: shared imports only zod (zod/mini) and its own `#` subpath imports; web and functions import shared but never each other;
 *   infra imports shared only (it knows functions by entry path strings);
 * - web: shared code (components, lib, i18n, styles, config) never imports a feature or the app
 *   (routes, router, main); a feature never imports the app nor another feature;
 * - functions: common code (src/lib) never imports a domain or a job; a domain never imports another
 *   domain; only the local platform itself, tests, scripts and bench import src/local.
 * Relative paths, the web's '@/' alias and the workspace names '@sddp/<part>' are resolved; static
 * imports, re-exports, import(), import types and require() are all checked.
 */
const root = path.resolve(import.meta.dirname, '..');

function resolveTarget(file, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
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
  const [top, second, third, fourth] = path.relative(root, absolute).split(path.sep);
  const inSrc = second === 'src' && third !== undefined;
  if (top === 'web' && inSrc) {
    const area = third.replace(/\.(tsx?|jsx?)$/, '');
    if (area === 'features') return { part: 'web', area, slice: fourth };
    return { part: 'web', area: WEB_APP.has(area) ? 'app' : 'shared', name: area };
  }
  if (top === 'functions' && inSrc) {
    const area = third.replace(/\.(tsx?|jsx?)$/, '');
    return { part: 'functions', area, slice: area === 'domains' ? fourth : undefined };
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
function refusal(from, to) {
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
  if (from.part !== to.part) return undefined;
  if (from.part === 'web') {
    if (from.area === 'shared' && (to.area === 'features' || to.area === 'app')) return 'shared code never imports a feature or a route';
    if (from.area === 'features' && to.area === 'app') return 'a feature never imports a route; routes compose features';
    if (from.area === 'features' && to.area === 'features' && from.slice && to.slice && from.slice !== to.slice) {
      return 'a feature never imports another feature; compose them in routes/';
    }
  }
  if (from.part === 'functions') {
    if (from.area === 'lib' && (to.area === 'domains' || to.area === 'jobs')) return 'common code never imports a domain or a job';
    if (from.area === 'domains' && to.area === 'domains' && from.slice && to.slice && from.slice !== to.slice) {
      return 'a domain never imports another domain; common code lives in functions/src/lib';
    }
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
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      // `#…` is shared's own subpath import (shared/package.json `imports`), a file of shared itself.
      if (from.part === 'shared' && !source.startsWith('.') && !source.startsWith('#') && !/^zod(\/|$)/.test(source)) {
        context.report({ node, messageId: 'boundary', data: { from: 'shared', to: source, why: 'shared imports only zod' } });
        return;
      }
      const target = resolveTarget(file, source);
      if (!target) return;
      const to = zoneOf(target);
      const why = refusal(from, to);
      if (why) context.report({ node, messageId: 'boundary', data: { from: nameOf(from), to: nameOf(to), why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
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

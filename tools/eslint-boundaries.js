import path from 'node:path';

/**
 * One-way dependencies (docs/architecture.md): shared imports only zod; web and functions import
 * shared but never each other; infra never imports functions or web code; a web feature never
 * imports another feature, and a functions domain never imports another domain.
 */
const root = path.resolve(import.meta.dirname, '..');

function resolveTarget(file, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  if (source.startsWith('@/')) return path.join(root, 'web/src', source.slice(2));
  if (source === '@sddp/shared' || source.startsWith('@sddp/shared/')) return path.join(root, 'shared/src');
  return undefined;
}

function zoneOf(absolute) {
  const relative = path.relative(root, absolute).split(path.sep);
  const [top, second, third, fourth] = relative;
  if (top === 'shared') return { part: 'shared' };
  if (top === 'web') return { part: 'web', slice: second === 'src' && third === 'features' ? fourth : undefined };
  if (top === 'functions') return { part: 'functions', slice: second === 'src' && third === 'domains' ? fourth : undefined };
  if (top === 'infra') return { part: 'infra' };
  return { part: top };
}

const ALLOWED_PARTS = {
  shared: ['shared'],
  web: ['web', 'shared'],
  functions: ['functions', 'shared'],
  infra: ['infra', 'shared'],
};

const rule = {
  meta: { type: 'problem', messages: { boundary: '{{from}} must not import {{to}} (docs/architecture.md, dependency rules).' } },
  create(context) {
    const file = context.filename;
    const from = zoneOf(file);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (from.part === 'shared' && !source.startsWith('.') && source !== 'zod') {
        context.report({ node, messageId: 'boundary', data: { from: 'shared', to: source } });
        return;
      }
      const target = resolveTarget(file, source);
      if (!target) return;
      const to = zoneOf(target);
      const allowed = ALLOWED_PARTS[from.part];
      const crossesPart = allowed && !allowed.includes(to.part);
      const crossesSlice = from.part === to.part && from.slice && to.slice && from.slice !== to.slice;
      if (crossesPart || crossesSlice) {
        const name = (zone) => [zone.part, zone.slice].filter(Boolean).join('/');
        context.report({ node, messageId: 'boundary', data: { from: name(from), to: name(to) } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const boundaries = { rules: { 'one-way': rule } };

import type * as z from 'zod/mini';

/** What a zod schema leaves unbounded: each finding names the path and what is missing. */
export function unboundedParts(schema: z.ZodMiniType, path = '$'): string[] {
  const { def } = (schema as unknown as { _zod: { def: Definition } })._zod;
  const bounds = boundsOf(def);
  const child = (inner: unknown, suffix = '') => unboundedParts(inner as z.ZodMiniType, `${path}${suffix}`);
  if (def.coerce) return [`${path}: coerces its input`];
  switch (def.type) {
    case 'string':
      return bounds.max !== undefined ? [] : [`${path}: string without a maximum length`];
    case 'number':
      return bounds.min !== undefined && bounds.max !== undefined ? [] : [`${path}: number without a minimum and maximum`];
    case 'array': {
      const own = bounds.max !== undefined ? [] : [`${path}: list without a maximum length`];
      return [...own, ...child(def.element, '[]')];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => child(value, `.${key}`));
    case 'union':
      return (def.options as unknown[]).flatMap((option, index) => child(option, `|${index}`));
    case 'intersection':
      return [...child(def.left), ...child(def.right)];
    case 'pipe':
      return [...child(def.in), ...child(def.out)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return child(def.innerType);
    case 'enum':
    case 'literal':
    case 'boolean':
    case 'null':
    case 'undefined':
    case 'transform':
      return [];
    default:
      return [`${path}: ${def.type} cannot be checked for bounds`];
  }
}

type Definition = Record<string, unknown> & {
  type: string;
  checks?: Array<{ _zod: { def: Record<string, unknown> & { check: string } } }>;
};

/** The length or value range the schema's own checks declare (`.int()` alone bounds nothing useful). */
function boundsOf(def: Definition): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of def.checks ?? []) {
    const { check: kind, maximum, minimum, length, value } = check._zod.def as Record<string, number> & { check: string };
    if (kind === 'max_length' || kind === 'max_size') bounds.max = maximum;
    if (kind === 'min_length' || kind === 'min_size') bounds.min = minimum;
    if (kind === 'length_equals') bounds.min = bounds.max = length;
    if (kind === 'less_than') bounds.max = value;
    if (kind === 'greater_than') bounds.min = value;
  }
  return bounds;
}

/** The field names of an endpoint's input object (through refinements and pipes). */
export function inputFields(schema: z.ZodMiniType): string[] {
  const { def } = (schema as unknown as { _zod: { def: Definition } })._zod;
  if (def.type === 'object') return Object.keys(def.shape as Record<string, unknown>);
  if (def.type === 'pipe') return inputFields(def.in as z.ZodMiniType);
  return [];
}

import * as z from 'zod/mini';

/** Attribute names an earlier version stored, each mapped to the name stored now. */
export type EarlierNames = Readonly<Record<string, string>>;

/**
 * A stored item (or a map inside one) read under today's names: an attribute stored under an earlier
 * name is read as its new name, unless the new name is stored too. Writers always write the new names,
 * so an item rewritten once carries only those.
 */
export function underCurrentNames<T>(stored: T, earlier: EarlierNames): T {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return stored;
  const renamed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(stored)) {
    const current = earlier[name];
    if (current === undefined) renamed[name] = value;
    else if (!(current in stored)) renamed[current] = value;
  }
  return renamed as T;
}

/** `schema`, also reading items stored under the `earlier` attribute names (see `underCurrentNames`). */
export const readingEarlierNames = <Output>(schema: z.ZodMiniType<Output>, earlier: EarlierNames) =>
  z.pipe(
    z.transform((stored: unknown) => underCurrentNames(stored, earlier)),
    schema,
  );

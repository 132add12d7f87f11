import * as z from 'zod/mini';
import { PAGE } from '@sddp/shared';

export type PageSize = (typeof PAGE.sizes)[number];

export const PAGE_SIZES: readonly PageSize[] = PAGE.sizes;

/** The allowed page size nearest to `value` (the smaller one on a tie). */
export function clampPageSize(value: number): PageSize {
  return PAGE_SIZES.reduce((best, size) => (Math.abs(size - value) < Math.abs(best - value) ? size : best));
}

const pageField = z.catch(z._default(z.coerce.number().check(z.int(), z.gte(PAGE.first)), PAGE.first), PAGE.first);

const limitField = z.catch(z._default(z.pipe(z.coerce.number(), z.transform(clampPageSize)), PAGE.defaultSize), PAGE.defaultSize);

/**
 * The search params of a list screen: `page` and `limit` (defaulted, and repaired rather than
 * rejected when a hand-edited URL carries nonsense) plus the screen's own filters.
 */
export function listSearchSchema<Extra extends z.core.$ZodShape = Record<never, never>>(extra?: Extra) {
  return z.object({ page: pageField, limit: limitField, ...(extra ?? ({} as Extra)) });
}

export type ListSearch = { page: number; limit: number };

/** Applies a change to a list's search; any change but the page itself starts again at page 1. */
export function nextListSearch<S extends ListSearch>(prev: S, patch: Partial<S>): S {
  const onlyPage = Object.keys(patch).every((key) => key === 'page');
  return { ...prev, ...patch, ...(onlyPage ? {} : { page: PAGE.first }) };
}

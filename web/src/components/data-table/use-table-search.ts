import { useMemo } from 'react';
import { nextListSearch, type ListSearch } from './list-search';

/** The part of a route's `useNavigate()` the list needs: a functional search update. */
export type SearchNavigate<S> = (options: { search: (prev: S) => S; replace?: boolean }) => unknown;

export type ListFilters<S extends ListSearch> = Partial<Omit<S, 'page' | 'limit'>>;

/**
 * Keeps a list's page, size and filters in the URL: pass the route's `useSearch()` and
 * `useNavigate()`; spread `pagination` onto `DataTable`. Changing size or filters goes back to page 1.
 */
export function useTableSearch<S extends ListSearch>(search: S, navigate: SearchNavigate<S>) {
  const { page, limit } = search;
  return useMemo(() => {
    const update = (patch: Partial<S>) => void navigate({ search: (prev) => nextListSearch(prev, patch) });
    const setPage = (target: number) => update({ page: target } as Partial<S>);
    const setLimit = (size: number) => update({ limit: size } as Partial<S>);
    const setFilters = (filters: ListFilters<S>) => update(filters as Partial<S>);
    return {
      setPage,
      setLimit,
      setFilters,
      pagination: { page, limit, onPageChange: setPage, onLimitChange: setLimit },
    };
  }, [navigate, page, limit]);
}

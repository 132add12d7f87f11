import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createDataTableColumnHelper, DataTable, listSearchSchema, useTableSearch } from '@/components/data-table';
import { changeLanguage } from '@/i18n';
import { parseSearch, stringifySearch } from '@/lib/search-params';
import { screenSearch } from '../../support/render-list-screen';

type Person = { id: string; name: string };
const helper = createDataTableColumnHelper<Person>();
const columns = helper.columns([helper.accessor('name', { header: 'Name' })]);
const rows: Person[] = [{ id: 'p1', name: 'Ada' }];

const searchSchema = listSearchSchema({ name: z.optional(z.string()) });

function renderList(path: string) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const rootRoute = createRootRoute({
    validateSearch: searchSchema,
    component: function PeopleList() {
      // This ad hoc root is not the registered app router, so its search is typed by hand here.
      const search = rootRoute.useSearch() as z.output<typeof searchSchema>;
      const list = useTableSearch(search, rootRoute.useNavigate());
      return (
        <>
          <button type="button" onClick={() => list.setFilters({ name: 'grace' })}>
            filter
          </button>
          <button type="button" onClick={() => list.setFilters({ name: '12345678' })}>
            digits
          </button>
          <DataTable columns={columns} rows={rows} total={95} getRowId={(row) => row.id} {...list.pagination} />
        </>
      );
    },
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch,
    stringifySearch,
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

beforeEach(async () => {
  await changeLanguage('zh');
});

describe('useTableSearch', () => {
  it('reads page and size from the URL, with defaults', async () => {
    renderList('/');
    expect(await screen.findByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveTextContent('20 条/页');
  });

  it('moves between pages through the URL', async () => {
    const { router, user } = renderList('/?page=3&limit=10');
    await user.click(await screen.findByRole('button', { name: '下一页' }));
    expect(screenSearch(router)).toEqual({ page: 4, limit: 10 });
    expect(await screen.findByRole('button', { name: '第 4 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to page 1 when the size changes', async () => {
    const { router, user } = renderList('/?page=3&limit=10&name=ada');
    await user.click(await screen.findByRole('combobox', { name: '每页条数' }));
    await user.click(screen.getByRole('option', { name: '50 条/页' }));
    expect(screenSearch(router)).toEqual({ page: 1, limit: 50, name: 'ada' });
  });

  it('goes back to page 1 when a filter changes', async () => {
    const { router, user } = renderList('/?page=3');
    await user.click(await screen.findByRole('button', { name: 'filter' }));
    expect(screenSearch(router)).toEqual({ page: 1, limit: 20, name: 'grace' });
  });

  it('keeps a filter of digits as plain text in the URL, and a string in the search', async () => {
    const { router, user } = renderList('/?page=2');
    await user.click(await screen.findByRole('button', { name: 'digits' }));
    expect(screenSearch(router)).toEqual({ page: 1, limit: 20, name: '12345678' });
    expect(router.history.location.search).toBe('?page=1&limit=20&name=12345678');
  });
});

import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { createDataTableColumnHelper, DataTable, listSearchSchema, useTableSearch } from '@/components/data-table';
import { changeLanguage } from '@/i18n';

type Person = { id: string; name: string };
const helper = createDataTableColumnHelper<Person>();
const columns = helper.columns([helper.accessor('name', { header: 'Name' })]);
const rows: Person[] = [{ id: 'p1', name: 'Ada' }];

const searchSchema = listSearchSchema({ name: z.string().optional() });

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
          <DataTable columns={columns} rows={rows} total={95} getRowId={(row) => row.id} {...list.pagination} />
        </>
      );
    },
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
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
    expect(router.state.location.search).toEqual({ page: 4, limit: 10 });
    expect(await screen.findByRole('button', { name: '第 4 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to page 1 when the size changes', async () => {
    const { router, user } = renderList('/?page=3&limit=10&name=ada');
    await user.click(await screen.findByRole('combobox', { name: '每页条数' }));
    await user.click(screen.getByRole('option', { name: '50 条/页' }));
    expect(router.state.location.search).toEqual({ page: 1, limit: 50, name: 'ada' });
  });

  it('goes back to page 1 when a filter changes', async () => {
    const { router, user } = renderList('/?page=3');
    await user.click(await screen.findByRole('button', { name: 'filter' }));
    expect(router.state.location.search).toEqual({ page: 1, limit: 20, name: 'grace' });
  });
});

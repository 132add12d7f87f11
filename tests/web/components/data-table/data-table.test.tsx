import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataTableColumnHelper, DataTable, DataTableRowActions } from '@/components/data-table';
import { changeLanguage } from '@/i18n';

type Person = { id: string; name: string; age: number };

const helper = createDataTableColumnHelper<Person>();
const columns = helper.columns([
  helper.accessor('name', { header: 'Name' }),
  helper.accessor('age', { header: 'Age', cell: (info) => `${info.getValue()} y` }),
]);
const people: Person[] = [
  { id: 'p1', name: 'Ada', age: 36 },
  { id: 'p2', name: 'Grace', age: 45 },
];

function renderTable(overrides: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) {
  const onPageChange = vi.fn();
  const onLimitChange = vi.fn();
  render(
    <DataTable<Person>
      columns={columns}
      rows={people}
      total={2}
      page={1}
      limit={20}
      onPageChange={onPageChange}
      onLimitChange={onLimitChange}
      getRowId={(row) => row.id}
      {...overrides}
    />,
  );
  return { onPageChange, onLimitChange };
}

beforeEach(async () => {
  await changeLanguage('zh');
});

describe('DataTable', () => {
  it('renders the headers and one row per record, keyed by getRowId', () => {
    renderTable();
    const [head, ...body] = screen.getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Age']);
    expect(body.map((row) => row.getAttribute('data-row-id'))).toEqual(['p1', 'p2']);
    expect(
      within(body[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Grace', '45 y']);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('keeps the header sticky inside a scroll box of the window height less 260 px', () => {
    const original = window.innerHeight;
    window.innerHeight = 900;
    try {
      renderTable();
      const box = document.querySelector('[data-slot=data-table-scroll]');
      expect(box).toHaveStyle({ maxHeight: '640px' });
      expect(document.querySelector('thead')).toHaveClass('sticky', 'top-0');
    } finally {
      window.innerHeight = original;
    }
  });

  it('scrolls sideways on a narrow screen under a first column that stays put, with cells that never wrap', () => {
    renderTable();
    expect(document.querySelector('[data-slot=data-table-scroll]')).toHaveClass('overflow-auto');
    const [head, ...body] = screen.getAllByRole('row');
    for (const row of [head!, ...body]) {
      const [first, second] = within(row).getAllByRole(row === head ? 'columnheader' : 'cell');
      expect(first).toHaveClass('sticky', 'left-0');
      expect(second).not.toHaveClass('sticky');
      expect(second).toHaveClass('whitespace-nowrap');
    }
    // Opaque, so the scrolled cells do not show through it.
    expect(within(body[0]!).getAllByRole('cell')[0]).toHaveClass('bg-card');
    expect(within(head!).getAllByRole('columnheader')[0]).toHaveClass('bg-muted');
  });

  it('keeps a row’s actions on one line from a phone to the desktop layout; a phone and a desktop may wrap them', () => {
    render(
      <DataTableRowActions>
        <button type="button">Edit</button>
        <button type="button">Disable</button>
      </DataTableRowActions>,
    );
    const group = screen.getByRole('button', { name: 'Edit' }).parentElement!;
    expect(group).toHaveAttribute('data-slot', 'data-table-row-actions');
    expect(group).toHaveClass('whitespace-nowrap');
    expect([...group.classList].filter((name) => name.includes('flex-wrap')).sort()).toEqual([
      'max-[639px]:flex-wrap',
      'min-[992px]:flex-wrap',
    ]);
  });

  it('shows skeleton rows and no data while loading', () => {
    renderTable({ loading: true, rows: [], limit: 10 });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelectorAll('[data-slot=data-table-skeleton-row]')).toHaveLength(10);
    expect(document.querySelectorAll('[data-slot=skeleton]')).toHaveLength(20);
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
  });

  it('says there is no data, in Chinese and in English', async () => {
    renderTable({ rows: [], total: 0 });
    const empty = screen.getByText('暂无数据');
    expect(empty).toHaveAttribute('colspan', '2');
    await changeLanguage('en');
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('shows the given empty text instead', () => {
    renderTable({ rows: [], total: 0, emptyText: 'Nobody yet' });
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
  });

  it('shows pagination only when there are rows on the server', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('turns page buttons into page numbers for the owner', async () => {
    const { onPageChange, onLimitChange } = renderTable({ total: 45, page: 2 });
    screen.getByRole('button', { name: '第 3 页' }).click();
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(onLimitChange).not.toHaveBeenCalled();
  });

  it('keeps what a cell holds (an open dialog, the focus) when the columns are rebuilt', () => {
    /** A row action holding state, as the row dialogs do. */
    function Opener({ name }: { name: string }) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>{`Open ${name}`}</button>
          {open ? <p role="status">{`${name} is open`}</p> : null}
        </>
      );
    }
    // Each build makes new template functions, as a screen's columns do when the language or a callback changes.
    const build = (suffix: string) =>
      helper.columns([
        helper.accessor('name', { header: () => `Name${suffix}` }),
        helper.display({ id: 'actions', header: 'Actions', cell: (info) => <Opener name={info.row.original.name} /> }),
      ]);
    const props = {
      rows: people,
      total: 2,
      page: 1,
      limit: 20,
      onPageChange: vi.fn(),
      onLimitChange: vi.fn(),
      getRowId: (row: Person) => row.id,
    };
    const { rerender } = render(<DataTable<Person> columns={build('')} {...props} />);
    const opener = screen.getByRole('button', { name: 'Open Ada' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('status')).toHaveTextContent('Ada is open');

    rerender(<DataTable<Person> columns={build(' (rebuilt)')} {...props} />);
    expect(screen.getByRole('columnheader', { name: 'Name (rebuilt)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ada is open');
    expect(screen.getByRole('button', { name: 'Open Ada' })).toHaveFocus();
  });
});

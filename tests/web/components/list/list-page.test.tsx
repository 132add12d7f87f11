import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataTableColumnHelper } from '@/components/data-table';
import type { ListQuery } from '@/components/list/list-card';
import { ListPage } from '@/components/list/list-page';
import { changeLanguage } from '@/i18n';

type Org = { id: number; name: string };

const helper = createDataTableColumnHelper<Org>();
const columns = helper.columns([helper.accessor('name', { header: 'Name' })]);

const answered = (rows: Org[], total = rows.length): ListQuery<Org> => ({
  data: { rows, total },
  isPending: false,
  isPlaceholderData: false,
  error: null,
  refetch: vi.fn(() => Promise.resolve()),
});

const PAGE = { page: 1, limit: 20, onPageChange: () => undefined, onLimitChange: () => undefined };

function renderPage(query: ListQuery<Org>, extra: { note?: string; emptyText?: string } = {}) {
  return render(
    <ListPage
      title="Organisations"
      toolbar={<button type="button">Add</button>}
      note={extra.note ? <p>{extra.note}</p> : undefined}
      query={query}
      columns={columns}
      emptyText={extra.emptyText}
      getRowId={(org) => String(org.id)}
      {...PAGE}
    >
      <div role="dialog" aria-label="Edit" />
    </ListPage>,
  );
}

beforeEach(async () => {
  await changeLanguage('zh');
});

describe('ListPage', () => {
  it('is the list frame: the heading, then one card of toolbar, note and table, then the dialogs', () => {
    const { container } = renderPage(answered([{ id: 1, name: 'Acme' }], 41), { note: 'Newest first' });
    const frame = container.firstElementChild!;
    expect(frame).toHaveClass('flex', 'flex-col', 'gap-4');
    const [heading, card, dialog] = Array.from(frame.children);
    expect(heading).toBe(screen.getByRole('heading', { level: 1, name: 'Organisations' }));
    expect(heading).toHaveClass('text-xl', 'font-semibold');
    expect(card).toHaveAttribute('data-slot', 'card');
    expect(card).toHaveClass('gap-4', 'p-4');
    expect(Array.from(card!.children).map((child) => child.textContent)).toEqual(['Add', 'Newest first', expect.stringContaining('Acme')]);
    expect(card!.lastElementChild).toHaveAttribute('data-slot', 'data-table');
    expect(within(card as HTMLElement).getByText('共 41 条')).toBeInTheDocument();
    expect(dialog).toBe(screen.getByRole('dialog', { name: 'Edit' }));
  });

  it('leaves out the toolbar and the note when a page has none', () => {
    const { container } = render(
      <ListPage title="Inbox" query={answered([])} columns={columns} getRowId={(org) => String(org.id)} {...PAGE} />,
    );
    const card = container.querySelector('[data-slot=card]')!;
    expect(card.children).toHaveLength(1);
    expect(card.firstElementChild).toHaveAttribute('data-slot', 'data-table');
  });

  it('shows the query loading, and the previous page as loading while the next one comes', () => {
    const view = renderPage({ ...answered([]), data: undefined, isPending: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('加载中')).toBeInTheDocument();
    view.unmount();
    renderPage({ ...answered([{ id: 1, name: 'Acme' }]), isPlaceholderData: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('says why the query failed and asks it again on Retry', async () => {
    const query = { ...answered([]), data: undefined, error: new Error('timeout') };
    renderPage(query);
    expect(screen.getByRole('alert')).toHaveTextContent('列表没有加载出来：timeout');
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it("says the list is empty in the page's words, else the table's", () => {
    const view = renderPage(answered([]), { emptyText: 'No organisations yet' });
    expect(screen.getByText('No organisations yet')).toBeInTheDocument();
    view.unmount();
    renderPage(answered([]));
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});

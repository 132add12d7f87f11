import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTablePagination } from '@/components/data-table';
import { changeLanguage } from '@/i18n';

function renderPagination(props: { total: number; page?: number; limit?: number; pager?: 'full' | 'total' }) {
  const onPageChange = vi.fn();
  const onLimitChange = vi.fn();
  const user = userEvent.setup();
  render(
    <DataTablePagination
      total={props.total}
      page={props.page ?? 1}
      limit={props.limit ?? 20}
      onPageChange={onPageChange}
      onLimitChange={onLimitChange}
      {...(props.pager ? { pager: props.pager } : {})}
    />,
  );
  return { onPageChange, onLimitChange, user };
}

const previous = () => screen.getByRole('button', { name: '上一页' });
const next = () => screen.getByRole('button', { name: '下一页' });

beforeEach(async () => {
  await changeLanguage('zh');
});

describe('DataTablePagination', () => {
  it('is hidden when the list is empty', () => {
    renderPagination({ total: 0 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("'total' shows the count alone while everything fits one page (spec §2.21), and the pages once it does not", () => {
    renderPagination({ total: 7, limit: 100, pager: 'total' });
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent(/^共 7 条$/);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("'total' keeps the page buttons when there is more than one page, without the size choice", () => {
    renderPagination({ total: 45, limit: 20, pager: 'total' });
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows a page size outside the usual choices as chosen, never an empty select', () => {
    renderPagination({ total: 45, limit: 100 });
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveTextContent('100');
  });

  it('shows the total, in Chinese and in English', async () => {
    renderPagination({ total: 45 });
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 45 条');
    await changeLanguage('en');
    expect(await screen.findByText('Total 45')).toBeInTheDocument();
  });

  it('marks the current page and lists every page when there are few', () => {
    renderPagination({ total: 45, page: 2 });
    const pages = screen.getAllByRole('button', { name: /^第 \d+ 页$/ });
    expect(pages.map((button) => button.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '第 1 页' })).not.toHaveAttribute('aria-current');
  });

  it('leaves out far pages when there are many', () => {
    renderPagination({ total: 1000, page: 25 });
    const pages = screen.getAllByRole('button', { name: /^第 \d+ 页$/ });
    expect(pages.map((button) => button.textContent)).toEqual(['1', '24', '25', '26', '50']);
    expect(screen.getAllByLabelText('更多页')).toHaveLength(2);
  });

  it('moves to the previous, next and chosen page', async () => {
    const { onPageChange, user } = renderPagination({ total: 45, page: 2 });
    await user.click(next());
    await user.click(previous());
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('disables previous on the first page and next on the last', () => {
    renderPagination({ total: 45, page: 1 });
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
  });

  it('disables next on the last page', () => {
    renderPagination({ total: 45, page: 3 });
    expect(previous()).toBeEnabled();
    expect(next()).toBeDisabled();
  });

  it('is reachable from the keyboard', async () => {
    const { onPageChange, user } = renderPagination({ total: 45, page: 1 });
    await user.tab();
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('offers the page sizes 10/20/30/50 and reports the chosen one', async () => {
    const { onLimitChange, onPageChange, user } = renderPagination({ total: 45, page: 3, limit: 20 });
    const size = screen.getByRole('combobox', { name: '每页条数' });
    expect(size).toHaveTextContent('20 条/页');
    await user.click(size);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10 条/页', '20 条/页', '30 条/页', '50 条/页']);
    await user.click(screen.getByRole('option', { name: '50 条/页' }));
    expect(onLimitChange).toHaveBeenCalledWith(50);
    expect(onPageChange).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from '@/components/list/filter-bar';
import { changeLanguage } from '@/i18n';

function renderBar(actions?: React.ReactNode) {
  const onSearch = vi.fn();
  const onReset = vi.fn();
  render(
    <FilterBar onSearch={onSearch} onReset={onReset} actions={actions}>
      <label>
        Name
        <input />
      </label>
    </FilterBar>,
  );
  return { onSearch, onReset, user: userEvent.setup() };
}

beforeEach(async () => {
  await changeLanguage('zh');
});

describe('FilterBar', () => {
  it('searches when Enter is pressed in a field', async () => {
    const { onSearch, onReset, user } = renderBar();
    await user.type(screen.getByLabelText('Name'), 'acme{Enter}');
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onReset).not.toHaveBeenCalled();
  });

  it('searches with the Search button and resets with the Reset button', async () => {
    const { onSearch, onReset, user } = renderBar();
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('is a labelled search landmark, in English too', async () => {
    renderBar();
    expect(screen.getByRole('search', { name: '筛选' })).toBeInTheDocument();
    await changeLanguage('en');
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('shows the extra actions outside the filter form', async () => {
    const onAdd = vi.fn();
    const { onSearch, user } = renderBar(
      <button type="button" onClick={onAdd}>
        Add
      </button>,
    );
    const add = screen.getByRole('button', { name: 'Add' });
    expect(screen.getByRole('search')).not.toContainElement(add);
    await user.click(add);
    expect(onAdd).toHaveBeenCalledOnce();
    expect(onSearch).not.toHaveBeenCalled();
  });
});

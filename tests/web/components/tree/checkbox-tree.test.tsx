import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxTree, leafIds, type TreeNode } from '@/components/tree';

const nodes: TreeNode[] = [
  {
    id: 'p1',
    label: 'Refinery',
    children: [
      { id: 'p1-a', label: 'Pumps', tone: 'danger' },
      { id: 'p1-b', label: 'Valves', tone: 'success' },
      { id: 'p1-c', label: 'Vessels', disabled: true },
    ],
  },
  { id: 'p2', label: 'Ethylene plant' },
];

function Harness({ initial = [], filter, onChange }: { initial?: string[]; filter?: string; onChange?: (next: Set<string>) => void }) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set(initial));
  return (
    <CheckboxTree
      nodes={nodes}
      checked={checked}
      filter={filter}
      aria-label="Projects"
      onCheckedChange={(next) => {
        onChange?.(next);
        setChecked(next);
      }}
    />
  );
}

const item = (name: string) => screen.getByRole('treeitem', { name });

describe('CheckboxTree', () => {
  it('lists every leaf id for select-all', () => {
    expect(leafIds(nodes)).toEqual(['p1-a', 'p1-b', 'p1-c', 'p2']);
  });

  it('shows a partly checked parent as mixed and expands it on demand', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['p1-a']} />);
    const tree = screen.getByRole('tree', { name: 'Projects' });
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(2);
    expect(item('Refinery')).toHaveAttribute('aria-checked', 'mixed');
    expect(item('Refinery')).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(item('Refinery')).getByText('Refinery').previousElementSibling!.previousElementSibling!);
    expect(item('Refinery')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Pumps')).toHaveAttribute('aria-checked', 'true');
    expect(item('Valves')).toHaveAttribute('aria-checked', 'false');
  });

  it('checks the enabled descendants when a parent is checked, and unchecks them again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByText('Refinery'));
    expect([...onChange.mock.lastCall![0]].sort()).toEqual(['p1-a', 'p1-b']);
    expect(item('Refinery')).toHaveAttribute('aria-checked', 'mixed');
    await user.click(screen.getByText('Refinery'));
    expect([...onChange.mock.lastCall![0]]).toEqual([]);
  });

  it('puts the parent id in the set once all its leaves are checked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={['p1-a', 'p1-c']} onChange={onChange} />);
    await user.click(within(item('Refinery')).getByText('Refinery'));
    expect([...onChange.mock.lastCall![0]].sort()).toEqual(['p1', 'p1-a', 'p1-b', 'p1-c']);
    expect(item('Refinery')).toHaveAttribute('aria-checked', 'true');
  });

  it('moves with the arrow keys, expands and collapses, and toggles with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    expect(item('Refinery')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('Refinery')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(item('Pumps')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Valves')).toHaveFocus();
    await user.keyboard(' ');
    expect([...onChange.mock.lastCall![0]]).toEqual(['p1-b']);
    expect(item('Valves')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(item('Refinery')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('Refinery')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(item('Ethylene plant')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Refinery')).toHaveFocus();
  });

  it('never toggles a disabled node', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness filter="vessel" onChange={onChange} />);
    await user.click(screen.getByText('Vessels'));
    expect(onChange).not.toHaveBeenCalled();
    expect(item('Vessels')).toHaveAttribute('aria-disabled', 'true');
  });

  it('filters by keyword ignoring case, keeping the ancestors', () => {
    render(<Harness filter="VALV" />);
    expect(screen.getAllByRole('treeitem').map((el) => el.textContent)).toEqual(['Refinery', 'Valves']);
  });

  it('passes axe with a partly checked, expanded tree', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness initial={['p1-a']} />);
    await user.click(screen.getByText('Refinery'));
    await user.keyboard('{ArrowRight}');
    const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('colours a node by its tone', () => {
    render(<Harness filter="s" />);
    expect(screen.getByText('Pumps')).toHaveClass('text-destructive');
    expect(screen.getByText('Valves')).toHaveClass('text-success');
  });
});

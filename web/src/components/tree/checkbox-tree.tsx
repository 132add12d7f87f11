import { ChevronRightIcon } from 'lucide-react';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { checkStateOf, filterTree, indexNodes, parentIds, setSubtree, toggleTarget, type TreeNode, visibleRows } from './tree-model';

export interface CheckboxTreeProps {
  nodes: TreeNode[];
  checked: ReadonlySet<string>;
  onCheckedChange: (next: Set<string>) => void;
  /** Keyword: shows the nodes whose label contains it (ignoring case) and their ancestors. */
  filter?: string;
  'aria-label': string;
  defaultExpanded?: boolean;
  className?: string;
}

const toneClass = { default: '', danger: 'text-destructive', success: 'text-success' } as const;

// The shared checkbox draws a tick for every checked state; a partly checked parent shows a dash instead.
const mixedClass =
  "relative data-[state=indeterminate]:border-primary [&[data-state=indeterminate]_svg]:hidden data-[state=indeterminate]:after:absolute data-[state=indeterminate]:after:inset-x-[3px] data-[state=indeterminate]:after:top-1/2 data-[state=indeterminate]:after:h-0.5 data-[state=indeterminate]:after:-translate-y-1/2 data-[state=indeterminate]:after:bg-primary data-[state=indeterminate]:after:content-['']";

/** A WAI-ARIA tree whose items carry aria-checked; one roving tab stop, the checkbox is its visual. */
export function CheckboxTree({ nodes, checked, onCheckedChange, filter, defaultExpanded = false, className, ...aria }: CheckboxTreeProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpanded ? parentIds(nodes) : []));
  const [focusedId, setFocusedId] = useState<string | undefined>();
  const items = useRef(new Map<string, HTMLLIElement>());

  const byId = useMemo(() => indexNodes(nodes), [nodes]);
  const filtering = Boolean(filter?.trim());
  const shown = useMemo(() => filterTree(nodes, filter), [nodes, filter]);
  const rows = useMemo(() => visibleRows(shown, filtering ? new Set(parentIds(shown)) : expanded), [shown, filtering, expanded]);
  const tabStop = rows.some((row) => row.node.id === focusedId) ? focusedId : rows[0]?.node.id;

  const toggle = (id: string) => {
    const node = byId.get(id);
    if (!node || node.disabled) return;
    onCheckedChange(setSubtree(nodes, node, toggleTarget(node, checked), checked));
  };
  const setOpen = (id: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    setExpanded(next);
  };
  const moveTo = (id: string | undefined) => {
    if (!id) return;
    setFocusedId(id);
    items.current.get(id)?.focus();
  };
  const clickRow = (id: string) => {
    moveTo(id);
    toggle(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = rows.findIndex((row) => row.node.id === tabStop);
    const row = rows[index];
    if (!row) return;
    const isOpen = filtering || expanded.has(row.node.id);
    const actions: Record<string, () => void> = {
      ArrowDown: () => moveTo(rows[index + 1]?.node.id),
      ArrowUp: () => moveTo(rows[index - 1]?.node.id),
      Home: () => moveTo(rows[0]?.node.id),
      End: () => moveTo(rows.at(-1)?.node.id),
      ArrowRight: () => {
        if (!row.expandable) return;
        if (isOpen) moveTo(rows[index + 1]?.node.id);
        else setOpen(row.node.id, true);
      },
      ArrowLeft: () => {
        if (row.expandable && isOpen && !filtering) setOpen(row.node.id, false);
        else moveTo(row.parentId);
      },
      ' ': () => toggle(row.node.id),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <ul role="tree" aria-multiselectable="true" className={cn('text-sm', className)} onKeyDown={onKeyDown} {...aria}>
      {rows.map(({ node, level, expandable }) => {
        const state = checkStateOf(byId.get(node.id) ?? node, checked);
        const isOpen = expandable && (filtering || expanded.has(node.id));
        return (
          <li
            key={node.id}
            ref={(element) => {
              if (element) items.current.set(node.id, element);
              else items.current.delete(node.id);
            }}
            role="treeitem"
            aria-level={level}
            aria-checked={state}
            aria-expanded={expandable ? isOpen : undefined}
            aria-disabled={node.disabled || undefined}
            tabIndex={node.id === tabStop ? 0 : -1}
            onFocus={() => setFocusedId(node.id)}
            className="flex items-center gap-1.5 rounded-sm py-1 pr-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            style={{ paddingLeft: `${(level - 1) * 1.25 + 0.25}rem` }}
          >
            <span
              aria-hidden="true"
              className={cn('flex size-4 items-center justify-center', expandable && 'cursor-pointer')}
              onClick={() => {
                moveTo(node.id);
                if (expandable && !filtering) setOpen(node.id, !isOpen);
              }}
            >
              {expandable && <ChevronRightIcon className={cn('size-4 transition-transform', isOpen && 'rotate-90')} />}
            </span>
            <Checkbox
              aria-hidden="true"
              tabIndex={-1}
              className={mixedClass}
              checked={state === 'mixed' ? 'indeterminate' : state}
              disabled={node.disabled}
              onMouseDown={(event) => event.preventDefault()}
              onCheckedChange={() => clickRow(node.id)}
            />
            <span
              className={cn(
                'cursor-pointer select-none',
                toneClass[node.tone ?? 'default'],
                node.disabled && 'cursor-not-allowed opacity-60',
              )}
              onClick={() => clickRow(node.id)}
            >
              {node.label}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

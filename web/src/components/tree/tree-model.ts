export interface TreeNode {
  id: string;
  label: string;
  children?: TreeNode[];
  tone?: 'default' | 'danger' | 'success';
  disabled?: boolean;
}

export type CheckState = boolean | 'mixed';

const hasChildren = (node: TreeNode): boolean => (node.children?.length ?? 0) > 0;

/** Every leaf id under the nodes, in display order (for select-all). */
export function leafIds(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => (hasChildren(node) ? leafIds(node.children ?? []) : [node.id]));
}

/** A leaf is checked when its id is in the set; a parent when all its leaves are, mixed when some are. */
export function checkStateOf(node: TreeNode, checked: ReadonlySet<string>): CheckState {
  if (!hasChildren(node)) return checked.has(node.id);
  const leaves = leafIds(node.children ?? []);
  const on = leaves.filter((id) => checked.has(id)).length;
  if (on === 0) return false;
  return on === leaves.length ? true : 'mixed';
}

/** Ids of the node and every enabled descendant. */
function subtreeIds(node: TreeNode): string[] {
  if (node.disabled) return [];
  return [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
}

/** What a click does: unchecks when every enabled leaf under the node is checked, else checks them. */
export function toggleTarget(node: TreeNode, checked: ReadonlySet<string>): boolean {
  return !enabledLeafIds(node).every((id) => checked.has(id));
}

function enabledLeafIds(node: TreeNode): string[] {
  if (node.disabled) return [];
  return hasChildren(node) ? (node.children ?? []).flatMap(enabledLeafIds) : [node.id];
}

/** Keeps each parent's id in the set exactly when all its leaves are checked. */
function syncParents(nodes: readonly TreeNode[], next: Set<string>): void {
  for (const node of nodes) {
    if (!hasChildren(node)) continue;
    syncParents(node.children ?? [], next);
    if (checkStateOf(node, next) === true) next.add(node.id);
    else next.delete(node.id);
  }
}

/** Checks or unchecks a node's subtree (disabled nodes keep their state) and recomputes its ancestors. */
export function setSubtree(nodes: readonly TreeNode[], node: TreeNode, on: boolean, checked: ReadonlySet<string>): Set<string> {
  const next = new Set(checked);
  for (const id of subtreeIds(node)) {
    if (on) next.add(id);
    else next.delete(id);
  }
  syncParents(nodes, next);
  return next;
}

/**
 * The nodes whose label contains the keyword (ignoring case), with their ancestors; a matching parent
 * keeps its whole subtree. All nodes when the keyword is blank.
 */
export function filterTree(nodes: readonly TreeNode[], keyword: string | undefined): TreeNode[] {
  const needle = keyword?.trim().toLowerCase() ?? '';
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.label.toLowerCase().includes(needle)) return [node];
    const children = filterTree(node.children ?? [], needle);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** Every node by id, so a filtered view can still check and toggle against the full tree. */
export function indexNodes(nodes: readonly TreeNode[], into = new Map<string, TreeNode>()): Map<string, TreeNode> {
  for (const node of nodes) {
    into.set(node.id, node);
    indexNodes(node.children ?? [], into);
  }
  return into;
}

export interface VisibleRow {
  node: TreeNode;
  level: number;
  parentId: string | undefined;
  expandable: boolean;
}

/** The rows shown in order, descending only into expanded parents. */
export function visibleRows(nodes: readonly TreeNode[], expanded: ReadonlySet<string>, level = 1, parentId?: string): VisibleRow[] {
  return nodes.flatMap((node) => {
    const expandable = hasChildren(node);
    const row: VisibleRow = { node, level, parentId, expandable };
    if (!expandable || !expanded.has(node.id)) return [row];
    return [row, ...visibleRows(node.children ?? [], expanded, level + 1, node.id)];
  });
}

/** Ids of every node that has children. */
export function parentIds(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => (hasChildren(node) ? [node.id, ...parentIds(node.children ?? [])] : []));
}

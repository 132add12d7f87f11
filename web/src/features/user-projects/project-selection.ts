import { projectNameIn, type UserProjectTreeItem } from '@sddp/shared';
import type { TreeNode } from '@/components/tree';

/** Tree ids: a project, and a contractor (cbs) under it. */
const projectNode = (projectId: number) => `p:${projectId}`;
const cbsNode = (projectId: number, cbsId: number) => `c:${projectId}:${cbsId}`;

export function treeNodesOf(items: readonly UserProjectTreeItem[], language: string): TreeNode[] {
  return items.map((item) => ({
    id: projectNode(item.projectId),
    label: projectNameIn(item, language),
    ...(item.children.length
      ? { children: item.children.map((child) => ({ id: cbsNode(item.projectId, child.cbsId), label: child.orgName })) }
      : {}),
  }));
}

/** The tree's checked ids from addState (a parent's id only when all its contractors are). */
export function initialChecked(items: readonly UserProjectTreeItem[]): Set<string> {
  const checked = new Set<string>();
  for (const item of items) {
    const on = item.children.filter((child) => child.addState === 'y');
    on.forEach((child) => checked.add(cbsNode(item.projectId, child.cbsId)));
    if (item.addState === 'y' && on.length === item.children.length) checked.add(projectNode(item.projectId));
  }
  return checked;
}

/** The audit-role options chosen, by their value ('projectId@auditRole@auditRoleName'). */
export const initialRoles = (items: readonly UserProjectTreeItem[]) =>
  new Set(items.flatMap((item) => item.auditRoles.filter((role) => role.addState === 'y').map((role) => role.value)));

/** Whether the project is ticked, wholly or through some of its contractors. */
export const isAssigned = (item: UserProjectTreeItem, checked: ReadonlySet<string>) =>
  checked.has(projectNode(item.projectId)) || item.children.some((child) => checked.has(cbsNode(item.projectId, child.cbsId)));

/**
 * The save's payload: each ticked project as its chosen audit-role options, or its id when none is
 * chosen; a project ticked only through some of its contractors also names them.
 */
export function selectionPayload(items: readonly UserProjectTreeItem[], checked: ReadonlySet<string>, roles: ReadonlySet<string>) {
  const assigned = items.filter((item) => isAssigned(item, checked));
  const projectIds = assigned.flatMap((item) => {
    const chosen = item.auditRoles.filter((role) => roles.has(role.value)).map((role) => role.value);
    return chosen.length ? chosen : [String(item.projectId)];
  });
  const cbs = assigned
    .filter((item) => !checked.has(projectNode(item.projectId)))
    .flatMap((item) =>
      item.children
        .filter((child) => checked.has(cbsNode(item.projectId, child.cbsId)))
        .map((child) => ({ projectId: item.projectId, cbsId: child.cbsId })),
    );
  return { projectIds, cbs };
}

import type { DominantTerm, FactoryObjectClass } from '@sddp/shared';
import type { TreeNode } from '@/components/tree';
import type { CodeName } from './assignment-model';

type Coded = Pick<DominantTerm, 'code' | 'name' | 'distributeState'>;

/** 'code-name', red while some pair lacks a reviewer (distributeState 0), green when all have one. */
export const pickerNodes = (items: readonly Coded[]): TreeNode[] =>
  items.map((item) => ({ id: item.code, label: `${item.code}-${item.name}`, tone: item.distributeState === 0 ? 'danger' : 'success' }));

/** The codes of each type, in the order the breakdown lists them. */
export function codesByType(classes: readonly FactoryObjectClass[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const item of classes) groups.set(item.type, [...(groups.get(item.type) ?? []), item.code]);
  return groups;
}

/** The checked codes as code + name, in the breakdown's order. */
export const pickedItems = (items: readonly CodeName[], checked: ReadonlySet<string>): CodeName[] =>
  items.filter((item) => checked.has(item.code)).map(({ code, name }) => ({ code, name }));

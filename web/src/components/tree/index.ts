export { CheckboxTree } from './checkbox-tree';
export { leafIds, type TreeNode } from './tree-model';

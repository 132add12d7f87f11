export { CheckboxTree, type CheckboxTreeProps } from './checkbox-tree';
export { leafIds, setSubtree, checkStateOf, type CheckState, type TreeNode } from './tree-model';

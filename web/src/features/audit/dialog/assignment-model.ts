import { auditSaveInput, type MessageKey, type UserExtraNode } from '@sddp/shared';

export interface CodeName {
  code: string;
  name: string;
}

/** A main item on the right side of the dialog, with its factory object codes. */
export interface EditorItem extends CodeName {
  codes: CodeName[];
}

const unique = <T extends CodeName>(items: readonly T[]): T[] => [...new Map(items.map((item) => [item.code, item])).values()];

export const fromSaved = (nodes: readonly UserExtraNode[]): EditorItem[] =>
  unique(
    nodes.map((node) => ({ code: node.code, name: node.name, codes: unique(node.childNodes.map(({ code, name }) => ({ code, name }))) })),
  );

/** The picker's main items as checked: new ones are added, unchecked ones leave, kept ones keep their codes. */
export function withMainItems(list: readonly EditorItem[], picked: readonly CodeName[]): EditorItem[] {
  const current = new Map(list.map((item) => [item.code, item]));
  return unique(picked).map((item) => current.get(item.code) ?? { ...item, codes: [] });
}

/** The picker's factory object codes as checked for one main item; duplicates are removed. */
export const withCodes = (list: readonly EditorItem[], mainCode: string, picked: readonly CodeName[]): EditorItem[] =>
  list.map((item) => (item.code === mainCode ? { ...item, codes: unique(picked) } : item));

export const withoutMainItem = (list: readonly EditorItem[], mainCode: string): EditorItem[] =>
  list.filter((item) => item.code !== mainCode);

export const withoutCode = (list: readonly EditorItem[], mainCode: string, code: string): EditorItem[] =>
  list.map((item) => (item.code === mainCode ? { ...item, codes: item.codes.filter((child) => child.code !== code) } : item));

/** The §7 save list: main items type 1, their codes type 2. */
export const toSaveList = (list: readonly EditorItem[]) =>
  list.map((item) => ({
    code: item.code,
    name: item.name,
    type: 1 as const,
    childNodes: item.codes.map((child) => ({ code: child.code, name: child.name, type: 2 as const })),
  }));

/** The §5 check the server makes too, by the same shared schema: the first problem's message key and parameters. */
export function firstSaveProblem(input: {
  projectId: number;
  auditRole: string;
  userId: number;
  orgId: number;
  list: readonly EditorItem[];
}): { key: MessageKey; params: Record<string, unknown> } | undefined {
  const parsed = auditSaveInput.safeParse({ ...input, list: toSaveList(input.list) });
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  return { key: issue.message as MessageKey, params: (issue as { params?: Record<string, unknown> }).params ?? {} };
}

import type { TTreeNode } from '@zuoyeben/shared';

export interface TreeSelectNode {
  value: string;
  title: string;
  children?: TreeSelectNode[];
}

/** A chapter or knowledge tree as antd's TreeSelect takes it. */
export function toTreeSelect(nodes: readonly TTreeNode[]): TreeSelectNode[] {
  return nodes.map((n) => ({ value: n.guid, title: n.name, ...(n.childList.length ? { children: toTreeSelect(n.childList) } : {}) }));
}

/** Names of the nodes with these guids, in the order of `guids` (unknown ones left out). */
export function namesOf(nodes: readonly TTreeNode[], guids: readonly string[]): string[] {
  const names = new Map<string, string>();
  const walk = (list: readonly TTreeNode[]) => list.forEach((n) => { names.set(n.guid, n.name); walk(n.childList); });
  walk(nodes);
  return guids.flatMap((g) => names.get(g) ?? []);
}

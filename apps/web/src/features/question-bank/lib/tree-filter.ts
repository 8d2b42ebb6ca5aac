import type { TTreeNode } from '@zuoyeben/shared';

export interface AntTreeNode {
  key: string;
  title: string;
  children?: AntTreeNode[];
}

/** The chapter or knowledge tree for antd's Tree, keeping only branches whose names contain `text`. */
export function toAntTree(nodes: readonly TTreeNode[], text = ''): AntTreeNode[] {
  const needle = text.trim();
  const out: AntTreeNode[] = [];
  for (const n of nodes) {
    const selfMatches = !needle || n.name.includes(needle);
    // A matching node keeps its whole subtree; otherwise only the matching descendants are kept.
    const children = toAntTree(n.childList, selfMatches ? '' : needle);
    if (selfMatches || children.length > 0) {
      out.push({ key: n.guid, title: n.name, ...(children.length ? { children } : {}) });
    }
  }
  return out;
}

/** Keys of every node that has children: expanded while searching, so the matches show. */
export function branchKeys(nodes: readonly AntTreeNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...branchKeys(n.children)] : []));
}

/** The guids from the root to `guid` (inclusive), or [] when it is not in the tree. */
export function pathTo(nodes: readonly TTreeNode[], guid: string): string[] {
  for (const n of nodes) {
    if (n.guid === guid) return [n.guid];
    const below = pathTo(n.childList, guid);
    if (below.length) return [n.guid, ...below];
  }
  return [];
}

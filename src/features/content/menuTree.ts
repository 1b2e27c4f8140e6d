// Turns the content service's flat menu list into the three levels of docs/product.md §2: root -> header -> item/image.
import type { MenuItem } from './api/get-menu'

export type MenuNode = MenuItem & { children: MenuNode[] }

export function buildMenuTree(items: readonly MenuItem[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>()
  for (const item of items) nodes.set(item.id, { ...item, children: [] })
  const roots: MenuNode[] = []
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined
    if (parent && parent !== node) parent.children.push(node)
    else roots.push(node)
  }
  // Entries of type "root" are the top level; a lone root container (one root holding everything) is skipped
  // so its children form the top navigation.
  const onlyRoot = roots.length === 1 ? roots[0] : undefined
  if (onlyRoot && onlyRoot.type === 'root' && !onlyRoot.link?.url && onlyRoot.children.length > 0) {
    return onlyRoot.children
  }
  return roots
}

export function menuHref(item: Pick<MenuItem, 'link'>): string | null {
  const url = item.link?.url?.trim()
  return url ? url : null
}

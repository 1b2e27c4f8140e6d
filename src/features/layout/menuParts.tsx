// Pieces shared by the desktop and mobile menus: how a root's children split into columns, loose items and
// image tiles (docs/product.md §2: root -> header -> item, plus image entries), and the image tile itself.
import styled from 'styled-components'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { menuHref, type MenuNode } from '@/features/content/menuTree'
import { theme } from '@/styles/theme'

const MENU_IMAGE_WIDTH = 320

export type MenuSections = {
  /** Headers (or anything with children): a titled column each. */
  columns: MenuNode[]
  /** Items directly under the root. */
  items: MenuNode[]
  /** Image entries anywhere below the root, shown as tiles. */
  images: MenuNode[]
}

export function menuSections(root: MenuNode): MenuSections {
  const sections: MenuSections = { columns: [], items: [], images: [] }
  for (const child of root.children) {
    if (child.type === 'image') sections.images.push(child)
    else if (child.children.length > 0 || child.type === 'header') sections.columns.push(child)
    else sections.items.push(child)
  }
  for (const column of sections.columns) {
    for (const grandchild of column.children) if (grandchild.type === 'image') sections.images.push(grandchild)
  }
  return sections
}

/** A column's entries without its image entries (those become tiles). */
export function textEntries(node: MenuNode): MenuNode[] {
  return node.children.filter((child) => child.type !== 'image')
}

const Tile = styled.figure`
  position: relative;
  margin: 0;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};

  figcaption {
    padding: ${`${theme.space.xs} ${theme.space.sm}`};
    font-weight: 600;
  }

  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }

  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  a:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }

  &:focus-within {
    ${theme.focusRing}
  }

  a:focus-visible {
    outline: none;
  }
`

export function MenuImageTile({ node }: { node: MenuNode }) {
  const href = menuHref(node)
  const name = node.name?.trim() || null
  const image = (
    <CmsImage image={node.image} preset="Landscape" width={MENU_IMAGE_WIDTH} sizes={`${MENU_IMAGE_WIDTH}px`} decorative={Boolean(name)} />
  )
  return (
    <Tile>
      {/* Without a name the image's alt text names the link. */}
      {href && !name ? <SmartLink href={href}>{image}</SmartLink> : image}
      {name ? <figcaption>{href ? <SmartLink href={href}>{name}</SmartLink> : name}</figcaption> : null}
    </Tile>
  )
}

export function MenuEntryLink({ node, className }: { node: MenuNode; className?: string }) {
  const href = menuHref(node)
  if (!node.name) return null
  return href ? (
    <SmartLink href={href} className={className}>
      {node.name}
    </SmartLink>
  ) : (
    <span className={className}>{node.name}</span>
  )
}

export function ChevronIcon({ direction = 'down' }: { direction?: 'down' | 'up' }) {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path
        d={direction === 'down' ? 'm4 6 4 4 4-4' : 'm4 10 4-4 4 4'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

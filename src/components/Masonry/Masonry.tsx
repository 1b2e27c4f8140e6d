// Masonry column layout (docs/product.md §2): one column below 768 px, more at 768, 1024, 1280 and 1440 px. CSS columns
// keep the server's and the browser's markup identical and the reading order the DOM order.
import { Children, isValidElement, type ReactNode } from 'react'
import styled from 'styled-components'
import { BREAKPOINTS, MASONRY_COLUMNS } from '@/config/constants'
import { theme } from '@/styles/theme'

export type MasonryColumns = { mobile: number; tablet: number; laptop: number; desktop: number; wide: number }

/** Columns at a viewport width. */
export function masonryColumnsAt(width: number, columns: MasonryColumns = MASONRY_COLUMNS): number {
  if (width >= BREAKPOINTS.wide) return columns.wide
  if (width >= BREAKPOINTS.desktop) return columns.desktop
  if (width >= BREAKPOINTS.laptop) return columns.laptop
  if (width >= BREAKPOINTS.tablet) return columns.tablet
  return columns.mobile
}

type Props = {
  children: ReactNode
  /** Column counts per breakpoint; docs/product.md §2 fixes one column below 768 px. */
  columns?: Partial<Omit<MasonryColumns, 'mobile'>>
  /** Renders the list as <ul> with <li> items. */
  as?: 'ul' | 'div'
  'aria-label'?: string
}

const Columns = styled.div<{ $columns: MasonryColumns }>`
  column-count: ${({ $columns }) => $columns.mobile};
  column-gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.tablet} {
    column-count: ${({ $columns }) => $columns.tablet};
  }
  ${theme.media.laptop} {
    column-count: ${({ $columns }) => $columns.laptop};
  }
  ${theme.media.desktop} {
    column-count: ${({ $columns }) => $columns.desktop};
  }
  ${theme.media.wide} {
    column-count: ${({ $columns }) => $columns.wide};
  }
`

const Item = styled.div`
  break-inside: avoid;
  margin-bottom: ${theme.space.lg};
`

export function Masonry({ children, columns, as = 'div', ...rest }: Props) {
  const items = Children.toArray(children)
  // Column widths stay fixed even with few items: a lone teaser keeps a card's width, not the page's.
  const table: MasonryColumns = { ...MASONRY_COLUMNS, ...columns, mobile: MASONRY_COLUMNS.mobile }
  return (
    <Columns as={as} $columns={table} aria-label={rest['aria-label']}>
      {items.map((child, index) => (
        <Item key={isValidElement(child) && child.key !== null ? child.key : index} as={as === 'ul' ? 'li' : 'div'}>
          {child}
        </Item>
      ))}
    </Columns>
  )
}

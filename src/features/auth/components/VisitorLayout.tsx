// The page shell with the menu of the visitor's customer type (docs/product.md §2: business and consumer customers see
// different menus). App.getInitialProps picks the layout from the token cookie; when the login changes after that
// (a login, a logout, a token that turned out to have expired) the other type's layout is fetched here and its menu
// shown, without a reload.
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Layout } from '@/features/layout/Layout'
import type { Locale } from '@/config/constants'
import { layoutQueryOptions, type CustomerType, type LayoutData } from '@/features/content/loadLayout'
import { useAuth } from '../auth-context'

type Props = {
  layout?: LayoutData
  /** Whose menu `layout` holds: the token cookie's client type when the page was rendered, null for a guest. */
  layoutFor: CustomerType | null
  locale: Locale
  children: ReactNode
}

export function VisitorLayout({ layout, layoutFor, locale, children }: Props) {
  const { status, customer } = useAuth()
  const rendered: CustomerType = layoutFor ?? 'B2C'
  const wanted: CustomerType = status === 'loading' ? rendered : (customer?.ClientType ?? 'B2C')
  const switched = layout !== undefined && wanted !== rendered
  const other = useQuery({ ...layoutQueryOptions(locale, wanted), enabled: switched })
  // Only the menu differs between the types; a failed fetch (no menu) keeps the one the page came with.
  const shown = switched && other.data && other.data.menu.length > 0 ? { ...layout, menu: other.data.menu } : layout
  return (
    <Layout layout={shown} customerType={wanted}>
      {children}
    </Layout>
  )
}

// The order history (/konto/ordrer/?page=N): GET /api/order/search/ one page at a time, newest first, with the
// status labels of GET /api/order/settings/. The page lives in the address, so the back button and a shared link
// restore it; paging is a shallow route change (no server round trip) and each page stays fresh for 10 minutes
// (docs/product.md §9). While the next page loads the current one stays, marked busy; then the focus moves to the list.
// Each order has "Køb igen" (docs/adr/0038).
import Link from 'next/link'
import { useRouter } from 'next/router'
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { FormMessage } from '@/components/Form/fields'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { paths } from '@/config/paths'
import { statusLabel, useOrderSettings, type OrderSettings } from '@/features/orders/api/order-settings'
import { ORDER_SEARCH_FIRST_PAGE, useOrders, type OrderSummary } from '@/features/orders/api/search-orders'
import { ORDER_PAGE_PARAM, formatOrderDate, orderPageFromQuery } from '@/features/orders/format'
import { BuyAgainButton } from '@/features/orders/components/BuyAgainButton'
import { PlacedByStaffMark } from '@/features/orders/components/PlacedByStaff'
import { pageItems } from '@/features/orders/pagination'
import { toLocale } from '@/lib/culture'
import { moneyText } from '@/lib/money'
import { StatusBadge } from './StatusBadge'
import { Actions, Card, FocusHeading, Muted, SkeletonBlock } from '../styles'
import { theme } from '@/styles/theme'

/** The history's address for a page (the first page has no query). */
export function ordersHref(page: number): string {
  return page <= ORDER_SEARCH_FIRST_PAGE ? paths.accountOrders : `${paths.accountOrders}?${ORDER_PAGE_PARAM}=${page}`
}

const List = styled.ol`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`

const Row = styled.li`
  position: relative;
  display: grid;
  gap: ${`${theme.space.xs} ${theme.space.md}`};
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'number total'
    'date status'
    'items again';
  align-items: center;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  ${theme.media.tablet} {
    grid-template-columns: minmax(100px, 1.1fr) minmax(100px, 1fr) minmax(110px, 1fr) minmax(60px, 0.6fr) minmax(80px, 0.8fr) auto;
    grid-template-areas: 'number date status items total again';
    padding: ${`${theme.space.md} ${theme.space.lg}`};
  }

  &:hover {
    box-shadow: ${theme.shadows.raised};
  }
`

/** The order number links to the receipt; the link's area covers the whole row. */
const OrderLink = styled(Link)`
  grid-area: number;
  font-weight: 700;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.primary};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radii.lg};
  }
`

const Cell = styled.span<{ $area: 'date' | 'status' | 'items' }>`
  grid-area: ${({ $area }) => $area};
  color: ${theme.colors.textMuted};
`

const TotalCell = styled.span`
  grid-area: total;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  text-align: right;
`

/** Above the row's link area, so it is its own target. */
const AgainCell = styled.span`
  grid-area: again;
  position: relative;
  z-index: 1;
  justify-self: end;
  text-align: right;
`

const Pager = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
    align-items: center;
    justify-content: center;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a,
  span[aria-disabled='true'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${theme.space.sm};
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }

  a[aria-current='page'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }

  span[aria-disabled='true'] {
    color: ${theme.colors.textMuted};
    opacity: 0.6;
  }
`

function OrderRow({ order, settings }: { order: OrderSummary; settings: OrderSettings | undefined }) {
  const { t, i18n } = useTranslation()
  const locale = toLocale(i18n.language)
  const date = formatOrderDate(order.PlacedAt, locale)
  return (
    <Row data-testid="order-row">
      <OrderLink href={paths.accountOrder(order.Uid)}>{t('Account.Orders.OrderNumberShort', { number: order.OrderNumber })}</OrderLink>
      <Cell $area="date">{date ? <time dateTime={order.PlacedAt}>{date}</time> : null}</Cell>
      <Cell $area="status">
        <VisuallyHidden>{t('Account.Orders.Status')}: </VisuallyHidden>
        <StatusBadge status={order.Status}>{statusLabel(settings, order.Status)}</StatusBadge>
        <PlacedByStaffMark name={order.PlacedByStaff} />
      </Cell>
      <Cell $area="items">{t('Account.Orders.Items', { count: order.Quantity })}</Cell>
      <TotalCell>
        <VisuallyHidden>{t('Account.Orders.Total')}: </VisuallyHidden>
        {moneyText(order.Total)}
      </TotalCell>
      <AgainCell>
        <BuyAgainButton orderUid={order.Uid} orderNumber={order.OrderNumber} compact />
      </AgainCell>
    </Row>
  )
}

function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation()
  if (totalPages <= 1) return null
  const link = (target: number, label: string, children: string, rel?: 'prev' | 'next') => (
    <Link href={ordersHref(target)} shallow scroll={false} aria-label={label} rel={rel}>
      {children}
    </Link>
  )
  return (
    <Pager aria-label={t('Account.Orders.Pages')}>
      <ul>
        <li>
          {page > 1 ? (
            link(page - 1, t('Account.Orders.PreviousPage'), t('Account.Orders.Previous'), 'prev')
          ) : (
            <span aria-disabled="true">{t('Account.Orders.Previous')}</span>
          )}
        </li>
        {pageItems(page, totalPages).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={ordersHref(item)}
                shallow
                scroll={false}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('Account.Orders.PageN', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            link(page + 1, t('Account.Orders.NextPage'), t('Account.Orders.Next'), 'next')
          ) : (
            <span aria-disabled="true">{t('Account.Orders.Next')}</span>
          )}
        </li>
      </ul>
    </Pager>
  )
}

export function OrderHistory() {
  const { t } = useTranslation()
  const router = useRouter()
  const page = orderPageFromQuery(router.query)
  const orders = useOrders(page)
  const settings = useOrderSettings()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownPage = useRef(page)

  // A new page arrived: the list is read from its start.
  const data = orders.data
  const arrivedPage = orders.isPlaceholderData ? null : (data?.Page ?? null)
  useEffect(() => {
    if (arrivedPage === null || arrivedPage === shownPage.current) return
    shownPage.current = arrivedPage
    headingRef.current?.focus()
  }, [arrivedPage])

  // The status labels come with the settings; the list waits for them a moment rather than show raw values.
  if (!data || settings.isPending) {
    if (orders.isError) {
      return (
        <Card aria-labelledby="account-orders-heading">
          <FocusHeading id="account-orders-heading">{t('Account.Orders.Heading')}</FocusHeading>
          <FormMessage $tone="error" role="alert">
            <p>{t('Account.Orders.LoadFailed')}</p>
          </FormMessage>
          <Actions>
            <Button type="button" $variant="secondary" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
              {t('Account.TryAgain')}
            </Button>
          </Actions>
        </Card>
      )
    }
    return (
      <div aria-busy="true" data-testid="orders-loading">
        <p role="status">
          <VisuallyHidden>{t('Account.Orders.Loading')}</VisuallyHidden>
        </p>
        <SkeletonBlock $height="72px" aria-hidden="true" />
        <SkeletonBlock $height="72px" aria-hidden="true" />
        <SkeletonBlock $height="72px" aria-hidden="true" />
      </div>
    )
  }

  if (data.TotalCount === 0) {
    return (
      <Card aria-labelledby="account-orders-heading" data-testid="orders-empty">
        <FocusHeading id="account-orders-heading">{t('Account.Orders.EmptyTitle')}</FocusHeading>
        <p>{t('Account.Orders.EmptyText')}</p>
        <p>
          <Link href={paths.home}>{t('Account.GoShopping')}</Link>
        </p>
      </Card>
    )
  }

  if (data.Orders.length === 0) {
    // A page past the last (an old link after orders were… or a typed number).
    return (
      <Card aria-labelledby="account-orders-heading" data-testid="orders-page-empty">
        <FocusHeading id="account-orders-heading" ref={headingRef} tabIndex={-1}>
          {t('Account.Orders.NoSuchPage')}
        </FocusHeading>
        <p>{t('Account.Orders.NoSuchPageText', { count: data.TotalPages })}</p>
        <p>
          <Link href={ordersHref(ORDER_SEARCH_FIRST_PAGE)} shallow>
            {t('Account.Orders.FirstPage')}
          </Link>
        </p>
      </Card>
    )
  }

  const pageSize = settings.data?.PageSize ?? data.Orders.length
  const first = (data.Page - 1) * pageSize + 1
  const last = first + data.Orders.length - 1
  return (
    <>
      <div>
        <FocusHeading id="account-orders-heading" ref={headingRef} tabIndex={-1}>
          {t('Account.Orders.Heading')}
        </FocusHeading>
        <Muted data-testid="orders-range">{t('Account.Orders.Range', { first, last, count: data.TotalCount })}</Muted>
        {/* Every total is what was paid, VAT and delivery included, whatever the customer's price terms. */}
        <Muted>{t('Account.Orders.TotalsInclude')}</Muted>
      </div>
      <List aria-labelledby="account-orders-heading" aria-busy={orders.isPlaceholderData}>
        {data.Orders.map((order) => (
          <OrderRow key={order.Uid} order={order} settings={settings.data} />
        ))}
      </List>
      <Pagination page={data.Page} totalPages={data.TotalPages} />
    </>
  )
}

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import toast from 'react-hot-toast'
import { TOKEN_COOKIE_NAME } from '@/config/constants'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { installBrowserStubs } from '@/test/browserStubs'
import { OrdersView } from './OrdersView'
import { authState, installAccountApi, renderAccount } from '@/features/account/testing/renderAccount'

const customer = customerAnswer()
const PAGE_SIZE = 10
const STATUSES = ['Created', 'Authorized', 'Settled', 'Shipped', 'Cancelled'] as const
const LABELS = { Created: 'Modtaget', Authorized: 'Betaling godkendt', Settled: 'Betalt', Shipped: 'Afsendt', Cancelled: 'Annulleret' }

/** 23 orders, newest first: numbers 10023 down to 10001, a day apart. */
const ORDERS = Array.from({ length: 23 }, (_, index) => {
  const number = 10023 - index
  return {
    Uid: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    OrderNumber: String(number),
    PlacedAt: new Date(Date.UTC(2026, 10, 23 - index, 11, 0)).toISOString(),
    Status: STATUSES[index % STATUSES.length]!,
    PaymentMethod: 'CreditCard',
    DeliveryMethodType: 'DeliveryAddress',
    Quantity: index === 0 ? 1 : index + 1,
    Total: { Amount: 10000 * (index + 1), Text: `${100 * (index + 1)},-` },
  }
})

let restore: (() => void) | undefined

function renderOrders(url: string, orders = ORDERS, { failSearch = false } = {}) {
  const api = installAccountApi(({ path, params }) => {
    if (path === '/order/settings/') {
      return { status: 200, data: { PageSize: PAGE_SIZE, Statuses: STATUSES.map((value) => ({ Value: value, Label: LABELS[value] })) } }
    }
    if (path === '/order/search/') {
      if (failSearch) return { status: 503, data: { ErrorCode: 'Unavailable', Message: 'Prøv igen om lidt.' } }
      const page = Number(params['requestModel.page'])
      return {
        status: 200,
        data: {
          Orders: orders.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
          TotalPages: Math.ceil(orders.length / PAGE_SIZE),
          TotalCount: orders.length,
          Page: page,
        },
      }
    }
    return { status: 404, data: {} }
  })
  restore = api.restore
  const navigate = vi.fn(() => Promise.resolve(true))
  const { queryClient } = renderAccount(<OrdersView />, {
    auth: authState({ status: 'authenticated', customer, loginKey: customer.HardId }),
    url,
    route: '/konto/ordrer',
    onNavigate: navigate,
  })
  const searchedPages = () => api.requests.filter((r) => r.path === '/order/search/').map((r) => r.params['requestModel.page'])
  return { api, navigate, searchedPages, queryClient }
}

const rows = () => screen.getAllByTestId('order-row')
const pager = () => screen.getByRole('navigation', { name: 'Sider i ordrehistorikken' })

describe('OrdersView', () => {
  beforeAll(() => installBrowserStubs())
  beforeEach(() => toast.remove())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('shows a skeleton until the first page is there', async () => {
    renderOrders('/konto/ordrer/')
    expect(screen.getByTestId('orders-loading')).toHaveAttribute('aria-busy', 'true')
    expect(await screen.findAllByTestId('order-row')).toHaveLength(10)
    expect(screen.queryByTestId('orders-loading')).toBeNull()
  })

  it('lists number, Danish date, status label, item count and total, linking to the receipt', async () => {
    renderOrders('/konto/ordrer/')
    const first = (await screen.findAllByTestId('order-row'))[0]!
    const link = within(first).getByRole('link', { name: 'Ordre 10023' })
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/konto\/ordrer\/00000000-0000-4000-8000-000000010023\/?$/))
    expect(within(first).getByText('23. november 2026')).toBeInTheDocument()
    expect(within(first).getByText('Modtaget')).toBeInTheDocument()
    expect(within(first).getByText('1 vare')).toBeInTheDocument()
    expect(within(first).getByText('100,-')).toBeInTheDocument()
    expect(within(rows()[1]!).getByText('Betaling godkendt')).toBeInTheDocument()
    expect(within(rows()[1]!).getByText('2 varer')).toBeInTheDocument()
    expect(screen.getByTestId('orders-range')).toHaveTextContent('Viser 1–10 af 23 ordrer')
  })

  it('opens the page the address asks for', async () => {
    const { searchedPages } = renderOrders('/konto/ordrer/?page=3')
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(within(rows()[0]!).getByRole('link', { name: 'Ordre 10003' })).toBeInTheDocument()
    expect(searchedPages()).toEqual([3])
    expect(screen.getByTestId('orders-range')).toHaveTextContent('Viser 21–23 af 23 ordrer')
    expect(within(pager()).getByRole('link', { name: 'Side 3' })).toHaveAttribute('aria-current', 'page')
    expect(within(pager()).queryByRole('link', { name: 'Næste side' })).toBeNull()
  })

  it('pages through the history with the page in the address, and moves the focus to the list', async () => {
    const { navigate, searchedPages } = renderOrders('/konto/ordrer/')
    await screen.findAllByTestId('order-row')
    expect(within(pager()).getByRole('link', { name: 'Side 1' })).toHaveAttribute('aria-current', 'page')
    expect(within(pager()).queryByRole('link', { name: 'Forrige side' })).toBeNull()

    await userEvent.click(within(pager()).getByRole('link', { name: 'Næste side' }))

    expect(navigate).toHaveBeenCalledWith(
      expect.stringMatching(/^\/konto\/ordrer\/?\?page=2$/),
      expect.anything(),
      expect.objectContaining({ shallow: true }),
    )
    await waitFor(() => expect(within(rows()[0]!).getByRole('link', { name: 'Ordre 10013' })).toBeInTheDocument())
    expect(within(pager()).getByRole('link', { name: 'Side 2' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('heading', { name: 'Ordrehistorik' })).toHaveFocus()
    expect(searchedPages()).toEqual([1, 2])

    // Back to page 1: fresh for 10 minutes, so no new call.
    await userEvent.click(within(pager()).getByRole('link', { name: 'Forrige side' }))
    await waitFor(() => expect(within(rows()[0]!).getByRole('link', { name: 'Ordre 10023' })).toBeInTheDocument())
    expect(searchedPages()).toEqual([1, 2])
  })

  it('has an empty state with a way into the shop', async () => {
    renderOrders('/konto/ordrer/', [])
    const empty = await screen.findByTestId('orders-empty')
    expect(within(empty).getByRole('heading', { name: 'Du har ingen ordrer endnu' })).toBeInTheDocument()
    expect(within(empty).getByRole('link', { name: 'Gå på opdagelse i butikken' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Sider i ordrehistorikken' })).toBeNull()
  })

  it('says a page past the last does not exist and links to the first', async () => {
    renderOrders('/konto/ordrer/?page=9')
    const card = await screen.findByTestId('orders-page-empty')
    expect(card).toHaveTextContent('Din ordrehistorik har kun 3 sider.')
    expect(within(card).getByRole('link', { name: 'Gå til den første side' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/konto\/ordrer\/?$/),
    )
  })

  it('does not ask again when everything is refreshed right after a logout (the token is gone)', async () => {
    const { searchedPages, queryClient } = renderOrders('/konto/ordrer/')
    await screen.findAllByTestId('order-row')
    Cookies.remove(TOKEN_COOKIE_NAME)
    await queryClient.invalidateQueries()
    expect(searchedPages()).toEqual([1])
  })

  it('says so when the history cannot be loaded', async () => {
    renderOrders('/konto/ordrer/', ORDERS, { failSearch: true })
    expect(await screen.findByRole('alert')).toHaveTextContent('Dine ordrer kunne ikke hentes lige nu.')
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeInTheDocument()
  })
})

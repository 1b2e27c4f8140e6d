import { screen, within } from '@testing-library/react'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { Footer } from '@/features/layout/Footer'
import { installBrowserStubs } from '@/test/browserStubs'
import { renderWithProviders } from '@/test/render'
import { ReceiptView } from '@/views/account/ReceiptView'
import { authState, installAccountApi, renderAccount, type AccountApiAnswer } from '@/features/account/testing/renderAccount'
import { WithdrawalNotice } from './WithdrawalNotice'

const UID = '4f0f3c5e-7c1a-4d8e-9a51-2b8c2f7e9d10'
const base = {
  OrderNumber: '10023',
  PlacedAt: '2026-11-20T09:15:00.000Z',
  DeliveredAt: null,
  LastDay: null,
  Deadline: null,
  Lines: [],
  Withdrawals: [],
}

let restore: (() => void) | undefined

function renderNotice(answer: AccountApiAnswer) {
  const api = installAccountApi(({ method, path }) =>
    method === 'GET' && path === `/order/${UID}/withdrawal/` ? answer : { status: 404, data: {} },
  )
  restore = api.restore
  const customer = customerAnswer()
  return renderAccount(<WithdrawalNotice orderUid={UID} />, {
    auth: authState({ status: 'authenticated', customer, loginKey: customer.HardId }),
    url: `/konto/ordrer/${UID}/`,
    route: '/konto/ordrer/[orderUid]',
  })
}

describe('WithdrawalNotice on a receipt', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('links "Fortryd købet her" to the order on the withdrawal page, with the deadline', async () => {
    renderNotice({ status: 200, data: { ...base, Status: 'Open', LastDay: '2026-12-08' } })
    const notice = await screen.findByTestId('withdrawal-notice')
    expect(within(notice).getByRole('heading', { name: 'Fortrydelsesret' })).toBeInTheDocument()
    expect(notice).toHaveTextContent('Du kan fortryde købet til og med 8. december 2026.')
    expect(within(notice).getByRole('link', { name: 'Fortryd købet her' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/fortryd/?\\?order=${UID}$`)),
    )
  })

  it('says the period runs from delivery while the order is not delivered', async () => {
    renderNotice({ status: 200, data: { ...base, Status: 'Open' } })
    expect(await screen.findByTestId('withdrawal-notice')).toHaveTextContent('inden for 14 dage efter, at du har modtaget varerne')
  })

  it.each([
    [{ Status: 'PeriodEnded', LastDay: '2026-12-08' }, 'Fortrydelsesfristen udløb 8. december 2026.'],
    [{ Status: 'BusinessOrder' }, 'Køb som erhvervskunde er ikke omfattet af fortrydelsesretten.'],
    [{ Status: 'NothingToWithdraw' }, 'Varerne i ordren kan ikke fortrydes.'],
  ])('says why not instead of linking (%o)', async (over, text) => {
    renderNotice({ status: 200, data: { ...base, ...over } })
    const notice = await screen.findByTestId('withdrawal-notice')
    expect(notice).toHaveTextContent(text)
    expect(within(notice).queryByRole('link')).toBeNull()
  })

  it('shows nothing when the withdrawal cannot be read', async () => {
    const { container } = renderNotice({ status: 503, data: {} })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByTestId('withdrawal-notice')).toBeNull()
    expect(container.querySelector('[role="alert"]')).toBeNull()
  })

  it('stands beneath the receipt of an order in the account', async () => {
    const money = (Amount: number, Text: string) => ({ Amount, Text })
    const receipt = {
      Uid: UID,
      OrderNumber: '10023',
      PlacedAt: '2026-11-20T09:15:00.000Z',
      Status: 'Shipped',
      PaymentMethod: 'CreditCard',
      Email: 'kunde@delikat.dk',
      IsB2B: false,
      Delivery: null,
      Lines: [
        {
          ProductId: 5,
          Name: 'Olivenolie',
          RelativeUrl: null,
          Quantity: 1,
          UnitPrice: money(12900, '129,-'),
          LinePrice: money(12900, '129,-'),
          IsFreeGift: false,
        },
      ],
      GiftCardLines: [],
      Totals: { SubTotal: money(12900, '129,-'), Total: money(12900, '129,-') },
    }
    const api = installAccountApi(({ method, path }) => {
      if (path === '/order/settings/') return { status: 200, data: { PageSize: 10, Statuses: [{ Value: 'Shipped', Label: 'Afsendt' }] } }
      if (method === 'POST' && path === `/order/${UID}/receipt/`) return { status: 200, data: receipt }
      if (method === 'GET' && path === `/order/${UID}/withdrawal/`)
        return { status: 200, data: { ...base, Status: 'Open', LastDay: '2026-12-08' } }
      return { status: 404, data: {} }
    })
    restore = api.restore
    const customer = customerAnswer()
    renderAccount(<ReceiptView />, {
      auth: authState({ status: 'authenticated', customer, loginKey: customer.HardId }),
      url: `/konto/ordrer/${UID}/`,
      route: '/konto/ordrer/[orderUid]',
      params: { orderUid: UID },
    })
    await screen.findByRole('heading', { level: 1, name: 'Ordre 10023' })
    expect(await screen.findByRole('link', { name: 'Fortryd købet her' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/fortryd/?\\?order=${UID}$`)),
    )
  })
})

describe('the footer', () => {
  it('always offers "Fortryd købet her", also when the editors’ columns lack it', () => {
    renderWithProviders(
      <Footer footer={{ Columns: [{ Title: 'Butikken', Links: [{ Text: 'Kurv', Url: '/kurv/' }] }], Text: 'CVR 12345674' }} />,
    )
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Fortryd købet her' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/fortryd\/?$/),
    )
  })

  it('shows the editors’ link once, not a second one of its own', () => {
    renderWithProviders(
      <Footer footer={{ Columns: [{ Title: 'Butikken', Links: [{ Text: 'Fortryd købet her', Url: '/en/fortryd/' }] }] }} />,
    )
    expect(screen.getAllByRole('link', { name: 'Fortryd købet her' })).toHaveLength(1)
  })

  it('offers it in the fallback footer too', () => {
    renderWithProviders(<Footer footer={null} />)
    expect(screen.getByRole('link', { name: 'Fortryd købet her' })).toBeInTheDocument()
  })
})

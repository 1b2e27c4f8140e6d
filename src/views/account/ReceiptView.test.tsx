import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { installBrowserStubs } from '@/test/browserStubs'
import { ReceiptView } from './ReceiptView'
import { authState, installAccountApi, renderAccount, type AccountApiAnswer } from '@/features/account/testing/renderAccount'

const UID = '4f0f3c5e-7c1a-4d8e-9a51-2b8c2f7e9d10'
const money = (Amount: number, Text: string) => ({ Amount, Text })

const consumerReceipt = {
  Uid: UID,
  OrderNumber: '10005',
  PlacedAt: '2026-11-19T19:03:00.000Z',
  Status: 'Authorized',
  PaymentMethod: 'CreditCard',
  Email: 'kunde@delikat.dk',
  IsB2B: false,
  Delivery: {
    MethodType: 'DeliveryAddress',
    MethodName: 'Levering til døren',
    Name: 'Mette Jensen',
    Company: null,
    Address: 'Nørregade 7, 2. th.',
    Zip: '1165',
    City: 'København K',
    ServiceLocation: null,
  },
  Lines: [
    {
      ProductId: 7,
      Name: 'Gavekurven "Det gode bord"',
      RelativeUrl: '/produkter/gavekurv/7/',
      Quantity: 1,
      UnitPrice: money(59900, '599,-'),
      LinePrice: money(59900, '599,-'),
      IsFreeGift: false,
    },
    {
      ProductId: 9,
      Name: 'Trøffelchips',
      RelativeUrl: '/produkter/troeffelchips/9/',
      Quantity: 1,
      UnitPrice: money(0, '0,-'),
      LinePrice: money(0, '0,-'),
      IsFreeGift: true,
    },
    {
      ProductId: null,
      Name: 'Udgået vin',
      RelativeUrl: null,
      Quantity: 2,
      UnitPrice: money(10000, '100,-'),
      LinePrice: money(20000, '200,-'),
      IsFreeGift: false,
    },
  ],
  GiftCardLines: [{ Amount: money(50000, '500,-'), Quantity: 1, IsGift: true, Greeting: 'Tillykke med de 40, Mette!' }],
  Totals: {
    SubTotal: money(129900, '1.299,-'),
    Discount: money(0, '0,-'),
    Delivery: money(7900, '79,-'),
    GiftCards: money(0, '0,-'),
    Vat: money(17360, '173,60'),
    Total: money(137800, '1.378,-'),
  },
}

const businessReceipt = {
  ...consumerReceipt,
  OrderNumber: '10004',
  Status: 'Created',
  PaymentMethod: 'Invoice',
  Email: 'firma@delikat.dk',
  IsB2B: true,
  Lines: [
    {
      ProductId: 12,
      Name: 'Rosé de Provence 2024',
      RelativeUrl: '/produkter/rose/12/',
      Quantity: 24,
      UnitPrice: money(9520, '95,20'),
      LinePrice: money(228480, '2.284,80'),
      IsFreeGift: false,
    },
  ],
  GiftCardLines: [],
  Totals: {
    SubTotal: money(228480, '2.284,80'),
    Discount: money(0, '0,-'),
    Delivery: money(6320, '63,20'),
    GiftCards: money(0, '0,-'),
    Vat: money(58700, '587,-'),
    Total: money(293500, '2.935,-'),
  },
}

const SETTINGS = {
  PageSize: 10,
  Statuses: [
    { Value: 'Authorized', Label: 'Betaling godkendt' },
    { Value: 'Created', Label: 'Modtaget' },
  ],
}

let restore: (() => void) | undefined

function renderReceipt(answer: AccountApiAnswer, orderUid = UID) {
  const api = installAccountApi(({ method, path }) => {
    if (path === '/order/settings/') return { status: 200, data: SETTINGS }
    if (method === 'POST' && path === `/order/${orderUid}/receipt/`) return answer
    return { status: 404, data: {} }
  })
  restore = api.restore
  const customer = customerAnswer()
  renderAccount(<ReceiptView />, {
    auth: authState({ status: 'authenticated', customer, loginKey: customer.HardId }),
    url: `/konto/ordrer/${orderUid}/`,
    route: '/konto/ordrer/[orderUid]',
    params: { orderUid },
  })
  return api
}

const totals = () => screen.getByTestId('receipt-totals')
/** The amount a totals row shows, by its label. */
function totalFor(label: string): string | null {
  const term = within(totals()).getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? null
}

describe('ReceiptView', () => {
  beforeAll(() => installBrowserStubs())
  beforeEach(() => toast.remove())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it("shows a consumer's receipt: lines linking to the products, gift card, delivery, payment and totals with VAT included", async () => {
    renderReceipt({ status: 200, data: consumerReceipt })
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordre 10005' })).toBeInTheDocument()
    expect(screen.getByText('19. november 2026 kl. 20.03')).toBeInTheDocument()
    expect(screen.getByText('Betaling godkendt')).toBeInTheDocument()
    expect(screen.getByText('Betalingskort')).toBeInTheDocument()

    const table = screen.getByRole('table')
    expect(within(table).getByRole('link', { name: 'Gavekurven "Det gode bord"' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/produkter\/gavekurv\/7\/?$/),
    )
    expect(within(table).getByText('Gratis gave')).toBeInTheDocument()
    // A product that is gone keeps its line, without a link.
    expect(within(table).getByText('Udgået vin')).toBeInTheDocument()
    expect(within(table).queryByRole('link', { name: 'Udgået vin' })).toBeNull()
    expect(within(table).getByText('Gavekort på 500,-')).toBeInTheDocument()
    expect(within(table).getByText('Tillykke med de 40, Mette!')).toBeInTheDocument()

    expect(totalFor('Varer i alt')).toBe('1.299,-')
    expect(totalFor('Levering')).toBe('79,-')
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('1.378,-')
    expect(totalFor('Heraf moms')).toBe('173,60')
    expect(within(totals()).queryByText('Rabat')).toBeNull()
    expect(within(totals()).queryByText('Moms (25 %)')).toBeNull()

    const delivery = screen.getByRole('region', { name: 'Levering' })
    expect(within(delivery).getByText('Levering til døren')).toBeInTheDocument()
    expect(within(delivery).getByText('1165 København K')).toBeInTheDocument()
  })

  it("shows a business order's amounts without VAT and the VAT on its own line", async () => {
    renderReceipt({ status: 200, data: businessReceipt })
    await screen.findByRole('heading', { level: 1, name: 'Ordre 10004' })
    expect(screen.getByText('Faktura')).toBeInTheDocument()
    expect(totalFor('Varer i alt ekskl. moms')).toBe('2.284,80')
    expect(totalFor('Moms (25 %)')).toBe('587,-')
    expect(totalFor('I alt inkl. moms')).toBe('2.935,-')
    expect(within(totals()).queryByText('Heraf moms')).toBeNull()
    expect(
      screen.getByText('Varer og levering er ekskl. moms; momsen står på sin egen linje og er med i I alt inkl. moms.'),
    ).toBeInTheDocument()
  })

  it('prints the receipt', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    renderReceipt({ status: 200, data: consumerReceipt })
    await userEvent.click(await screen.findByRole('button', { name: 'Udskriv kvittering' }))
    expect(print).toHaveBeenCalledTimes(1)
    print.mockRestore()
  })

  it('says clearly when the order is not found', async () => {
    renderReceipt({ status: 404, data: { ErrorCode: 'OrderNotFound', Message: 'Ordren findes ikke.' } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordren blev ikke fundet' })).toBeInTheDocument()
    const card = screen.getByTestId('receipt-not-found')
    expect(within(card).getByRole('link', { name: 'Se alle dine ordrer' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/konto\/ordrer\/?$/),
    )
  })

  it('offers to try again when the receipt cannot be loaded', async () => {
    renderReceipt({ status: 503, data: { ErrorCode: 'Unavailable', Message: 'Prøv igen om lidt.' } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Kvitteringen kunne ikke hentes lige nu.')
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeInTheDocument()
  })

  it('marks the orders section in the navigation, and links back to the orders', async () => {
    renderReceipt({ status: 200, data: consumerReceipt })
    await screen.findByRole('heading', { level: 1, name: 'Ordre 10005' })
    const nav = screen.getByRole('navigation', { name: 'Kontoens sider' })
    expect(within(nav).getByRole('link', { name: 'Ordrer' })).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('link', { name: '← Tilbage til ordrerne' })).toBeInTheDocument()
  })
})

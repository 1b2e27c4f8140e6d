// "Find din ordre" (/find-ordre/, docs/adr/0038): the form's validation, the not-found answer, and the found order's
// receipt without the account's actions.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import {
  authState,
  installAccountApi,
  renderAccount,
  type AccountApiRequest,
  type AccountApiAnswer,
} from '@/features/account/testing/renderAccount'
import { installBrowserStubs } from '@/test/browserStubs'
import { OrderLookup } from './OrderLookup'

vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

const money = (Amount: number, Text: string) => ({ Amount, Text })

const FOUND = {
  Receipt: {
    OrderNumber: '100234',
    PlacedAt: '2026-11-19T19:03:00.000Z',
    Status: 'Shipped',
    PaymentMethod: 'CreditCard',
    Email: 'gitte@example.dk',
    IsB2B: false,
    // The lookup answers the method only, not the person and place (docs/adr/0038).
    Delivery: { MethodType: 'PostNord', MethodName: 'PostNord pakkeshop' },
    Lines: [
      {
        ProductId: 12,
        Name: 'Husets rødvin',
        RelativeUrl: null,
        Quantity: 2,
        UnitPrice: money(16900, '169,-'),
        LinePrice: money(33800, '338,-'),
      },
    ],
    GiftCardLines: [],
    Totals: { SubTotal: money(33800, '338,-'), Delivery: money(4900, '49,-'), Total: money(38700, '387,-') },
  },
  StatusLabel: 'Afsendt',
  AccountOrder: false,
}

let restore: (() => void) | undefined

function renderPage(handler: (request: AccountApiRequest) => AccountApiAnswer | null) {
  const api = installAccountApi((request) => handler(request) ?? { status: 404, data: {} })
  restore = api.restore
  renderAccount(<OrderLookup />, { auth: authState(), url: '/find-ordre/', route: '/find-ordre' })
  return { api, user: userEvent.setup() }
}

const lookups = (api: { requests: AccountApiRequest[] }) => api.requests.filter((r) => r.path === '/order/lookup/')

describe('OrderLookup ("Find din ordre")', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('checks both fields before anything is sent, then shows the found order’s receipt and status, without "Køb igen"', async () => {
    const { api, user } = renderPage(({ path }) => (path === '/order/lookup/' ? { status: 200, data: FOUND } : null))
    expect(screen.getByRole('heading', { level: 1, name: 'Find din ordre' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Find ordren' }))
    const number = screen.getByRole('textbox', { name: 'Ordrenummer' })
    expect(number).toHaveAttribute('aria-invalid', 'true')
    expect(number).toHaveFocus()
    expect(screen.getAllByText('Udfyld feltet.')).toHaveLength(2)
    await user.type(number, '100234')
    await user.type(screen.getByRole('textbox', { name: 'E-mailadresse' }), 'gitte@')
    await user.click(screen.getByRole('button', { name: 'Find ordren' }))
    expect(screen.getByText('Skriv en gyldig e-mailadresse, f.eks. navn@eksempel.dk.')).toBeInTheDocument()
    expect(lookups(api)).toHaveLength(0)

    await user.type(screen.getByRole('textbox', { name: 'E-mailadresse' }), 'example.dk')
    await user.click(screen.getByRole('button', { name: 'Find ordren' }))
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ordre 100234' })
    expect(heading).toHaveFocus()
    expect(lookups(api)[0]!.body).toEqual({ OrderNumber: '100234', Email: 'gitte@example.dk' })
    const receipt = screen.getByTestId('order-lookup-receipt')
    expect(within(receipt).getByText('Afsendt')).toBeInTheDocument()
    expect(within(receipt).getByText('Husets rødvin')).toBeInTheDocument()
    expect(within(receipt).queryByRole('button', { name: /Køb igen/ })).toBeNull()
    expect(within(receipt).getByRole('link', { name: 'Fortryd købet her' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/fortryd\/?$/),
    )

    await user.click(screen.getByRole('button', { name: 'Find en anden ordre' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Find din ordre' })).toBeInTheDocument()
  })

  it("shows the server's not-found message in an alert, and the form stays", async () => {
    const message = 'Vi kan ikke finde en ordre med det ordrenummer og den e-mail.'
    const { user } = renderPage(({ path }) =>
      path === '/order/lookup/' ? { status: 404, data: { ErrorCode: 'OrderNotFound', Message: message } } : null,
    )
    await user.type(screen.getByRole('textbox', { name: 'Ordrenummer' }), '999')
    await user.type(screen.getByRole('textbox', { name: 'E-mailadresse' }), 'gitte@example.dk')
    await user.click(screen.getByRole('button', { name: 'Find ordren' }))
    const problem = await screen.findByTestId('order-lookup-problem')
    expect(problem).toHaveTextContent(message)
    expect(problem).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'Ordrenummer' })).toHaveValue('999')
  })

  it("says to log in for an account's order, and offers no gift-card PDF and no withdrawal notice", async () => {
    const accountOrder = {
      ...FOUND,
      AccountOrder: true,
      Receipt: { ...FOUND.Receipt, GiftCardLines: [{ Amount: money(50000, '500,-'), Quantity: 1 }] },
    }
    const { api, user } = renderPage(({ path }) => (path === '/order/lookup/' ? { status: 200, data: accountOrder } : null))
    await user.type(screen.getByRole('textbox', { name: 'Ordrenummer' }), '100234')
    await user.type(screen.getByRole('textbox', { name: 'E-mailadresse' }), 'gitte@example.dk')
    await user.click(screen.getByRole('button', { name: 'Find ordren' }))
    await screen.findByRole('heading', { level: 1, name: 'Ordre 100234' })
    expect(screen.getByText(/Ordren hører til en konto\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log ind' })).toBeInTheDocument()
    expect(screen.getByRole('table')).toHaveTextContent('500,-')
    expect(screen.queryByRole('button', { name: /PDF|Hent/ })).toBeNull()
    expect(screen.queryByTestId('withdrawal-notice')).toBeNull()
    expect(api.requests.filter((r) => !r.path.startsWith('/basket')).map((r) => r.path)).toEqual(['/order/lookup/'])
  })
})

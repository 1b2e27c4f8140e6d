import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { installBrowserStubs } from '@/test/browserStubs'
import { createTestI18n } from '@/test/render'
import {
  authState,
  installAccountApi,
  renderAccount,
  type AccountApiAnswer,
  type AccountApiRequest,
} from '@/features/account/testing/renderAccount'
import { WithdrawalPage } from './WithdrawalPage'

vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

const UID = '4f0f3c5e-7c1a-4d8e-9a51-2b8c2f7e9d10'
const money = (Amount: number, Text: string) => ({ Amount, Text })

const line = (over: Record<string, unknown>) => ({
  Kind: 'Product',
  ProductNumber: null,
  Quantity: 1,
  UnitPrice: money(12900, '129,-'),
  WithdrawnQuantity: 0,
  WithdrawableQuantity: 1,
  Refusal: null,
  Condition: null,
  ...over,
})

const OPEN = {
  OrderNumber: '10023',
  PlacedAt: '2026-11-20T09:15:00.000Z',
  DeliveredAt: '2026-11-24T10:00:00.000Z',
  LastDay: '2026-12-08',
  Deadline: '2026-12-08T23:00:00.000Z',
  Status: 'Open',
  Lines: [
    line({ LineId: 'oil', Name: 'Olivenolie, 500 ml', Quantity: 3, WithdrawableQuantity: 3 }),
    line({ LineId: 'jar', Name: 'Pesto', Condition: 'SealUnbroken' }),
    line({ LineId: 'cheese', Name: 'Gammel Knas', WithdrawableQuantity: 0, Refusal: 'Perishable' }),
    line({ LineId: 'tasting', Name: 'Vinsmagning', WithdrawableQuantity: 0, Refusal: 'Event' }),
  ],
  Withdrawals: [],
}

const RECEIPT = {
  WithdrawnAt: '2026-11-26T15:10:00.000Z',
  Lines: [{ LineId: 'oil', Name: 'Olivenolie, 500 ml', Quantity: 2 }],
  Acknowledged: true,
  Withdrawal: { ...OPEN, Status: 'Open' },
}

let restore: (() => void) | undefined

function renderPage(
  handler: (request: AccountApiRequest) => AccountApiAnswer,
  options: { url?: string; loggedIn?: boolean; wrap?: (node: ReactNode) => ReactNode } = {},
) {
  const api = installAccountApi(handler)
  restore = api.restore
  const customer = customerAnswer()
  const auth = options.loggedIn ? authState({ status: 'authenticated', customer, loginKey: customer.HardId }) : authState()
  const ui = <WithdrawalPage />
  renderAccount(options.wrap ? <>{options.wrap(ui)}</> : ui, { auth, url: options.url ?? '/fortryd/', route: '/fortryd' })
  return { api, user: userEvent.setup() }
}

const posts = (api: { requests: AccountApiRequest[] }) => api.requests.filter((r) => r.method === 'POST' && !r.path.startsWith('/basket'))

describe('WithdrawalPage ("Fortryd købet her")', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('lets a guest find the order, choose lines and quantities, confirm with "Bekræft fortrydelse", and says the receipt was mailed', async () => {
    const { api, user } = renderPage(({ method, path }) => {
      if (method === 'POST' && path === '/withdrawal/lookup/') return { status: 200, data: { ...OPEN, Token: 'tok.sig' } }
      if (method === 'POST' && path === '/withdrawal/confirm/') return { status: 200, data: RECEIPT }
      return { status: 404, data: {} }
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Fortryd købet her' })).toBeInTheDocument()

    // Both fields are required and checked before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Find ordren' }))
    const number = screen.getByRole('textbox', { name: 'Ordrenummer' })
    // The form's rules load with zod on the first check, so on a busy machine they answer a moment later.
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'))
    expect(number).toHaveFocus()
    expect(posts(api)).toHaveLength(0)

    await user.type(number, '10023')
    await user.type(screen.getByRole('textbox', { name: 'E-mailadresse' }), 'gitte@example.dk')
    await user.click(screen.getByRole('button', { name: 'Find ordren' }))

    const heading = await screen.findByRole('heading', { level: 2, name: 'Ordre 10023' })
    expect(heading).toHaveFocus()
    expect(screen.getByTestId('withdrawal-deadline')).toHaveTextContent('Du kan fortryde til og med 8. december 2026.')
    // The exempt lines are explained, not offered.
    const exempt = screen.getByTestId('withdrawal-exempt')
    expect(within(exempt).getByText('1 × Gammel Knas')).toBeInTheDocument()
    expect(within(exempt).getByText('Friske fødevarer, der hurtigt bliver dårlige, kan ikke fortrydes.')).toBeInTheDocument()
    expect(within(exempt).getByText('Billetter til et arrangement på en bestemt dato kan ikke fortrydes.')).toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: 'Gammel Knas' })).toBeNull()
    expect(screen.getByRole('checkbox', { name: 'Pesto' })).toHaveAccessibleDescription(
      /Kan kun fortrydes, hvis forseglingen ikke er brudt\./,
    )

    // Nothing chosen: said so, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Fortsæt' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Vælg mindst én vare, du vil fortryde.')

    await user.click(screen.getByRole('checkbox', { name: 'Olivenolie, 500 ml' }))
    const quantity = screen.getByRole('combobox', { name: 'Antal af Olivenolie, 500 ml' })
    expect(quantity).toHaveValue('3')
    await user.selectOptions(quantity, '2')
    await user.type(screen.getByRole('textbox', { name: /Hvorfor fortryder du\?/ }), 'For meget olie')
    await user.click(screen.getByRole('button', { name: 'Fortsæt' }))

    expect(await screen.findByRole('heading', { level: 2, name: 'Bekræft din fortrydelse' })).toHaveFocus()
    expect(screen.getByTestId('withdrawal-chosen')).toHaveTextContent('2 × Olivenolie, 500 ml')
    expect(screen.getByText('Din begrundelse: For meget olie')).toBeInTheDocument()
    expect(posts(api).map((r) => r.path)).toEqual(['/withdrawal/lookup/'])

    await user.click(screen.getByRole('button', { name: 'Bekræft fortrydelse' }))
    const done = await screen.findByTestId('withdrawal-done')
    expect(within(done).getByRole('heading', { level: 2, name: 'Din fortrydelse er modtaget' })).toHaveFocus()
    expect(done).toHaveTextContent('Vi har registreret din fortrydelse af ordre 10023 26. november 2026 kl. 16.10.')
    expect(done).toHaveTextContent('Vi har sendt en kvittering')
    expect(posts(api).at(-1)).toMatchObject({
      path: '/withdrawal/confirm/',
      body: { Token: 'tok.sig', Lines: [{ LineId: 'oil', Quantity: 2 }], Reason: 'For meget olie' },
    })
    expect(posts(api)[0]!.body).toEqual({ OrderNumber: '10023', Email: 'gitte@example.dk' })
  })

  it('opens a logged-in customer’s order from its link without the lookup, and confirms on the order', async () => {
    const { api, user } = renderPage(
      ({ method, path }) => {
        if (method === 'GET' && path === `/order/${UID}/withdrawal/`) return { status: 200, data: OPEN }
        if (method === 'POST' && path === `/order/${UID}/withdrawal/`) return { status: 200, data: { ...RECEIPT, Acknowledged: false } }
        return { status: 404, data: {} }
      },
      { url: `/fortryd/?order=${UID}`, loggedIn: true },
    )
    expect(await screen.findByRole('heading', { level: 2, name: 'Ordre 10023' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Ordrenummer' })).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'Pesto' }))
    await user.click(screen.getByRole('button', { name: 'Fortsæt' }))
    await user.click(await screen.findByRole('button', { name: 'Bekræft fortrydelse' }))
    const done = await screen.findByTestId('withdrawal-done')
    // The mail failed: the withdrawal stands, and the page says what to do.
    expect(done).toHaveTextContent('Vi kunne ikke sende kvitteringen på mail lige nu.')
    expect(within(done).getByRole('link', { name: 'Til dine ordrer' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/konto\/ordrer\/?$/),
    )
    expect(posts(api).at(-1)).toMatchObject({ path: `/order/${UID}/withdrawal/`, body: { Lines: [{ LineId: 'jar', Quantity: 1 }] } })
  })

  it('goes back from the confirmation with the choice kept', async () => {
    const { user } = renderPage(({ method }) => (method === 'GET' ? { status: 200, data: OPEN } : { status: 404, data: {} }), {
      url: `/fortryd/?order=${UID}`,
    })
    await user.click(await screen.findByRole('checkbox', { name: 'Pesto' }))
    await user.click(screen.getByRole('button', { name: 'Fortsæt' }))
    await user.click(await screen.findByRole('button', { name: 'Tilbage' }))
    expect(await screen.findByRole('checkbox', { name: 'Pesto' })).toBeChecked()
  })

  it.each([
    [{ Status: 'PeriodEnded' }, 'Fortrydelsesfristen udløb 8. december 2026.'],
    [{ Status: 'BusinessOrder' }, 'Køb som erhvervskunde er ikke omfattet af fortrydelsesretten.'],
    [{ Status: 'NothingToWithdraw' }, 'Varerne i ordren kan ikke fortrydes.'],
    [
      {
        Status: 'AllWithdrawn',
        Withdrawals: [{ WithdrawnAt: '2026-11-25T08:00:00.000Z', Lines: [{ Name: 'Olivenolie, 500 ml', Quantity: 3 }] }],
      },
      'Du har fortrudt alt i ordren',
    ],
  ])('explains an order that cannot be withdrawn from (%o)', async (over, text) => {
    const closed = { ...OPEN, ...over, Lines: OPEN.Lines.map((l) => ({ ...l, WithdrawableQuantity: 0 })) }
    renderPage(() => ({ status: 200, data: closed }), { url: `/fortryd/?order=${UID}` })
    const card = await screen.findByTestId('withdrawal-closed')
    expect(card).toHaveTextContent(text)
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Bekræft fortrydelse' })).toBeNull()
  })

  it('falls back to the lookup, with the order number filled in, when the link’s order cannot be opened', async () => {
    renderPage(() => ({ status: 404, data: { ErrorCode: 'OrderNotFound', Message: 'Ordren findes ikke.' } }), {
      url: `/fortryd/?order=${UID}&number=10023`,
    })
    expect(
      await screen.findByText('Vi kunne ikke åbne ordren fra linket. Log ind, eller find den med ordrenummer og e-mailadresse.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Ordrenummer' })).toHaveValue('10023')
  })

  it('shows the loading state, then offers to try again when the order cannot be loaded', async () => {
    let fail = true
    const { user } = renderPage(() => (fail ? { status: 503, data: {} } : { status: 200, data: OPEN }), { url: `/fortryd/?order=${UID}` })
    expect(screen.getByTestId('withdrawal-loading')).toHaveAttribute('aria-busy', 'true')
    expect(await screen.findByRole('alert')).toHaveTextContent('Ordren kunne ikke hentes lige nu.')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Prøv igen' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Ordre 10023' })).toBeInTheDocument()
  })

  it("shows the server's word for a wrong pair and for too many attempts, keeping what was typed", async () => {
    let answer: AccountApiAnswer = {
      status: 404,
      data: { ErrorCode: 'OrderNotFound', Message: 'Vi kan ikke finde en ordre med det ordrenummer og den e-mailadresse.' },
    }
    const { user } = renderPage(() => answer)
    await user.type(screen.getByRole('textbox', { name: 'Ordrenummer' }), '10023')
    await user.type(screen.getByRole('textbox', { name: 'E-mailadresse' }), 'gitte@example.dk')
    await user.click(screen.getByRole('button', { name: 'Find ordren' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kan ikke finde en ordre med det ordrenummer og den e-mailadresse.')
    answer = {
      status: 429,
      data: { ErrorCode: 'TooManyAttempts', Message: 'For mange forsøg på at finde en ordre. Prøv igen om 12 minutter.' },
    }
    await user.click(screen.getByRole('button', { name: 'Find ordren' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Prøv igen om 12 minutter.'))
    expect(screen.getByRole('textbox', { name: 'E-mailadresse' })).toHaveValue('gitte@example.dk')
  })

  it('sends a visitor whose lookup ran out back to find the order again', async () => {
    const { user } = renderPage(({ path }) =>
      path === '/withdrawal/lookup/'
        ? { status: 200, data: { ...OPEN, Token: 'tok.sig' } }
        : { status: 400, data: { ErrorCode: 'LookupExpired', Message: 'Siden har været åben for længe. Find din ordre igen.' } },
    )
    await user.type(screen.getByRole('textbox', { name: 'Ordrenummer' }), '10023')
    await user.type(screen.getByRole('textbox', { name: 'E-mailadresse' }), 'gitte@example.dk')
    await user.click(screen.getByRole('button', { name: 'Find ordren' }))
    await user.click(await screen.findByRole('checkbox', { name: 'Pesto' }))
    await user.click(screen.getByRole('button', { name: 'Fortsæt' }))
    await user.click(await screen.findByRole('button', { name: 'Bekræft fortrydelse' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Siden har været åben for længe.')
    await user.click(screen.getByRole('button', { name: 'Find ordren igen' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Find din ordre' })).toBeInTheDocument()
  })

  it('speaks English on the English site', async () => {
    renderPage(() => ({ status: 200, data: OPEN }), {
      url: `/fortryd/?order=${UID}`,
      wrap: (node) => <I18nextProvider i18n={createTestI18n('en')}>{node}</I18nextProvider>,
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw from your purchase here' })).toBeInTheDocument()
    expect(await screen.findByText('Fresh food that spoils quickly cannot be withdrawn.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument()
  })
})

// "Giv mig besked" on the product page and the pages of the mail's links (docs/api/stock-alerts.md): the form's
// states (idle, sending, done, the error toast, the field's own checks and the server's), a customer's address filled
// in, and confirming and unsubscribing by link.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios'
import toast from 'react-hot-toast'
import type { ReactElement } from 'react'
import {
  authState,
  installAccountApi,
  renderAccount,
  type AccountApiAnswer,
  type AccountApiRequest,
} from '@/features/account/testing/renderAccount'
import type { AuthState } from '@/features/auth/auth-context'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { shopApi } from '@/lib/shopApi'
import { installBrowserStubs } from '@/test/browserStubs'
import { StockAlertForm } from './StockAlertForm'
import { StockAlertLinkPage } from './StockAlertLinkPage'

let restore: (() => void) | undefined

const guest = authState({ status: 'guest', customer: null })
const consumer = customerAnswer()
const signedIn = authState({ status: 'authenticated', customer: consumer, loginKey: consumer.HardId })

function render(ui: ReactElement, auth: AuthState, answer: (request: AccountApiRequest) => AccountApiAnswer, url = '/produkter/olie/7/') {
  const api = installAccountApi(answer)
  restore = api.restore
  renderAccount(ui, { auth, url, route: '/produkter/[friendlyUrlName]/[productId]' })
  return api
}

beforeAll(() => installBrowserStubs())
beforeEach(() => toast.remove())
afterEach(() => {
  restore?.()
  restore = undefined
})

describe('the "Giv mig besked" form', () => {
  it('checks the address before sending, then tells a guest a confirmation mail is on its way', async () => {
    const user = userEvent.setup()
    const api = render(<StockAlertForm productId={7} variantId={null} />, guest, () => ({
      status: 202,
      data: { Status: 'ConfirmationSent' },
    }))
    expect(screen.getByRole('heading', { name: 'Giv mig besked' })).toBeInTheDocument()
    expect(screen.getByText(/kun din e-mailadresse til én mail om netop denne vare/)).toBeInTheDocument()
    const email = screen.getByRole('textbox', { name: 'E-mailadresse' })
    expect(email).toHaveValue('')

    await user.click(screen.getByRole('button', { name: 'Giv mig besked' }))
    expect(await screen.findByText('Udfyld feltet.')).toBeInTheDocument()
    await user.type(email, 'ikke-en-mail')
    expect(await screen.findByText(/Skriv en gyldig e-mailadresse/)).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(api.requests).toEqual([])

    await user.clear(email)
    await user.type(email, 'gitte@example.dk')
    await user.click(screen.getByRole('button', { name: 'Giv mig besked' }))
    expect(await screen.findByTestId('stock-alert-done')).toHaveTextContent(
      'Vi sender en mail til gitte@example.dk. Bekræft via linket i mailen',
    )
    expect(screen.getByTestId('stock-alert-done')).toHaveFocus()
    expect(api.requests).toEqual([
      expect.objectContaining({ method: 'POST', path: '/product/7/notify/', body: { Email: 'gitte@example.dk' } }),
    ])
  })

  it("fills in a customer's address: one click, active at once, for the picked variant", async () => {
    const user = userEvent.setup()
    const api = render(<StockAlertForm productId={7} variantId={12} />, signedIn, () => ({ status: 202, data: { Status: 'Active' } }))
    expect(screen.getByRole('textbox', { name: 'E-mailadresse' })).toHaveValue(consumer.Email)
    await user.click(screen.getByRole('button', { name: 'Giv mig besked' }))
    expect(await screen.findByTestId('stock-alert-done')).toHaveTextContent(
      `Vi sender en mail til ${consumer.Email}, når varen er på lager igen.`,
    )
    expect(api.requests[0]).toEqual(expect.objectContaining({ path: '/product/7/notify/', body: { VariantId: 12, Email: consumer.Email } }))
  })

  it('shows that it is sending, and does not send twice meanwhile', async () => {
    const user = userEvent.setup()
    let release: (() => void) | undefined
    const calls: unknown[] = []
    const original = shopApi.defaults.adapter
    const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) =>
      new Promise<AxiosResponse>((resolve) => {
        calls.push(config.data)
        release = () => resolve({ data: { Status: 'ConfirmationSent' }, status: 202, statusText: '', headers: {}, config })
      })
    render(<StockAlertForm productId={7} variantId={null} />, guest, () => ({ status: 500 }))
    shopApi.defaults.adapter = adapter
    try {
      await user.type(screen.getByRole('textbox', { name: 'E-mailadresse' }), 'gitte@example.dk')
      await user.click(screen.getByRole('button', { name: 'Giv mig besked' }))
      const busy = await screen.findByRole('button', { name: 'Sender …' })
      expect(busy).toBeDisabled()
      expect(busy).toHaveAttribute('aria-busy', 'true')
      expect(calls).toHaveLength(1)
      release!()
      expect(await screen.findByTestId('stock-alert-done')).toBeInTheDocument()
    } finally {
      shopApi.defaults.adapter = original
    }
  })

  it("shows the server's message as an error toast, and its field error beneath the field", async () => {
    const user = userEvent.setup()
    let answer: AccountApiAnswer = {
      status: 429,
      data: { ErrorCode: 'TooManyAttempts', Message: 'Du har bedt om besked mange gange herfra. Prøv igen om 12 minutter.' },
    }
    render(<StockAlertForm productId={7} variantId={null} />, guest, () => answer)
    const email = screen.getByRole('textbox', { name: 'E-mailadresse' })
    await user.type(email, 'gitte@example.dk')
    await user.click(screen.getByRole('button', { name: 'Giv mig besked' }))
    expect(await screen.findByText('Du har bedt om besked mange gange herfra. Prøv igen om 12 minutter.')).toBeInTheDocument()
    expect(screen.queryByTestId('stock-alert-done')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Giv mig besked' })).toBeEnabled()

    answer = {
      status: 400,
      data: { ErrorCode: 'ValidationError', Message: 'Forespørgslen er ugyldig.', Errors: { Email: 'Adressen kan ikke bruges.' } },
    }
    await user.click(screen.getByRole('button', { name: 'Giv mig besked' }))
    expect(await screen.findByText('Adressen kan ikke bruges.')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
  })
})

describe('the pages of the mail links', () => {
  const linkAnswer = (Status: 'Confirmed' | 'Unsubscribed') => ({
    status: 200,
    data: { Status, ProductId: 7, ProductName: 'Olivenolie Extra', ProductUrl: '/produkter/olivenolie-extra/7/' },
  })

  it('confirms as the page opens and says so, with a link to the product', async () => {
    const api = render(
      <StockAlertLinkPage action="confirm" token="t0ken" />,
      guest,
      () => linkAnswer('Confirmed'),
      '/lagerbesked/bekraeft/?token=t0ken',
    )
    expect(await screen.findByTestId('stock-alert-link-done')).toHaveTextContent(
      'Tak! Vi sender en mail, når Olivenolie Extra er på lager igen.',
    )
    expect(screen.getByRole('link', { name: 'Se varen' })).toHaveAttribute('href', expect.stringContaining('/produkter/olivenolie-extra/7'))
    expect(api.requests).toEqual([expect.objectContaining({ method: 'POST', path: '/product/notify/confirm/', body: { Token: 't0ken' } })])
  })

  it('says when a link is unknown, used or expired, or has no token', async () => {
    render(
      <StockAlertLinkPage action="confirm" token="gammel" />,
      guest,
      () => ({ status: 404, data: { ErrorCode: 'InvalidToken', Message: 'Linket er ugyldigt eller udløbet.' } }),
      '/lagerbesked/bekraeft/?token=gammel',
    )
    expect(await screen.findByTestId('stock-alert-link-invalid')).toHaveTextContent('Linket er ugyldigt eller udløbet. Bed om besked igen')
    restore?.()
    const api = render(<StockAlertLinkPage action="unsubscribe" token={null} />, guest, () => ({ status: 500 }), '/lagerbesked/afmeld/')
    expect(screen.getAllByTestId('stock-alert-link-invalid').at(-1)).toHaveTextContent('Linket mangler sin kode.')
    expect(api.requests).toEqual([])
  })

  it('unsubscribes with one click', async () => {
    const user = userEvent.setup()
    const api = render(
      <StockAlertLinkPage action="unsubscribe" token="t0ken" />,
      guest,
      () => linkAnswer('Unsubscribed'),
      '/lagerbesked/afmeld/?token=t0ken',
    )
    expect(api.requests).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Afmeld' }))
    expect(await screen.findByTestId('stock-alert-link-done')).toHaveTextContent('Du er afmeldt.')
    await waitFor(() =>
      expect(api.requests).toEqual([expect.objectContaining({ path: '/product/notify/unsubscribe/', body: { Token: 't0ken' } })]),
    )
  })
})

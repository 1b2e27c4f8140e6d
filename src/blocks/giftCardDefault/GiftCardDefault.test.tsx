import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AxiosAdapter } from 'axios'
import Cookies from 'js-cookie'
import toast from 'react-hot-toast'
import { AppToaster } from '@/components/Toasts/Toasts'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { MiniBasket } from '@/features/basket/components/MiniBasket'
import { installBrowserStubs } from '@/test/browserStubs'
import { shopApi } from '@/lib/shopApi'
import { installFakeShopApi, type FakeAnswer, type FakeHandler, type FakeRequest } from '@/test/fakeShopApi'
import { basket } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { RenderComponents } from '../RenderComponents'
import { allowedAmounts, checkFreeAmount } from '@/features/giftcards/giftCardAmount'

const ADD_PATH = '/basket/giftcard/'

/** The shop API of these tests: basket b-1 exists; adding gift cards answers `onAdd` (by default the basket
 * with as many items as were added). */
function shopWithBasket(onAdd?: (request: FakeRequest) => FakeAnswer): FakeHandler {
  return (request) => {
    if (request.method === 'GET' && request.path === '/basket/b-1/') return { status: 200, data: basket('b-1', 0) }
    if (request.method === 'POST' && request.path === ADD_PATH) {
      if (onAdd) return onAdd(request)
      const body = request.body as { Quantity: number }
      return { status: 200, data: { Basket: basket('b-1', body.Quantity) } }
    }
    return { status: 500 }
  }
}

let restoreShop: (() => void) | undefined

function renderGiftCard(fields: Record<string, unknown> = {}, handler: FakeHandler = shopWithBasket()) {
  const fake = installFakeShopApi(handler)
  restoreShop = fake.restore
  const view = renderWithProviders(
    <BasketProvider locale="da">
      <MiniBasket />
      <RenderComponents
        components={[
          {
            Type: 'giftCardDefault',
            Id: 'g1',
            Title: 'Gavekort til Delikat',
            Text: 'Til vin og delikatesser i butikken og online.',
            Image: null,
            Amounts: [25000, 50000, 100000],
            MinAmount: 10000,
            MaxAmount: 500000,
            ...fields,
          },
        ]}
      />
      <AppToaster />
    </BasketProvider>,
  )
  return { ...view, fake }
}

const submitButton = () => screen.getByRole('button', { name: 'Læg gavekort i kurv' })
const additions = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'POST' && r.path === ADD_PATH)

beforeAll(() => {
  installBrowserStubs()
})

beforeEach(() => {
  Cookies.set('basketId', 'b-1', { path: '/' })
})

afterEach(() => {
  restoreShop?.()
  restoreShop = undefined
  Cookies.remove('basketId', { path: '/' })
  // Toasts live outside React; one test's toast must not show in the next.
  toast.remove()
})

describe('giftCardDefault', () => {
  it('offers the suggested amounts, a free amount, quantity, a gift toggle and a greeting', async () => {
    const user = userEvent.setup()
    renderGiftCard()
    expect(screen.getByRole('heading', { name: 'Gavekort til Delikat' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '250,-' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '500,-' })).not.toBeChecked()
    expect(screen.getByRole('spinbutton', { name: 'Antal gavekort' })).toHaveValue(1)
    expect(screen.getByText('I alt: 250,-')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Øg antal' }))
    await user.click(screen.getByRole('radio', { name: '1.000,-' }))
    expect(screen.getByText('I alt: 2.000,-')).toBeInTheDocument()

    expect(screen.queryByRole('textbox', { name: 'Din hilsen' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Send som gave med en hilsen' }))
    await user.type(screen.getByRole('textbox', { name: 'Din hilsen' }), 'Tillykke!')
    expect(screen.getByText('9 af 300 tegn')).toBeInTheDocument()
  })

  it('checks a free amount against the limits', async () => {
    const user = userEvent.setup()
    renderGiftCard()
    await user.click(screen.getByRole('radio', { name: 'Andet beløb' }))
    const field = screen.getByRole('spinbutton', { name: 'Beløb i kroner' })
    expect(field).toHaveAccessibleDescription('Mellem 100,- og 5.000,- kr.')
    await user.type(field, '50')
    await user.tab()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Skriv et helt beløb mellem 100,- og 5.000,- kr.')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, '750')
    expect(field).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText('I alt: 750,-')).toBeInTheDocument()
  })

  it('offers only a free amount when no amounts are suggested', () => {
    renderGiftCard({ Amounts: [] })
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(screen.getByRole('spinbutton', { name: 'Beløb i kroner' })).toBeInTheDocument()
  })
})

describe('giftCardDefault: putting gift cards in the basket', () => {
  it('sends a suggested amount with its quantity, confirms with a toast and updates the mini basket', async () => {
    const user = userEvent.setup()
    const { fake } = renderGiftCard()
    await screen.findByRole('link', { name: 'Kurv, 0 varer' })

    await user.click(screen.getByRole('radio', { name: '500,-' }))
    await user.click(screen.getByRole('button', { name: 'Øg antal' }))
    await user.click(submitButton())

    expect(await screen.findByText('2 gavekort à 500,- er lagt i kurven')).toBeInTheDocument()
    expect(additions(fake.requests).map((r) => r.body)).toEqual([
      { BasketUid: 'b-1', Amount: 50000, Quantity: 2, IsGift: false, Greeting: '' },
    ])
    expect(screen.getByRole('link', { name: 'Kurv, 2 varer' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Gå til kurven' })).toHaveAttribute('href', expect.stringMatching(/^\/kurv\/?$/))
  })

  it('sends a free amount in øre', async () => {
    const user = userEvent.setup()
    const { fake } = renderGiftCard()

    await user.click(screen.getByRole('radio', { name: 'Andet beløb' }))
    await user.type(screen.getByRole('spinbutton', { name: 'Beløb i kroner' }), '750')
    await user.click(submitButton())

    expect(await screen.findByText('Gavekort på 750,- er lagt i kurven')).toBeInTheDocument()
    expect(additions(fake.requests).map((r) => r.body)).toEqual([
      { BasketUid: 'b-1', Amount: 75000, Quantity: 1, IsGift: false, Greeting: '' },
    ])
  })

  it('sends the greeting with a gift', async () => {
    const user = userEvent.setup()
    const { fake } = renderGiftCard()

    await user.click(screen.getByRole('checkbox', { name: 'Send som gave med en hilsen' }))
    await user.type(screen.getByRole('textbox', { name: 'Din hilsen' }), 'Tillykke med dagen!')
    await user.click(submitButton())

    await waitFor(() => expect(additions(fake.requests)).toHaveLength(1))
    expect(additions(fake.requests)[0]?.body).toEqual({
      BasketUid: 'b-1',
      Amount: 25000,
      Quantity: 1,
      IsGift: true,
      Greeting: 'Tillykke med dagen!',
    })
  })

  it('does not send a greeting when the gift card is not a gift', async () => {
    const user = userEvent.setup()
    const { fake } = renderGiftCard()

    await user.click(screen.getByRole('checkbox', { name: 'Send som gave med en hilsen' }))
    await user.type(screen.getByRole('textbox', { name: 'Din hilsen' }), 'Tillykke')
    await user.click(screen.getByRole('checkbox', { name: 'Send som gave med en hilsen' }))
    await user.click(submitButton())

    await waitFor(() => expect(additions(fake.requests)).toHaveLength(1))
    expect(additions(fake.requests)[0]?.body).toMatchObject({ IsGift: false, Greeting: '' })
  })

  it('creates the basket first when there is none', async () => {
    Cookies.remove('basketId', { path: '/' })
    const user = userEvent.setup()
    const { fake } = renderGiftCard({}, (request) => {
      if (request.method === 'POST' && request.path === '/basket/') return { status: 201, data: basket('new-1', 0) }
      if (request.method === 'POST' && request.path === ADD_PATH) return { status: 200, data: { Basket: basket('new-1', 1) } }
      return { status: 500 }
    })

    await user.click(submitButton())

    expect(await screen.findByText('Gavekort på 250,- er lagt i kurven')).toBeInTheDocument()
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /basket/', `POST ${ADD_PATH}`])
    expect(additions(fake.requests)[0]?.body).toMatchObject({ BasketUid: 'new-1' })
    expect(Cookies.get('basketId')).toBe('new-1')
  })

  it('starts the form afresh after a success', async () => {
    const user = userEvent.setup()
    renderGiftCard()

    await user.click(screen.getByRole('radio', { name: 'Andet beløb' }))
    await user.type(screen.getByRole('spinbutton', { name: 'Beløb i kroner' }), '800')
    await user.click(screen.getByRole('button', { name: 'Øg antal' }))
    await user.click(screen.getByRole('checkbox', { name: 'Send som gave med en hilsen' }))
    await user.type(screen.getByRole('textbox', { name: 'Din hilsen' }), 'God fornøjelse')
    await user.click(submitButton())

    expect(await screen.findByText('2 gavekort à 800,- er lagt i kurven')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '250,-' })).toBeChecked()
    expect(screen.queryByRole('spinbutton', { name: 'Beløb i kroner' })).not.toBeInTheDocument()
    expect(screen.getByRole('spinbutton', { name: 'Antal gavekort' })).toHaveValue(1)
    expect(screen.getByRole('checkbox', { name: 'Send som gave med en hilsen' })).not.toBeChecked()
    expect(screen.getByText('I alt: 250,-')).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: 'Send som gave med en hilsen' }))
    expect(screen.getByRole('textbox', { name: 'Din hilsen' })).toHaveValue('')
    await user.click(screen.getByRole('radio', { name: 'Andet beløb' }))
    expect(screen.getByRole('spinbutton', { name: 'Beløb i kroner' })).toHaveValue(null)
  })

  it('blocks an invalid free amount without calling the server, and rechecks it while it is corrected', async () => {
    const user = userEvent.setup()
    const { fake } = renderGiftCard()

    await user.click(screen.getByRole('radio', { name: 'Andet beløb' }))
    await user.click(submitButton())
    const field = screen.getByRole('spinbutton', { name: 'Beløb i kroner' })
    expect(field).toHaveFocus()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Skriv et helt beløb mellem 100,- og 5.000,- kr.'))

    await user.type(field, '9000')
    await user.click(submitButton())
    expect(field).toHaveFocus()
    expect(screen.getByText('Skriv et helt beløb mellem 100,- og 5.000,- kr.')).toBeInTheDocument()

    await user.clear(field)
    await user.type(field, '900')
    expect(field).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Skriv et helt beløb mellem 100,- og 5.000,- kr.')).not.toBeInTheDocument()
    expect(additions(fake.requests)).toEqual([])
  })

  it('shows a field the server refuses beneath that field, focuses it and keeps what was typed', async () => {
    const user = userEvent.setup()
    const message = 'Du kan højst købe 20 ens gavekort ad gangen.'
    renderGiftCard(
      {},
      shopWithBasket(() => ({
        status: 400,
        data: { ErrorCode: 'GiftCardQuantityTooHigh', Message: message, Errors: { Quantity: message } },
      })),
    )

    await user.click(screen.getByRole('radio', { name: '1.000,-' }))
    await user.click(screen.getByRole('button', { name: 'Øg antal' }))
    await user.click(screen.getByRole('checkbox', { name: 'Send som gave med en hilsen' }))
    await user.type(screen.getByRole('textbox', { name: 'Din hilsen' }), 'Til Ida')
    await user.click(submitButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    const quantity = screen.getByRole('spinbutton', { name: 'Antal gavekort' })
    await waitFor(() => expect(quantity).toHaveFocus())
    // Beneath the field only, not in a toast as well.
    expect(screen.getAllByText(message)).toHaveLength(1)
    expect(screen.getByRole('radio', { name: '1.000,-' })).toBeChecked()
    expect(quantity).toHaveValue(2)
    expect(screen.getByRole('textbox', { name: 'Din hilsen' })).toHaveValue('Til Ida')
    expect(submitButton()).toBeEnabled()

    // Changing the field takes the message away.
    await user.click(screen.getByRole('button', { name: 'Sænk antal' }))
    expect(screen.queryByText(message)).not.toBeInTheDocument()
  })

  it('shows a refused free amount beneath the amount field', async () => {
    const user = userEvent.setup()
    renderGiftCard(
      {},
      shopWithBasket(() => ({
        status: 400,
        data: { ErrorCode: 'ValidationError', Message: 'Forespørgslen er ugyldig.', Errors: { Amount: 'Beløbet er for højt.' } },
      })),
    )

    await user.click(screen.getByRole('radio', { name: 'Andet beløb' }))
    const field = screen.getByRole('spinbutton', { name: 'Beløb i kroner' })
    await user.type(field, '4000')
    await user.click(submitButton())

    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Beløbet er for højt.')))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(field).toHaveValue(4000)
    expect(screen.queryByText('Forespørgslen er ugyldig.')).not.toBeInTheDocument()
  })

  it("shows the server's message in a toast when no field is named, and keeps the form", async () => {
    const user = userEvent.setup()
    const { fake } = renderGiftCard(
      {},
      shopWithBasket(() => ({
        status: 400,
        data: { ErrorCode: 'TooManyGiftCardLines', Message: 'Der kan højst være 10 slags gavekort i kurven.' },
      })),
    )

    await user.click(screen.getByRole('radio', { name: '500,-' }))
    await user.click(submitButton())

    expect(await screen.findByText('Der kan højst være 10 slags gavekort i kurven.')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('radio', { name: '500,-' })).toBeChecked()
    expect(screen.queryByRole('link', { name: 'Gå til kurven' })).toBeNull()
    expect(additions(fake.requests)).toHaveLength(1)
  })

  it('falls back to the site error text when the server says nothing useful', async () => {
    const user = userEvent.setup()
    renderGiftCard(
      {},
      shopWithBasket(() => ({ status: 500 })),
    )

    await user.click(submitButton())

    expect(await screen.findByText('Noget gik galt. Prøv igen.')).toBeInTheDocument()
  })

  it('is busy while the gift cards are being added', async () => {
    const user = userEvent.setup()
    renderGiftCard()
    // Hold the shop's answer to the add back until the test releases it.
    let release: () => void = () => undefined
    const answer = shopApi.defaults.adapter as AxiosAdapter
    shopApi.defaults.adapter = async (config) => {
      if (config.url?.includes('giftcard')) await new Promise<void>((resolve) => (release = resolve))
      return answer(config)
    }

    await user.click(submitButton())
    await waitFor(() => expect(submitButton()).toBeDisabled())
    expect(submitButton()).toHaveAttribute('aria-busy', 'true')
    release()
    expect(await screen.findByText('Gavekort på 250,- er lagt i kurven')).toBeInTheDocument()
    expect(submitButton()).toBeEnabled()
    expect(submitButton()).toHaveAttribute('aria-busy', 'false')
  })
})

describe('gift card amount rules', () => {
  it('accepts whole kroner within the limits', () => {
    expect(checkFreeAmount('500', 10000, 500000)).toEqual({ ok: true, amount: 50000 })
    expect(checkFreeAmount('100', 10000, 500000)).toEqual({ ok: true, amount: 10000 })
    expect(checkFreeAmount('99', 10000, 500000)).toEqual({ ok: false, reason: 'outOfRange' })
    expect(checkFreeAmount('5001', 10000, 500000)).toEqual({ ok: false, reason: 'outOfRange' })
    expect(checkFreeAmount('12,5', 10000, 500000)).toEqual({ ok: false, reason: 'notWhole' })
    expect(checkFreeAmount(' ', 10000, 500000)).toEqual({ ok: false, reason: 'missing' })
  })

  it('keeps suggested amounts inside the limits, sorted and unique', () => {
    expect(allowedAmounts([50000, 5000, 25000, 50000, 900000], 10000, 500000)).toEqual([25000, 50000])
  })
})

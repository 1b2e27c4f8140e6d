import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import Cookies from 'js-cookie'
import { AppToaster } from '@/components/Toasts/Toasts'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeHandler } from '@/test/fakeShopApi'
import { DeliveryFactsProvider } from '@/features/content/DeliveryFacts'
import { basket, money } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { BasketProvider } from '../BasketProvider'
import { BasketView } from './BasketView'

function renderBasket(handler: FakeHandler) {
  const fake = installFakeShopApi(handler)
  renderWithProviders(
    <BasketProvider locale="da">
      <BasketView />
      <AppToaster />
    </BasketProvider>,
  )
  return fake
}

describe('BasketView', () => {
  let restore: (() => void) | undefined

  beforeAll(() => {
    installBrowserStubs()
  })

  afterEach(() => {
    restore?.()
    restore = undefined
    Cookies.remove('basketId', { path: '/' })
  })

  it('says the basket is empty when there is none', async () => {
    restore = renderBasket(() => ({ status: 500 })).restore
    expect(await screen.findByText('Din kurv er tom.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Fortsæt med at handle' })).toBeInTheDocument()
  })

  it('lists the lines with prices and the totals', async () => {
    Cookies.set('basketId', 'b-1', { path: '/' })
    restore = renderBasket(() => ({ status: 200, data: basket('b-1', 2) })).restore

    const lines = await screen.findByRole('list', { name: 'Varer i kurven' })
    const line = within(lines).getByRole('listitem')
    expect(within(line).getByRole('link', { name: 'Rødvin Bordeaux' })).toBeInTheDocument()
    expect(within(line).getByText('Stykpris: 169,-')).toBeInTheDocument()
    expect(within(line).getByRole('spinbutton', { name: 'Antal af Rødvin Bordeaux' })).toHaveValue(2)
    expect(within(line).getByText('338,-')).toBeInTheDocument()
    expect(screen.getByTestId('basket-total')).toHaveTextContent('338,-')
    expect(screen.getByText('Heraf moms')).toBeInTheDocument()
  })

  it("says how much is left to free delivery from the basket's own figure, in the basket's terms: excl. VAT for a business customer", async () => {
    const facts = {
      // The delivery facts' lowest threshold is not what the basket says: the basket's figure follows the method.
      FreeAbove: { Type: 'PostNord', InclVat: money(49900, '499,-'), ExclVat: money(39920, '399,20') },
      PriceFrom: { InclVat: money(4900, '49,-'), ExclVat: money(3920, '39,20') },
      Pickup: true,
    }
    Cookies.set('basketId', 'b-1', { path: '/' })
    const consumer = {
      ...basket('b-1', 2),
      FreeDelivery: {
        MethodType: 'PostNord',
        Chosen: false,
        Threshold: money(49900, '499,-'),
        Remaining: money(16100, '161,-'),
        Reached: false,
      },
    }
    const fake = installFakeShopApi(() => ({ status: 200, data: consumer }))
    const { unmount } = renderWithProviders(
      <DeliveryFactsProvider facts={facts} exclVat={false}>
        <BasketProvider locale="da">
          <BasketView />
        </BasketProvider>
      </DeliveryFactsProvider>,
    )
    const info = await screen.findByTestId('basket-delivery')
    expect(info).toHaveTextContent('Du mangler 161,- for fri fragt')
    expect(within(info).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '338')
    expect(info).toHaveTextContent('Levering fra 49,- på 1-3 hverdage')
    unmount()
    fake.restore()

    const business = {
      ...basket('b-1', 2),
      IsB2B: true,
      FreeDelivery: {
        MethodType: 'DeliveryAddress',
        Chosen: true,
        Threshold: money(63920, '639,20'),
        Remaining: money(36880, '368,80'),
        Reached: false,
      },
    }
    business.Totals = { ...business.Totals, SubTotal: money(27040, '270,40'), Vat: money(6760, '67,60'), Total: money(33800, '338,-') }
    restore = installFakeShopApi(() => ({ status: 200, data: business })).restore
    renderWithProviders(
      <DeliveryFactsProvider facts={facts} exclVat>
        <BasketProvider locale="da">
          <BasketView />
        </BasketProvider>
      </DeliveryFactsProvider>,
    )
    const b2b = await screen.findByTestId('basket-delivery')
    expect(b2b).toHaveTextContent('Du mangler 368,80 ekskl. moms for fri fragt')
    expect(b2b).toHaveTextContent('Med den valgte levering til døren.')
    expect(b2b).toHaveTextContent('Levering fra 39,20 ekskl. moms på 1-3 hverdage')
    expect(b2b).not.toHaveTextContent('499')
    expect(screen.getByText('I alt inkl. moms')).toBeInTheDocument()
    expect(screen.getByText('Varer og levering er ekskl. moms; momsen lægges til i alt.')).toBeInTheDocument()
  })

  it("shows a line's campaign and a free gift without quantity or remove controls", async () => {
    Cookies.set('basketId', 'b-1', { path: '/' })
    const withCampaigns = basket('b-1', 3)
    withCampaigns.Lines[0] = { ...withCampaigns.Lines[0]!, Campaign: { CampaignType: 'TakeX', Text: '3 for 2' } }
    withCampaigns.Lines.push({
      ...withCampaigns.Lines[0]!,
      basketlineUid: 'freegift-9',
      Product: { ...withCampaigns.Lines[0]!.Product, Name: 'Proptrækker' },
      Quantity: 1,
      UnitPrice: money(0, '0,-'),
      LinePrice: money(0, '0,-'),
      Campaign: { CampaignType: 'FreeGift', Text: 'Gratis proptrækker' },
      IsFreeGift: true,
    })
    restore = renderBasket(() => ({ status: 200, data: withCampaigns })).restore

    const lines = within(await screen.findByRole('list', { name: 'Varer i kurven' })).getAllByRole('listitem')
    expect(within(lines[0]!).getByText('3 for 2')).toBeInTheDocument()
    expect(within(lines[1]!).getByRole('link', { name: 'Proptrækker' })).toBeInTheDocument()
    expect(within(lines[1]!).queryByRole('spinbutton')).toBeNull()
    expect(within(lines[1]!).queryByRole('button', { name: /Fjern/ })).toBeNull()
    expect(within(lines[1]!).queryByText('Gratis proptrækker')).toBeNull()
  })

  it('removes a line with the remove button', async () => {
    Cookies.set('basketId', 'b-1', { path: '/' })
    const fake = renderBasket(({ method }) =>
      method === 'DELETE' ? { status: 200, data: { Basket: basket('b-1', 0) } } : { status: 200, data: basket('b-1', 2) },
    )
    restore = fake.restore

    fireEvent.click(await screen.findByRole('button', { name: 'Fjern Rødvin Bordeaux fra kurven' }))

    expect(await screen.findByText('Din kurv er tom.')).toBeInTheDocument()
    expect(fake.requests).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/basket/b-1/basketline/line-1/' }))
  })

  it('sends a changed quantity after the debounce and shows the new totals', async () => {
    Cookies.set('basketId', 'b-1', { path: '/' })
    const fake = renderBasket(({ method }) =>
      method === 'PUT' ? { status: 200, data: { Basket: basket('b-1', 3) } } : { status: 200, data: basket('b-1', 2) },
    )
    restore = fake.restore
    await screen.findByRole('spinbutton', { name: 'Antal af Rødvin Bordeaux' })

    fireEvent.click(screen.getByRole('button', { name: 'Øg antal' }))
    // Debounced (the exact 200 ms are covered by the QuantityStepper tests).
    expect(fake.requests.some((request) => request.method === 'PUT')).toBe(false)

    await waitFor(() => expect(screen.getByTestId('basket-total')).toHaveTextContent('507,-'))
    expect(fake.requests.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/basket/b-1/basketline/line-1/quantity/3/' }),
    ])
  })

  it('shows the server message and the server quantity again when a change is refused', async () => {
    Cookies.set('basketId', 'b-1', { path: '/' })
    restore = renderBasket(({ method }) =>
      method === 'PUT'
        ? { status: 409, data: { ErrorCode: 'QuantityGreaterThanInventory', Message: 'Vi har kun 2 på lager' } }
        : { status: 200, data: basket('b-1', 2) },
    ).restore
    const input = await screen.findByRole('spinbutton', { name: 'Antal af Rødvin Bordeaux' })

    fireEvent.change(input, { target: { value: '5' } })

    expect(await screen.findByText('Vi har kun 2 på lager')).toBeInTheDocument()
    await waitFor(() => expect(input).toHaveValue(2))
  })

  describe('gift cards and codes', () => {
    const withGiftCard = (over: Record<string, unknown> = {}) => {
      const b = basket('b-1', 1)
      b.GiftCardLines = [
        {
          giftCardBasketlineUid: 'gc-1',
          Amount: money(50000, '500,-'),
          Quantity: 2,
          IsGift: true,
          Greeting: 'Tillykke',
          Greetings: [],
          LinePrice: money(100000, '1.000,-'),
          ...over,
        },
      ]
      b.Quantity = 3
      return b
    }

    it('lists a gift card being bought and saves a changed greeting', async () => {
      Cookies.set('basketId', 'b-1', { path: '/' })
      const fake = renderBasket(({ method }) =>
        method === 'PUT' ? { status: 200, data: { Basket: withGiftCard({ Greeting: 'God jul' }) } } : { status: 200, data: withGiftCard() },
      )
      restore = fake.restore
      const lines = within(await screen.findByRole('list', { name: 'Varer i kurven' })).getAllByRole('listitem')
      const card = lines[1]!
      expect(within(card).getByText('Gavekort på 500,-')).toBeInTheDocument()
      expect(within(card).getByText('1.000,-')).toBeInTheDocument()
      expect(within(card).getByRole('checkbox', { name: 'Send som gave med en hilsen' })).toBeChecked()
      const greeting = within(card).getByRole('textbox', { name: 'Din hilsen' })
      expect(greeting).toHaveValue('Tillykke')
      expect(within(card).getByRole('button', { name: 'Gem hilsen' })).toBeDisabled()

      fireEvent.change(greeting, { target: { value: 'God jul' } })
      fireEvent.click(within(card).getByRole('button', { name: 'Gem hilsen' }))

      await waitFor(() =>
        expect(fake.requests).toContainEqual(
          expect.objectContaining({ method: 'PUT', path: '/giftcardbasketline/gc-1/greeting/', body: { Greeting: 'God jul' } }),
        ),
      )
      expect(await within(card).findByText('Hilsenen er gemt.')).toBeInTheDocument()
    })

    it('turns the gift flag off and writes a greeting per card', async () => {
      Cookies.set('basketId', 'b-1', { path: '/' })
      const fake = renderBasket(({ method, path }) => {
        if (method === 'PUT' && path.endsWith('/setisgift/false/'))
          return { status: 200, data: { Basket: withGiftCard({ IsGift: false }) } }
        if (method === 'PUT' && path.endsWith('/greetings/'))
          return { status: 200, data: { Basket: withGiftCard({ Greeting: '', Greetings: ['Til Anna', 'Til Bo'] }) } }
        return { status: 200, data: withGiftCard() }
      })
      restore = fake.restore
      const card = within(await screen.findByRole('list', { name: 'Varer i kurven' })).getAllByRole('listitem')[1]!

      fireEvent.click(within(card).getByRole('checkbox', { name: 'Skriv en hilsen til hvert kort' }))
      fireEvent.change(within(card).getByRole('textbox', { name: 'Hilsen til kort 1' }), { target: { value: 'Til Anna' } })
      fireEvent.change(within(card).getByRole('textbox', { name: 'Hilsen til kort 2' }), { target: { value: 'Til Bo' } })
      fireEvent.click(within(card).getByRole('button', { name: 'Gem hilsner' }))
      await waitFor(() =>
        expect(fake.requests).toContainEqual(
          expect.objectContaining({ path: '/giftcardbasketline/gc-1/greetings/', body: { Greetings: ['Til Anna', 'Til Bo'] } }),
        ),
      )

      fireEvent.click(within(card).getByRole('checkbox', { name: 'Send som gave med en hilsen' }))
      await waitFor(() => expect(within(card).getByRole('checkbox', { name: 'Send som gave med en hilsen' })).not.toBeChecked())
      expect(within(card).queryByRole('textbox')).toBeNull()
    })

    it('shows why a voucher is refused beneath the field and keeps the typed code', async () => {
      Cookies.set('basketId', 'b-1', { path: '/' })
      restore = renderBasket(({ method }) =>
        method === 'PUT'
          ? {
              status: 400,
              data: { ErrorCode: 'VoucherExpired', Message: 'Rabatkoden er udløbet.', Errors: { Code: 'Rabatkoden er udløbet.' } },
            }
          : { status: 200, data: basket('b-1', 1) },
      ).restore
      const field = await screen.findByRole('textbox', { name: 'Rabatkode' })
      fireEvent.change(field, { target: { value: 'jul2025' } })
      fireEvent.click(screen.getByRole('button', { name: 'Brug kode' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('Rabatkoden er udløbet.')
      expect(field).toHaveValue('jul2025')
      expect(field).toHaveAttribute('aria-invalid', 'true')
    })

    it('applies a voucher and a gift card, with the deductions in the totals, and removes them', async () => {
      Cookies.set('basketId', 'b-1', { path: '/' })
      const applied = basket('b-1', 2)
      applied.Voucher = { Code: 'VELKOMMEN10', Discount: money(3380, '33,80'), Description: '10 % på hele kurven', Message: null }
      applied.GiftCardUsages = [
        { giftCardUsageUid: 'u-1', MaskedCode: '•••• •••• •••• PQRS', Used: money(20000, '200,-'), RemainingBalance: money(5000, '50,-') },
      ]
      applied.Totals = {
        ...applied.Totals,
        Discount: money(3380, '33,80'),
        GiftCards: money(20000, '200,-'),
        Total: money(10420, '104,20'),
      }
      const fake = renderBasket(({ method, path }) => {
        if (method === 'PUT' && path.includes('/voucher/')) return { status: 200, data: { Basket: { ...applied, GiftCardUsages: [] } } }
        if (method === 'PUT' && path.includes('/giftcardusage/')) return { status: 200, data: { Basket: applied } }
        if (method === 'DELETE' && path.startsWith('/giftcardusage/'))
          return { status: 200, data: { Basket: { ...applied, GiftCardUsages: [] } } }
        return { status: 200, data: basket('b-1', 2) }
      })
      restore = fake.restore

      fireEvent.change(await screen.findByRole('textbox', { name: 'Rabatkode' }), { target: { value: 'velkommen10' } })
      fireEvent.click(screen.getByRole('button', { name: 'Brug kode' }))
      expect(await screen.findByText('Rabatkode VELKOMMEN10 · 10 % på hele kurven · −33,80')).toBeInTheDocument()
      expect(screen.getByRole('textbox', { name: 'Rabatkode' })).toHaveValue('')

      fireEvent.change(screen.getByRole('textbox', { name: 'Betal med gavekort' }), { target: { value: 'abcd efgh jkmn pqrs' } })
      fireEvent.click(screen.getByRole('button', { name: 'Brug gavekort' }))
      expect(await screen.findByText('Gavekort •••• •••• •••• PQRS: 200,- brugt, 50,- tilbage')).toBeInTheDocument()
      expect(fake.requests).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/basket/b-1/giftcardusage/abcdefghjkmnpqrs/' }))
      expect(screen.getByText('−200,-')).toBeInTheDocument()
      expect(screen.getByTestId('basket-total')).toHaveTextContent('104,20')

      fireEvent.click(screen.getByRole('button', { name: 'Fjern gavekortet •••• •••• •••• PQRS' }))
      await waitFor(() => expect(screen.queryByText(/200,- brugt/)).toBeNull())
    })

    it('says what a kept voucher is missing, and holds back checkout while a line cannot be bought', async () => {
      Cookies.set('basketId', 'b-1', { path: '/' })
      const waiting = basket('b-1', 1)
      waiting.Voucher = {
        Code: 'VIN100',
        Discount: money(0, '0,-'),
        Description: null,
        Message: 'Rabatkoden gælder ved køb af varer for mindst 500,-.',
      }
      waiting.Lines[0] = { ...waiting.Lines[0]!, Unavailable: 'SoldOutOrUnavailable' }
      restore = renderBasket(() => ({ status: 200, data: waiting })).restore
      expect(await screen.findByText('Rabatkoden gælder ved køb af varer for mindst 500,-.')).toBeInTheDocument()
      expect(screen.getByText('Ret eller fjern de markerede varer, før du går til kassen.')).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Gå til kassen' })).toHaveAttribute('aria-disabled', 'true')
    })
  })

  describe('analytics (docs/analytics.md)', () => {
    const pushed = (name: string) =>
      (window.dataLayer ?? []).filter((entry): entry is Record<string, unknown> => (entry as { event?: string }).event === name)
    const item = (quantity: number) => ({ item_id: 'V-1012', item_name: 'Rødvin Bordeaux', price: 169, quantity, item_category: 'Wine' })

    beforeEach(() => {
      window.dataLayer = []
    })

    it('view_cart once with the basket; a quantity up is add_to_cart of the difference', async () => {
      Cookies.set('basketId', 'b-1', { path: '/' })
      const fake = renderBasket(({ method }) =>
        method === 'PUT' ? { status: 200, data: { Basket: basket('b-1', 3) } } : { status: 200, data: basket('b-1', 2) },
      )
      restore = fake.restore
      await screen.findByRole('spinbutton', { name: 'Antal af Rødvin Bordeaux' })
      await waitFor(() => expect(pushed('view_cart')).toHaveLength(1))
      expect(pushed('view_cart')[0]).toEqual({
        event: 'view_cart',
        ecommerce: { currency: 'DKK', value: 338, items: [item(2)] },
        loginStatus: false,
        businessType: 'b2c',
      })

      fireEvent.click(screen.getByRole('button', { name: 'Øg antal' }))
      await waitFor(() => expect(pushed('add_to_cart')).toHaveLength(1))
      expect(pushed('add_to_cart')[0]).toMatchObject({ ecommerce: { value: 169, items: [item(1)] } })
      expect(pushed('remove_from_cart')).toEqual([])
      expect(pushed('view_cart')).toHaveLength(1)
    })

    it('a removed line is remove_from_cart of its whole quantity', async () => {
      Cookies.set('basketId', 'b-1', { path: '/' })
      const fake = renderBasket(({ method }) =>
        method === 'DELETE' ? { status: 200, data: { Basket: basket('b-1', 0) } } : { status: 200, data: basket('b-1', 2) },
      )
      restore = fake.restore
      fireEvent.click(await screen.findByRole('button', { name: 'Fjern Rødvin Bordeaux fra kurven' }))
      await waitFor(() => expect(pushed('remove_from_cart')).toHaveLength(1))
      expect(pushed('remove_from_cart')[0]).toMatchObject({ ecommerce: { currency: 'DKK', value: 338, items: [item(2)] } })
    })
  })
})

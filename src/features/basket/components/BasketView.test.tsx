import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import Cookies from 'js-cookie'
import { AppToaster } from '@/components/Toasts/Toasts'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeHandler } from '@/test/fakeShopApi'
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
})

// docs/product.md §2 "a further modal opens after adding to the basket": the added-to-basket dialog, opened by the add
// mutation through AddedToBasketProvider, against the faked shop API (src/test/fakeShopApi.ts).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios'
import { MotionGlobalConfig } from 'framer-motion'
import Cookies from 'js-cookie'
import Router from 'next/router'
import type { ReactNode } from 'react'
import { AppToaster } from '@/components/Toasts/Toasts'
import type { ProductCard } from '@/lib/schemas'
import { shopApi } from '@/lib/shopApi'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeHandler } from '@/test/fakeShopApi'
import { money, productCard, productDetail, productVariant } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { AddedToBasketProvider } from '../AddedToBasketProvider'
import type { Basket, BasketLine } from '../api/schemas'
import { BasketProvider } from '../BasketProvider'
import { AddToBasketButton, AddToBasketForm } from './AddToBasket'

const wine = productCard()
const cheese = productCard({
  ProductId: 30,
  Name: 'Gammel Knas',
  FriendlyUrlName: 'gammel-knas',
  RelativeUrl: '/produkter/gammel-knas/30/',
  Type: 'Food',
  DefaultQuantity: 2,
  Pricing: { CurrentPrice: money(8900, '89,-'), BeforePrice: null, Campaign: null, IncludesVat: true },
})

function suggestion(ProductId: number, Name: string, overrides: Partial<ProductCard> = {}): ProductCard {
  const slug = Name.toLowerCase().replace(/\s+/g, '-')
  return productCard({ ProductId, Name, FriendlyUrlName: slug, RelativeUrl: `/produkter/${slug}/${ProductId}/`, ...overrides })
}

function line(product: ProductCard, quantity: number, unit: number, overrides: Partial<BasketLine> = {}): BasketLine {
  return {
    basketlineUid: `line-${product.ProductId}-${product.VariantId ?? 'p'}`,
    Product: product,
    Quantity: quantity,
    MaxQuantity: 6,
    UnitPrice: money(unit * 100, `${unit},-`),
    LinePrice: money(unit * quantity * 100, `${unit * quantity},-`),
    Campaign: null,
    IsFreeGift: false,
    Unavailable: null,
    ...overrides,
  }
}

function basketOf(lines: BasketLine[], totalText: string): Basket {
  const total = money(0, totalText)
  return {
    Uid: 'b-1',
    Quantity: lines.reduce((sum, l) => sum + l.Quantity, 0),
    Lines: lines,
    GiftCardLines: [],
    GiftCardUsages: [],
    Voucher: null,
    Totals: { SubTotal: total, Discount: null, Delivery: null, GiftCards: null, Vat: null, Total: total },
    IsB2B: false,
  }
}

/** The basket before the add: one bottle of wine. */
const before = basketOf([line(wine, 1, 169)], '169,-')
/** After adding 2 cheeses, priced by a campaign. */
const afterCheese = basketOf(
  [
    line(wine, 1, 169),
    line(cheese, 2, 89, { LinePrice: money(13350, '133,50'), Campaign: { CampaignType: 'TakeX', Text: '2 for 133,50' } }),
  ],
  '302,50',
)

const popular = [
  wine,
  cheese,
  suggestion(41, 'Olivenolie'),
  suggestion(42, 'Sort Trøffel', { ShowAddToBasket: false }),
  suggestion(43, 'Balsamico'),
  suggestion(44, 'Havsalt'),
  suggestion(45, 'Pasta Rigatoni'),
  suggestion(46, 'Chokolade'),
]

function renderShop(handler: FakeHandler, ui: ReactNode) {
  const fake = installFakeShopApi(handler)
  renderWithProviders(
    <BasketProvider locale="da">
      <AddedToBasketProvider>{ui}</AddedToBasketProvider>
      <AppToaster />
    </BasketProvider>,
  )
  return fake
}

/** The shop as the dialog meets it: the stored basket, the add answered with `answer`, the popular products. */
function shopHandler(answer: Basket, extra?: FakeHandler): FakeHandler {
  return (request) => {
    const { method, path } = request
    if (method === 'GET' && path === '/basket/b-1/') return { status: 200, data: before }
    if (method === 'POST' && path === '/basket/b-1/items/') return { status: 200, data: { Basket: answer } }
    if (method === 'GET' && path === '/product/popular/') return { status: 200, data: { Products: popular } }
    return extra?.(request) ?? { status: 500 }
  }
}

/** Holds the answers to requests for `path` until released (to see what shows while they load). */
function holdAnswers(path: string): () => void {
  const answer = shopApi.defaults.adapter as AxiosAdapter
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  shopApi.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    if ((config.url ?? '').startsWith(path)) await gate
    return answer(config)
  }
  return release
}

/** A product card's add button (its name ends with the product's, for screen readers). */
const addButton = (name: string) => ({ name: new RegExp(`^Læg i kurv\\s*:\\s*${name}$`) })

async function addCheese(handler: FakeHandler = shopHandler(afterCheese)) {
  const user = userEvent.setup()
  const fake = renderShop(handler, <AddToBasketButton product={cheese} />)
  const button = screen.getByRole('button', addButton('Gammel Knas'))
  // Not user.click: Safari does not focus a clicked button, and other browsers take focus away from a button
  // while it is disabled (as it is while the add runs). The dialog must give focus back to it all the same.
  fireEvent.click(button)
  expect(button).not.toHaveFocus()
  const dialog = await screen.findByRole('dialog', { name: 'Lagt i kurven' })
  return { user, fake, button, dialog }
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

describe('AddedToBasketModal (docs/product.md §2)', () => {
  let restore: (() => void) | undefined

  beforeAll(() => {
    installBrowserStubs()
    MotionGlobalConfig.skipAnimations = true
  })
  afterAll(() => {
    MotionGlobalConfig.skipAnimations = false
  })
  beforeEach(() => {
    Cookies.set('basketId', 'b-1', { path: '/' })
  })
  afterEach(() => {
    restore?.()
    restore = undefined
    Cookies.remove('basketId', { path: '/' })
    vi.restoreAllMocks()
  })

  it('opens after a successful add with the product, the quantity added, its basket price and the basket totals', async () => {
    const { fake, dialog } = await addCheese()
    restore = fake.restore

    expect(fake.requests.find((r) => r.method === 'POST')?.body).toEqual({ ProductId: 30, Quantity: 2 })
    const added = within(dialog).getByTestId('added-product')
    expect(added).toHaveAccessibleName('Gammel Knas er lagt i kurven')
    expect(within(added).getByText('Gammel Knas')).toBeInTheDocument()
    expect(within(added).getByText('Antal: 2')).toBeInTheDocument()
    expect(within(added).getByText('Stykpris: 89,-')).toBeInTheDocument()
    expect(within(added).getByText('2 stk. i kurven: 133,50')).toBeInTheDocument()
    expect(within(added).getByText('2 for 133,50')).toBeInTheDocument()
    const summary = within(dialog).getByTestId('basket-summary')
    expect(within(summary).getByText('Du har 3 varer i kurven')).toBeInTheDocument()
    expect(within(summary).getByText('I alt: 302,50')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Gå til kurven' })).toHaveAttribute('href', expect.stringMatching(/^\/kurv\/?$/))
    // The dialog replaces the success toast.
    expect(screen.queryByText('Gammel Knas er lagt i kurven')).not.toBeInTheDocument()
  })

  it('moves focus into the dialog when it opens', async () => {
    const { fake, dialog } = await addCheese()
    restore = fake.restore
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(within(dialog).getByTestId('added-product')).toHaveFocus()
  })

  it('closes on Escape and gives focus back to the add button', async () => {
    const { fake, user, button } = await addCheese()
    restore = fake.restore

    await user.keyboard('{Escape}')

    await dialogGone()
    expect(button).toHaveFocus()
  })

  it('closes on "continue shopping" and gives focus back to the add button', async () => {
    const { fake, user, button, dialog } = await addCheese()
    restore = fake.restore

    await user.click(within(dialog).getByRole('button', { name: 'Fortsæt med at handle' }))

    await dialogGone()
    expect(button).toHaveFocus()
  })

  it('closes when the page changes (e.g. "go to basket")', async () => {
    const { fake } = await addCheese()
    restore = fake.restore

    act(() => {
      Router.events.emit('routeChangeStart', '/kurv/', { shallow: false })
    })

    await dialogGone()
  })

  it('suggests up to 4 popular products that are not in the basket and can be bought, when the category is unknown', async () => {
    const { fake, dialog } = await addCheese()
    restore = fake.restore

    const section = await within(dialog).findByRole('region', { name: 'Andre købte også' })
    const names = within(section)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link').textContent)
    expect(names).toEqual(['Olivenolie', 'Balsamico', 'Havsalt', 'Pasta Rigatoni'])
    expect(within(section).getByRole('button', addButton('Olivenolie'))).toBeEnabled()
    expect(fake.requests.some((r) => r.path === '/product/search/')).toBe(false)
  })

  it('shows a skeleton while the suggestions load', async () => {
    const fake = installFakeShopApi(shopHandler(afterCheese))
    restore = fake.restore
    const release = holdAnswers('/product/popular')
    const user = userEvent.setup()
    renderWithProviders(
      <BasketProvider locale="da">
        <AddedToBasketProvider>
          <AddToBasketButton product={cheese} />
        </AddedToBasketProvider>
      </BasketProvider>,
    )
    await user.click(screen.getByRole('button', addButton('Gammel Knas')))
    const dialog = await screen.findByRole('dialog', { name: 'Lagt i kurven' })

    expect(within(dialog).getByTestId('suggestions-loading')).toBeInTheDocument()
    expect(within(dialog).getByRole('status')).toHaveTextContent('Henter forslag…')

    release()
    expect(await within(dialog).findByRole('link', { name: 'Olivenolie' })).toBeInTheDocument()
    expect(within(dialog).queryByTestId('suggestions-loading')).not.toBeInTheDocument()
  })

  it('shows no suggestions and no error when they fail', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { fake, dialog } = await addCheese((request) =>
      request.method === 'GET' && request.path === '/product/popular/'
        ? { status: 500, data: { Message: 'Serverfejl' } }
        : shopHandler(afterCheese)(request),
    )
    restore = fake.restore

    await waitFor(() => expect(fake.requests.some((r) => r.path === '/product/popular/')).toBe(true))
    await waitFor(() => expect(within(dialog).queryByTestId('suggestions-loading')).not.toBeInTheDocument())
    expect(within(dialog).queryByRole('region', { name: 'Andre købte også' })).not.toBeInTheDocument()
    expect(screen.queryByText('Serverfejl')).not.toBeInTheDocument()
    expect(screen.queryByText('Noget gik galt. Prøv igen.')).not.toBeInTheDocument()
    expect(within(dialog).getByText('I alt: 302,50')).toBeInTheDocument()
    expect(logged.mock.calls.some(([message]) => String(message).includes('suggestions'))).toBe(true)
  })

  it('names the edition added from the product page and suggests from its category, leaving out what is in the basket', async () => {
    const magnum = productVariant({
      VariantId: 7,
      Name: 'Magnum 1,5 l',
      Pricing: { CurrentPrice: money(39900, '399,-'), BeforePrice: null, Campaign: null, IncludesVat: true },
    })
    const product = productDetail({ CategoryId: 4, Variants: [productVariant(), magnum] })
    const afterMagnum = basketOf(
      [line(wine, 1, 169), line({ ...wine, VariantId: 7, Name: 'Rødvin Bordeaux, Magnum 1,5 l' }, 1, 399)],
      '568,-',
    )
    const sameCategory = [suggestion(51, 'Rioja'), wine, suggestion(52, 'Barolo'), suggestion(53, 'Chianti')]
    const user = userEvent.setup()
    const fake = renderShop(
      shopHandler(afterMagnum, ({ method, path }) =>
        method === 'POST' && path === '/product/search/'
          ? { status: 200, data: { Products: sameCategory, TotalProductCount: 4 } }
          : { status: 500 },
      ),
      <AddToBasketForm product={product} edition={{ ...magnum, MaxQuantity: magnum.MaxQuantity ?? null }} />,
    )
    restore = fake.restore

    await user.click(screen.getByRole('button', { name: 'Læg i kurv' }))
    const dialog = await screen.findByRole('dialog', { name: 'Lagt i kurven' })

    expect(fake.requests.find((r) => r.path === '/basket/b-1/items/')?.body).toEqual({ ProductId: 12, VariantId: 7, Quantity: 1 })
    const added = within(dialog).getByTestId('added-product')
    expect(within(added).getByText('Rødvin Bordeaux (Magnum 1,5 l)')).toBeInTheDocument()
    expect(within(added).getByText('Stykpris: 399,-')).toBeInTheDocument()
    expect(within(added).getByText('1 stk. i kurven: 399,-')).toBeInTheDocument()
    const section = await within(dialog).findByRole('region', { name: 'Andre købte også' })
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Rioja', 'Barolo', 'Chianti'])
    expect(fake.requests.find((r) => r.path === '/product/search/')?.body).toMatchObject({ CategoryId: 4 })
    expect(fake.requests.some((r) => r.path === '/product/popular/')).toBe(false)
  })

  it('shows the product added from a suggestion in the same dialog', async () => {
    const olive = popular[2]!
    const afterOlive = basketOf([...afterCheese.Lines, line(olive, 1, 129)], '431,50')
    let answer = afterCheese
    const { fake, user, dialog, button } = await addCheese((request) =>
      request.method === 'POST' && request.path === '/basket/b-1/items/'
        ? { status: 200, data: { Basket: answer } }
        : shopHandler(afterCheese)(request),
    )
    restore = fake.restore
    answer = afterOlive

    await user.click(await within(dialog).findByRole('button', addButton('Olivenolie')))

    await waitFor(() => expect(within(dialog).getByTestId('added-product')).toHaveAccessibleName('Olivenolie er lagt i kurven'))
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(within(dialog).getByText('Antal: 1')).toBeInTheDocument()
    expect(within(dialog).getByText('Du har 4 varer i kurven')).toBeInTheDocument()
    expect(within(dialog).getByText('I alt: 431,50')).toBeInTheDocument()
    // Olive oil is in the basket now: it leaves the suggestions and the next one moves up.
    const section = within(dialog).getByRole('region', { name: 'Andre købte også' })
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Balsamico', 'Havsalt', 'Pasta Rigatoni', 'Chokolade'])
    expect(within(dialog).getByTestId('added-product')).toHaveFocus()

    // Closing still gives focus back to the button that opened the dialog.
    await user.keyboard('{Escape}')
    await dialogGone()
    expect(button).toHaveFocus()
  })

  it('opens no dialog when the add fails, and shows the error toast instead', async () => {
    const user = userEvent.setup()
    restore = renderShop(
      ({ method, path }) => {
        if (method === 'GET' && path === '/basket/b-1/') return { status: 200, data: before }
        if (method === 'POST' && path === '/basket/b-1/items/') {
          return { status: 409, data: { ErrorCode: 'QuantityGreaterThanInventory', Message: 'Vi har kun 1 på lager' } }
        }
        return { status: 500 }
      },
      <AddToBasketButton product={cheese} />,
    ).restore

    await user.click(screen.getByRole('button', addButton('Gammel Knas')))

    expect(await screen.findByText('Vi har kun 1 på lager')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

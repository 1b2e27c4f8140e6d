// The product page's sticky buy bar on a phone (docs/features.md "Listings that fit a phone"): it appears once the
// page's own add button has scrolled up out of view (its box set by hand: jsdom lays nothing out), adds through that button,
// and stays away for what cannot be bought, while the cookie dialog asks, and from 768 px.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { ServerStyleSheet } from 'styled-components'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { ConsentContext, type ConsentState } from '@/features/consent/consent-context'
import { NOTHING_ALLOWED } from '@/features/consent/categories'
import type { ProductDetail } from '@/lib/schemas'
import { SiteProvider } from '@/lib/site'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { basket, productDetail } from '@/test/fixtures'
import { renderWithProviders, TestProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { selectEdition } from '../variants'
import { ProductDetails } from './ProductDetails'
import { StickyBuyBar } from './StickyBuyBar'

vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

/**
 * The page's add button is now at `top`..`top + 44` in a phone's viewport, and the window has scrolled: jsdom lays
 * nothing out, so the button's box is set by hand, as the browser would report it.
 */
function scrollButtonTo(top: number) {
  const button = pageAddButton()
  button.getBoundingClientRect = () => ({ top, bottom: top + 44, left: 16, right: 200, width: 184, height: 44, x: 16, y: top }) as DOMRect
  act(() => {
    window.dispatchEvent(new Event('scroll'))
  })
}

const consent = (decided: boolean): ConsentState => ({
  categories: NOTHING_ALLOWED,
  decided,
  ready: true,
  choose: () => undefined,
  openSettings: () => undefined,
})

let restore: (() => void) | undefined

function renderPage(product: ProductDetail, { decided = true }: { decided?: boolean } = {}) {
  const fake = installFakeShopApi(({ method, path }) => {
    if (method === 'GET' && path === '/basket/b-1/') return { status: 200, data: basket('b-1', 0) }
    if (method === 'POST' && path === '/basket/b-1/items/') return { status: 200, data: { Basket: basket('b-1', 2) } }
    return { status: 404, data: {} }
  })
  restore = fake.restore
  renderWithProviders(
    <ConsentContext.Provider value={consent(decided)}>
      <MockRouterProvider router={createMockRouter({ pathname: '/produkter/[friendlyUrlName]/[productId]' })}>
        <SiteProvider value={{ origin: 'https://www.delikat.dk' }}>
          <BasketProvider locale="da">
            <ProductDetails product={product} locale="da" signedIn={false} />
          </BasketProvider>
        </SiteProvider>
      </MockRouterProvider>
    </ConsentContext.Provider>,
  )
  return fake
}

const pageAddButton = () => within(screen.getByTestId('product-buy')).getByRole('button', { name: 'Læg i kurv' })
const bar = () => screen.queryByRole('region', { name: 'Køb Rødvin Bordeaux' })

/** Every CSS rule the page's styles hold for an element's classes (jsdom applies no media queries, so read them). */
function cssRulesOf(element: Element): string {
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n')
  const classes = Array.from(element.classList)
  return css
    .split('}')
    .filter((rule) => classes.some((name) => rule.includes(`.${name}`)))
    .join('}\n')
}

describe('the sticky buy bar', () => {
  beforeAll(() => {
    installBrowserStubs()
  })
  beforeEach(() => {
    Cookies.set('basketId', 'b-1', { path: '/' })
  })
  afterEach(() => {
    restore?.()
    restore = undefined
    Cookies.remove('basketId', { path: '/' })
  })

  it('watches the page’s own add button and appears only once it has scrolled up out of view', () => {
    renderPage(productDetail({ CategoryId: null }))
    expect(bar()).not.toBeInTheDocument()

    // Below the fold it is still ahead of the shopper: no bar.
    scrollButtonTo(1200)
    expect(bar()).not.toBeInTheDocument()
    scrollButtonTo(300)
    expect(bar()).not.toBeInTheDocument()

    scrollButtonTo(-400)
    const shown = bar()!
    expect(shown).toBeInTheDocument()
    expect(within(shown).getByTestId('price')).toHaveTextContent('169,-')
    expect(within(shown).getByRole('button', { name: 'Læg i kurv' })).toBeEnabled()

    // Back in view: the page's own button is there, the bar goes.
    scrollButtonTo(200)
    expect(bar()).not.toBeInTheDocument()
  })

  it('adds through the page’s own form, with the quantity chosen there', async () => {
    const user = userEvent.setup()
    const fake = renderPage(productDetail({ CategoryId: null }))
    await user.click(within(screen.getByTestId('product-buy')).getByRole('button', { name: 'Øg antal' }))
    scrollButtonTo(-400)
    await user.click(within(bar()!).getByRole('button', { name: 'Læg i kurv' }))
    await waitFor(() =>
      expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/basket/b-1/items/').map((r) => r.body)).toEqual([
        { ProductId: 12, Quantity: 2 },
      ]),
    )
  })

  it('shows no bar for a sold-out product or one that cannot be bought online', () => {
    renderPage(productDetail({ CategoryId: null, ShowAddToBasket: false, Stock: { State: 'OutOfStock', Text: 'Udsolgt' } }))
    expect(bar()).not.toBeInTheDocument()
  })

  it('stays away while the cookie dialog asks at the bottom of the screen', () => {
    renderPage(productDetail({ CategoryId: null }), { decided: false })
    scrollButtonTo(-400)
    expect(bar()).not.toBeInTheDocument()
  })

  it('is fixed to the bottom clear of the safe area, hidden from 768 px, and the page keeps room for it on a phone', () => {
    renderPage(productDetail({ CategoryId: null }))
    scrollButtonTo(-400)
    const css = cssRulesOf(bar()!).replace(/\s+/g, ' ')
    expect(css).toMatch(/position: ?fixed/)
    expect(css).toMatch(/env\(safe-area-inset-bottom/)
    expect(css).toMatch(/@media \(min-width: ?768px\) ?\{ ?\.[\w-]+ ?\{ ?display: ?none/)
    // Global styles do not reach jsdom's document here; the server's style sheet shows the page's room for the bar.
    const sheet = new ServerStyleSheet()
    renderToString(
      sheet.collectStyles(
        <TestProviders>
          <StickyBuyBar buyArea={{ current: null }} name="Rødvin Bordeaux" edition={selectEdition(productDetail(), null)} />
        </TestProviders>,
      ),
    )
    const served = sheet.getStyleTags().replace(/\s+/g, ' ')
    sheet.seal()
    expect(served).toMatch(/@media \(max-width: ?767\.98px\) ?\{ ?body ?\{ ?padding-bottom: ?calc\(69px \+ env\(safe-area-inset-bottom/)
  })
})

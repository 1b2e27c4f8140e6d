// Product cards two to a row on a phone (docs/features.md "Listings that fit a phone"). jsdom lays nothing out, so
// this reads the rules the grid and the card are styled with; tests/e2e/phone-listings.spec.ts measures them at 390 px.
import { screen, within } from '@testing-library/react'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { image, productCard } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { ProductGrid } from './ProductGrid'

/** The page's CSS rules for an element's classes, whitespace folded (media rules included). */
function cssRulesOf(element: Element): string {
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n')
  const classes = Array.from(element.classList)
  return css
    .split('}')
    .filter((rule) => classes.some((name) => rule.includes(`.${name}`)))
    .join('}\n')
    .replace(/\s+/g, ' ')
}

let restore: (() => void) | undefined

function renderGrid() {
  restore = installFakeShopApi(() => ({ status: 404, data: {} })).restore
  renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <BasketProvider locale="da">
        <ProductGrid
          label="Rødvin"
          products={[
            productCard({
              ProductId: 1,
              Name: 'Châteauneuf-du-Pape Rouge Vieilles Vignes Réserve',
              CampaignSplash: 'Spar 20 % på hele kassen',
              PrimaryImage: image('flaske.jpg'),
            }),
            productCard({ ProductId: 2, Name: 'Barolo' }),
          ]}
        />
      </BasketProvider>
    </MockRouterProvider>,
  )
}

describe('ProductGrid on a phone', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('sets two columns below 768 px and as many as fit from there', () => {
    renderGrid()
    const css = cssRulesOf(screen.getByRole('list', { name: 'Rødvin' }))
    const [phone, tablet] = css.split('@media')
    expect(phone).toContain('grid-template-columns:repeat(2, minmax(0, 1fr))')
    expect(tablet).toMatch(/^ ?\(min-width: ?768px\)/)
    expect(tablet).toContain('grid-template-columns:repeat(auto-fill, minmax(min(100%, 240px), 1fr))')
  })

  it('asks for card images of half the screen on a phone, not the 80 % a carousel card needs', () => {
    renderGrid()
    const picture = within(screen.getAllByRole('article')[0]!).getByRole('img')
    expect(picture.getAttribute('sizes')).toBe('(min-width: 1280px) 320px, (min-width: 768px) 33vw, 50vw')
  })

  it('fits a card of ~175 px: the name wraps, the splash stays clear of the heart, the add button keeps to the card', () => {
    renderGrid()
    const card = screen.getAllByRole('article')[0]!
    expect(cssRulesOf(within(card).getByRole('heading'))).toMatch(/overflow-wrap:break-word;hyphens:auto/)
    // 44 px heart + its 8 px inset + 8 px between them.
    expect(cssRulesOf(within(card).getByTestId('campaign-splash'))).toContain('max-width:calc(100% - 44px - 12px - 2 * 8px)')
    const add = within(card).getByRole('button', { name: /^Læg i kurv/ })
    expect(add.parentElement && cssRulesOf(add.parentElement)).toMatch(
      /button\{padding-inline:12px;\}.*@media \(min-width: 768px\)\{\.[\w-]+ button\{padding-inline:24px;/,
    )
  })
})

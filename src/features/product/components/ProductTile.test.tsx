// The product card: what a shopper reads on it (facts by product type, price, age sign) and its add button.
import { screen, within } from '@testing-library/react'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { productCard } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { ProductTile } from './ProductTile'

let restore: (() => void) | undefined

function renderTiles(...products: ReturnType<typeof productCard>[]) {
  restore = installFakeShopApi(() => ({ status: 404, data: {} })).restore
  renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <BasketProvider locale="da">
        {products.map((product) => (
          <ProductTile key={product.ProductId} product={product} />
        ))}
      </BasketProvider>
    </MockRouterProvider>,
  )
}

describe('ProductTile', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('shows the age sign the server gives the card, and none on a card without one', () => {
    renderTiles(
      productCard({ ProductId: 1, Name: 'Barolo', RequiredAge: 18 }),
      productCard({ ProductId: 2, Name: 'Æblecider', AlcoholPercentage: 5, RequiredAge: 16 }),
      productCard({ ProductId: 3, Name: 'Gammel Knas', AlcoholPercentage: null, RequiredAge: null }),
    )
    const [barolo, cider, cheese] = screen.getAllByRole('article')
    expect(within(barolo!).getByTestId('age-sign')).toHaveTextContent('Må kun sælges til personer, der er fyldt 18 år')
    expect(within(cider!).getByTestId('age-sign')).toHaveTextContent('Må kun sælges til personer, der er fyldt 16 år')
    expect(within(cheese!).queryByTestId('age-sign')).not.toBeInTheDocument()
  })

  it('sums up a wine by country, grape and bottle size, and a cheese by origin and weight, each fact labelled', () => {
    const fact = (Key: string, Label: string, Value: string) => ({ Key, Label, Value })
    renderTiles(
      productCard({
        ProductId: 1,
        Name: 'Barolo',
        Type: 'Wine',
        Facts: [
          fact('producer', 'Producent', 'G.D. Vajra'),
          fact('country', 'Land', 'Italien'),
          fact('region', 'Område', 'Piemonte'),
          fact('grape', 'Drue', 'Nebbiolo'),
          fact('netContent', 'Indhold', '0,75 l'),
        ],
      }),
      productCard({
        ProductId: 2,
        Name: 'Gammel Knas',
        Type: 'Food',
        AlcoholPercentage: null,
        RequiredAge: null,
        Facts: [fact('origin', 'Oprindelse', 'Danmark'), fact('storage', 'Opbevaring', 'Køl'), fact('netContent', 'Indhold', '0,25 kg')],
      }),
      productCard({ ProductId: 3, Name: 'Olivenolie', Type: 'Food', Facts: [] }),
    )
    const [barolo, cheese, oil] = screen.getAllByRole('article')

    const wineFacts = within(barolo!).getByTestId('card-facts')
    expect(
      within(wineFacts)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Land', 'Drue', 'Indhold'])
    expect(
      within(wineFacts)
        .getAllByRole('definition')
        .map((value) => value.textContent?.replace('·', '').trim()),
    ).toEqual(['Italien', 'Nebbiolo', '0,75 l'])
    // The rest is for the product page.
    expect(barolo).not.toHaveTextContent('Piemonte')

    const cheeseFacts = within(cheese!).getByTestId('card-facts')
    expect(
      within(cheeseFacts)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Oprindelse', 'Indhold'])
    expect(cheeseFacts).toHaveTextContent(/Danmark.*0,25 kg/)
    expect(cheese).not.toHaveTextContent('Køl')

    expect(within(oil!).queryByTestId('card-facts')).not.toBeInTheDocument()
  })

  it('shows the price per litre or kilo the server gives, and names the product on its add button', () => {
    renderTiles(
      productCard({ ProductId: 1, Name: 'Barolo', PricePerNetContent: '799,00 kr./l' }),
      productCard({ ProductId: 2, Name: 'Gavekurv', PricePerNetContent: null, ShowAddToBasket: false }),
    )
    const [barolo, basket] = screen.getAllByRole('article')
    expect(within(barolo!).getByText('799,00 kr./l')).toBeInTheDocument()
    expect(within(barolo!).getByRole('button', { name: /^Læg i kurv\W+Barolo$/ })).toBeEnabled()
    expect(within(barolo!).getByRole('link', { name: 'Barolo' })).toHaveAttribute(
      'href',
      expect.stringContaining('/produkter/roedvin-bordeaux/12'),
    )
    // A product that cannot be bought online has no add button on its card.
    expect(within(basket!).queryByRole('button', { name: /Læg i kurv/ })).not.toBeInTheDocument()
  })

  it("tells a tasting's day, time and place in Danish time, and its seats rather than stock", () => {
    const tasting = (ProductId: number, Event: ReturnType<typeof productCard>['Event'], over = {}) =>
      productCard({ ProductId, Name: `Vinsmagning ${ProductId}`, Type: 'Event', AlcoholPercentage: null, Event, ...over })
    renderTiles(
      tasting(1, {
        StartsAt: '2026-12-10T18:00:00.000Z',
        DurationMinutes: 150,
        Place: 'Delikat Aarhus, Vestergade 12',
        SeatsLeft: 12,
        HasPassed: false,
      }),
      tasting(2, {
        StartsAt: '2027-06-17T16:30:00.000Z',
        DurationMinutes: null,
        Place: 'Delikat Odense, Kongensgade 40',
        SeatsLeft: 1,
        HasPassed: false,
      }),
      tasting(
        3,
        {
          StartsAt: '2026-12-17T18:00:00.000Z',
          DurationMinutes: 120,
          Place: 'Delikat Aarhus, Vestergade 12',
          SeatsLeft: 0,
          HasPassed: false,
        },
        { ShowAddToBasket: false, Stock: { State: 'OutOfStock', Text: 'Udsolgt' } },
      ),
      tasting(
        4,
        {
          StartsAt: '2026-11-01T18:00:00.000Z',
          DurationMinutes: 120,
          Place: 'Delikat Aarhus, Vestergade 12',
          SeatsLeft: 5,
          HasPassed: true,
        },
        { ShowAddToBasket: false, Stock: { State: 'OutOfStock', Text: 'Arrangementet er afholdt' } },
      ),
      productCard({ ProductId: 5, Name: 'Barolo', Stock: { State: 'InStock', Text: 'På lager' } }),
    )
    const [winter, summer, soldOut, past, wine] = screen.getAllByRole('article')
    expect(within(winter!).getByTestId('card-event')).toHaveTextContent(/^Tors\. 10\. dec\. kl\. 19\.00\s·\sDelikat Aarhus, Vestergade 12$/)
    expect(within(winter!).getByTestId('card-event').querySelector('time')).toHaveAttribute('datetime', '2026-12-10T18:00:00.000Z')
    expect(within(winter!).getByText('12 pladser tilbage')).toBeInTheDocument()
    // Summer time: 16.30 UTC is 18.30 in Denmark.
    expect(within(summer!).getByTestId('card-event')).toHaveTextContent('Tors. 17. jun. kl. 18.30')
    expect(within(summer!).getByText('1 plads tilbage')).toBeInTheDocument()
    expect(within(soldOut!).getByText('Udsolgt')).toBeInTheDocument()
    expect(within(soldOut!).queryByRole('button', { name: /Læg i kurv/ })).not.toBeInTheDocument()
    expect(within(past!).getByText('Arrangementet er afholdt')).toBeInTheDocument()
    expect(within(past!).queryByText(/pladser tilbage/)).not.toBeInTheDocument()
    // Other products say nothing of dates or seats.
    expect(within(wine!).queryByTestId('card-event')).not.toBeInTheDocument()
    expect(within(wine!).getByText('På lager')).toBeInTheDocument()
  })
})

/** Every page component, stored as a Payload block and read back as the content service's contract (issue: content service). */
import { beforeAll, describe, expect, it } from 'vitest'
import { enrichComponents } from '../src/content/components/map'
import { COMPONENT_TYPES, type Component, type Node } from '@delikat/contract/components'
import { node } from '../src/content/nodes'
import type { Culture } from '../src/shop/constants'
import { LANDING_URL } from '../src/seed/landing'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content, seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

type Of<T extends Component['Type']> = Extract<Component, { Type: T }>

/** A node as the content service serves it, with the shop's lists filled in. */
async function served(url: string, culture: Culture = 'da'): Promise<Node> {
  const payload = await seededPayload()
  const found = await node(payload, url, culture)
  expect(found, url).not.toBeNull()
  await enrichComponents(payload, found!.Components, { culture })
  return found!
}

function first<T extends Component['Type']>(page: Node, type: T): Of<T> {
  const component = page.Components.find((c) => c.Type === type)
  expect(component, type).toBeDefined()
  return component as Of<T>
}

const PRODUCT_URL = /^\/produkter\/[a-z0-9-]+\/\d+\/$/

describe('page components on the seeded pages', () => {
  let landing: Node
  beforeAll(async () => {
    landing = await served(LANDING_URL)
  }, 180_000)

  it('has a landing page that uses every component type of the contract', () => {
    expect(landing.ContentType).toBe('LandingPage')
    const types = new Set(landing.Components.map((c) => c.Type))
    expect(COMPONENT_TYPES.filter((t) => !types.has(t))).toEqual([])
    for (const component of landing.Components) expect(component.Id).toMatch(/.+/)
  })

  it('maps rich text to sanitised HTML with internal links as page URLs', () => {
    const centred = first(landing, 'richTextCentered')
    expect(centred.Html).toContain('<h2>Velkommen til smagsoplevelserne</h2>')
    expect(centred.Html).toContain('<a href="/om-os/">om os</a>')
    const rich = first(landing, 'richText')
    expect(rich.Html).toMatch(/^<h2>Sådan smager du på vin<\/h2><ol><li><strong>Se<\/strong>/)
    expect(rich.Html).toContain('<a href="/artikler/ostens-abc/">Ostens ABC</a>')
    expect(rich.Html).toContain('<a href="https://da.wikipedia.org/wiki/Vin" target="_blank" rel="noopener noreferrer">Wikipedia</a>')
    expect(rich.Html).not.toMatch(/style=|class=/)
  })

  it('keeps the media grid to 2 images with the default height, and resolves category cards to their link or the root', () => {
    const grid = first(landing, 'mediaGrid')
    expect(grid).toMatchObject({ LeftRight: 'Venstre', Height: 600, Title: 'Fra mark til bord' })
    expect(grid.Images).toHaveLength(2)
    expect(grid.Html).toContain('<p>Vi besøger vores producenter hvert år. <strong>')
    const cards = first(landing, 'categoryCards').Cards
    expect(cards.map((c) => c.Url)).toEqual([expect.stringMatching(PRODUCT_URL), expect.stringMatching(PRODUCT_URL), '/gavekort/', '/'])
    expect(cards.every((c) => c.NewWindow === false && c.Image?.BaseUrl.startsWith('/media/'))).toBe(true)
  })

  it('resolves links to products and pages, and maps accordions, embeds and gift cards', () => {
    const buttons = first(landing, 'callToActionButtons')
    expect(buttons.Buttons).toEqual([
      {
        Variant: 'primary',
        Link: expect.objectContaining({ Type: 'PimProduct', Url: expect.stringMatching(PRODUCT_URL), Text: 'Se ugens vin' }),
      },
      { Variant: 'secondary', Link: expect.objectContaining({ Type: 'Content', Url: '/gavekort/', Text: 'Køb et gavekort' }) },
    ])
    expect(first(landing, 'ribbon').Link?.Url).toMatch(PRODUCT_URL)
    expect(first(landing, 'splitDoors').Doors.map((d) => d.Link?.Url)).toEqual(['/opret-kunde/', '/opret-erhvervskunde/'])

    const accordion = first(landing, 'accordion')
    expect(accordion).toMatchObject({ Variant: 'boxed', Color: 'cream' })
    expect(accordion.Items[0]).toEqual({
      Summary: { Content: 'Hvordan bliver vinen leveret?', Tags: [{ Type: 'misc', Text: 'Levering' }], LightFont: false },
      Html: expect.stringMatching(/^<p>Vi pakker flaskerne/),
      Open: true,
    })
    expect(accordion.Items.map((i) => i.Open)).toEqual([true, false, false, false])
    expect(accordion.Items[2]!.Summary).toMatchObject({ LightFont: true, Tags: [{ Type: 'member-offer', Text: 'Medlemstilbud' }] })

    // The pasted Typeform link was stored as the form id.
    expect(first(landing, 'embed')).toMatchObject({ Provider: 'typeform', Value: 'Fh7sQ2xK', Height: 500 })
    expect(first(landing, 'embeddedMap')).toMatchObject({ Query: 'Vestergade 12, 8000 Aarhus C', Height: 400 })
    expect(first(landing, 'embeddedVideo')).toMatchObject({
      VideoId: 'M7lc1UVf-VE',
      Thumbnail: expect.objectContaining({ FileExtension: 'png' }),
    })
    expect(first(landing, 'giftCardDefault')).toMatchObject({ Amounts: [25_000, 50_000, 100_000], MinAmount: 10_000, MaxAmount: 500_000 })
    expect(first(landing, 'createCustomer').ClientType).toBe('B2C')
  })

  it('gives product components B2C product cards', () => {
    const focus = first(landing, 'productFocus')
    expect(focus).toMatchObject({
      ImagePosition: 'right',
      Product: { Name: 'Barolo DOCG 2019, Cascina Lorenzo', Pricing: { IncludesVat: true } },
    })
    expect(focus.Product!.RelativeUrl).toMatch(PRODUCT_URL)
    const campaign = first(landing, 'campaign')
    expect(campaign.Products.map((p) => p.Name)).toEqual(['Gammel Knas, 250 g', 'Ekstra jomfru olivenolie, 500 ml', 'Trøffelchips, 125 g'])
    expect(campaign.Products[0]!.PrimaryImage?.BaseUrl).toMatch(/^\/media\//)
    expect(first(landing, 'similarProducts').Products).toHaveLength(3)
    expect(first(landing, 'productSelector').Products).toHaveLength(3)
  })

  it('fills article lists, latest content, recommendations and the product list when the node is served', () => {
    const list = first(landing, 'articleList')
    expect(list.Articles.map((a) => a.Url)).toEqual(['/artikler/vinens-aar-2024/', '/artikler/ostens-abc/'])
    expect(list.Articles[0]).toMatchObject({
      Title: 'Vinens år 2024',
      Teaser: expect.stringContaining('vejret'),
      Date: '2026-10-02T08:00:00.000Z',
      Image: expect.objectContaining({ BaseUrl: expect.stringMatching(/^\/media\//) }),
    })
    const latest = first(landing, 'latestContent')
    expect(latest.Items.map((a) => a.Url)).toEqual(['/artikler/vinens-aar-2024/', '/artikler/ostens-abc/', '/artikler/olivenolie-guide/'])
    const popular = first(landing, 'recommendationCarousel')
    expect(popular.Strategy).toBe('popular')
    expect(popular.Products.length).toBeGreaterThan(0)
    expect(popular.Products.every((p) => p.ProductReview !== null)).toBe(true)
    const all = first(landing, 'productList')
    expect(all.CategoryId).toBeNull()
    expect(all.TotalProductCount).toBeGreaterThanOrEqual(9)
    expect(all.Products.length).toBe(Math.min(all.TotalProductCount, 18))
    expect(first(landing, 'recipeList').Recipes).toHaveLength(6)
  })

  it('serves the English texts in the en culture', async () => {
    const en = await served(LANDING_URL, 'en')
    expect(en.Name).toBe('Taste experiences')
    expect(en.Components.map((c) => c.Type)).toEqual(landing.Components.map((c) => c.Type))
    expect(first(en, 'richTextCentered').Html).toContain('<a href="/om-os/">about us</a>')
    expect(first(en, 'accordion').Items[0]!.Summary.Content).toBe('How is the wine delivered?')
    expect(first(en, 'categoryCards').Cards.map((c) => c.Title)).toEqual(['Red wine', 'Cheese', 'Gift cards', 'The whole shop'])
    expect(first(en, 'productFocus').Product?.Name).toBe('Barolo DOCG 2019, Cascina Lorenzo')
    expect(first(en, 'latestContent').Items[0]!.Title).toBe('The wine year 2024')
    expect(first(en, 'campaign').Products[0]!.Name).toBe('Gammel Knas aged cheese, 250 g')
  })

  it('serves the about, article, gift card, checkout and sign-up pages', async () => {
    const about = await served('/om-os/')
    expect(about.Components.map((c) => c.Type)).toEqual(['articleHero', 'richText', 'quote', 'sellingPoints', 'embeddedMap'])
    expect(first(about, 'richText').Html).toContain('<a href="/opret-erhvervskunde/">oprette en erhvervskonto</a>')
    expect(first(about, 'embeddedMap').Query).toBe('Vestergade 12, 8000 Aarhus C')

    const article = await served('/artikler/ostens-abc/', 'en')
    expect(article.ContentType).toBe('Article')
    expect(first(article, 'articleHero')).toMatchObject({
      Title: 'The ABC of cheese',
      Author: 'Lars Holm',
      Date: '2026-09-14T08:00:00.000Z',
    })

    expect(first(await served('/gavekort/'), 'giftCardDefault').Amounts).toEqual([25_000, 50_000, 100_000])
    expect(first(await served('/gavekort/saldo/'), 'giftCardStatus').Title).toBe('Se saldoen på dit gavekort')
    const checkout = await served('/kassen/')
    expect([checkout.ContentType, checkout.Components.map((c) => c.Type)]).toEqual(['CheckoutPage', ['checkout']])
    expect(first(await served('/opret-kunde/'), 'createCustomer').ClientType).toBe('B2C')
    expect(first(await served('/opret-erhvervskunde/', 'en'), 'createCustomer')).toMatchObject({
      ClientType: 'B2B',
      Title: 'Open a business account',
    })
  })
})

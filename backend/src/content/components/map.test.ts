import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { enrichComponents, toComponent, toContentTeaser } from './map'
import type { Component } from '@delikat/contract/components'

const da = { culture: 'da' as const }
const media = (id: number) => ({ id, filename: `billede-${id}.png`, alt: `Billede ${id}`, width: 800, height: 600 })
const page = { id: 4, url: '/om-os/', title: 'Om os' }
const product = {
  id: 12,
  name: 'Barolo',
  friendlyUrlName: 'barolo',
  productNumber: 'V-1',
  type: 'Wine',
  price: 34900,
  stockQuantity: 5,
  images: [media(1)],
}
const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text, format: 0 }] }],
  },
})
const map = (block: Record<string, unknown>) => toComponent({ id: 'b1', ...block } as never, da) as Record<string, unknown> & Component

describe('toComponent', () => {
  it('shows at most 2 images in a media grid, 600 px high unless set', () => {
    const grid = map({ blockType: 'mediaGrid', images: [media(1), media(2), media(3)], leftRight: 'Venstre', content: paragraph('Tekst') })
    expect(grid).toMatchObject({ Type: 'mediaGrid', Id: 'b1', Height: 600, LeftRight: 'Venstre', Html: '<p>Tekst</p>', Title: null })
    expect((grid.Images as Array<{ FileName: string }>).map((i) => i.FileName)).toEqual(['billede-1.png', 'billede-2.png'])
    expect(map({ blockType: 'mediaGrid', images: [], height: 420 })).toMatchObject({ Height: 420, Html: null, LeftRight: 'Højre', Images: [] })
  })

  it('leads a category card without a working link to the site root, in a new window when set', () => {
    const cards = map({
      blockType: 'categoryCards',
      title: 'Kategorier',
      cards: [
        { title: 'Om os', image: media(2), link: { type: 'Content', page, newWindow: false } },
        { title: 'Alt', link: { type: null, newWindow: true } },
        { title: 'Ingen side', link: { type: 'Content', page: 99 } },
      ],
    })
    expect(cards.Cards).toEqual([
      expect.objectContaining({ Title: 'Om os', Url: '/om-os/', NewWindow: false, Image: expect.objectContaining({ FileName: 'billede-2.png' }) }),
      { Title: 'Alt', Image: null, Url: '/', NewWindow: true },
      { Title: 'Ingen side', Image: null, Url: '/', NewWindow: false },
    ])
  })

  it('opens boxed-reveal accordion items always, others only when set, with tags and HTML bodies', () => {
    const items = [
      { summary: 'Levering', open: false, lightFont: true, tags: [{ type: 'offer', text: 'Tilbud' }, { type: 'bogus', text: 'Andet' }, { text: '' }], content: paragraph('Hurtigt') },
      { summary: 'Betaling', open: true, content: paragraph('Kort') },
    ]
    const plain = map({ blockType: 'accordion', items })
    expect(plain).toMatchObject({ Variant: 'default', Color: 'light' })
    expect(plain.Items).toEqual([
      {
        Summary: { Content: 'Levering', Tags: [{ Type: 'offer', Text: 'Tilbud' }, { Type: 'misc', Text: 'Andet' }], LightFont: true },
        Html: '<p>Hurtigt</p>',
        Open: false,
      },
      { Summary: { Content: 'Betaling', Tags: [], LightFont: false }, Html: '<p>Kort</p>', Open: true },
    ])
    const reveal = map({ blockType: 'accordion', variant: 'boxed-reveal', color: 'wine', items })
    expect((reveal.Items as Array<{ Open: boolean }>).map((i) => i.Open)).toEqual([true, true])
    expect(reveal.Color).toBe('wine')
  })

  it('gives an embed the value its provider needs, even from a pasted link', () => {
    expect(map({ blockType: 'embed', provider: 'youtube', value: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' })).toEqual({
      Id: 'b1',
      Type: 'embed',
      Provider: 'youtube',
      Value: 'M7lc1UVf-VE',
      Title: null,
      Height: 450,
    })
    expect(map({ blockType: 'embed', provider: 'google-maps', value: 'Vestergade 12, 8000 Aarhus C', height: 300, title: 'Butikken' })).toMatchObject({
      Value: 'Vestergade 12, 8000 Aarhus C',
      Height: 300,
      Title: 'Butikken',
    })
    expect(map({ blockType: 'embed', provider: 'typeform', value: 'https://form.typeform.com/to/aBc123XY' }).Value).toBe('aBc123XY')
  })

  it('resolves links to pages and products and leaves out buttons that lead nowhere', () => {
    const cta = map({
      blockType: 'callToActionButtons',
      alignment: 'left',
      buttons: [
        { variant: 'primary', link: { type: 'PimProduct', product, text: 'Se vinen' } },
        { variant: 'secondary', link: { type: 'Content', page, text: 'Om os', newWindow: true } },
        { variant: 'primary', link: { type: 'External', url: '' } },
      ],
    })
    expect(cta).toMatchObject({ Alignment: 'left' })
    expect(cta.Buttons).toEqual([
      { Variant: 'primary', Link: { Type: 'PimProduct', Url: '/produkter/barolo/12/', Text: 'Se vinen', NewWindow: false, ProductId: 12 } },
      { Variant: 'secondary', Link: { Type: 'Content', Url: '/om-os/', Text: 'Om os', NewWindow: true } },
    ])
  })

  it('resolves internal links inside rich text to the page URL', () => {
    const content = {
      root: {
        type: 'root',
        version: 1,
        children: [
          {
            type: 'paragraph',
            version: 1,
            children: [
              { type: 'text', version: 1, text: 'Læs ', format: 0 },
              {
                type: 'link',
                version: 3,
                fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: page } },
                children: [{ type: 'text', version: 1, text: 'om os', format: 0 }],
              },
            ],
          },
        ],
      },
    }
    expect(map({ blockType: 'richText', content })).toEqual({ Id: 'b1', Type: 'richText', Html: '<p>Læs <a href="/om-os/">om os</a></p>' })
    expect(map({ blockType: 'richTextCentered', content }).Html).toBe('<p>Læs <a href="/om-os/">om os</a></p>')
  })

  it('maps product blocks to B2C product cards and a single focus product', () => {
    const focus = map({ blockType: 'productFocus', product, imagePosition: 'right', title: 'Ugens vin' })
    expect(focus).toMatchObject({ ImagePosition: 'right', Title: 'Ugens vin', Text: null })
    expect(focus.Product).toMatchObject({ ProductId: 12, RelativeUrl: '/produkter/barolo/12/', Pricing: { IncludesVat: true, CurrentPrice: { Text: '349,-' } } })
    expect(map({ blockType: 'productFocus', product: 12 }).Product).toBeNull()
    expect((map({ blockType: 'similarProducts', products: [product, 13] }).Products as unknown[]).length).toBe(1)
  })

  it('keeps gift card amounts in øre with the block’s range, and defaults for unset selects', () => {
    expect(map({ blockType: 'giftCardDefault', title: 'Gavekort', amounts: [25000, 50000, 100000], minAmount: 10000, maxAmount: 500000 })).toMatchObject({
      Amounts: [25000, 50000, 100000],
      MinAmount: 10000,
      MaxAmount: 500000,
      Text: null,
      Image: null,
    })
    expect(map({ blockType: 'border' })).toEqual({ Id: 'b1', Type: 'border', Color: 'light' })
    expect(map({ blockType: 'space', size: 'huge' })).toEqual({ Id: 'b1', Type: 'space', Size: 'medium' })
    expect(map({ blockType: 'createCustomer', clientType: 'B2B' })).toMatchObject({ ClientType: 'B2B', Title: null })
    expect(map({ blockType: 'embeddedMap', query: 'Vestergade 12, 8000 Aarhus C' })).toMatchObject({ Height: 450, Title: null })
    expect(toComponent({ blockType: 'somethingNew' }, da)).toBeNull()
  })

  it('turns article pages into teasers and leaves out the ones the reader may not see', () => {
    const article = { id: 5, url: '/artikler/ost/', title: 'Ost', teaser: 'Om ost', teaserImage: media(3), publishedAt: '2026-10-01T00:00:00.000Z' }
    expect(toContentTeaser(article)).toEqual({
      Id: 5,
      Title: 'Ost',
      Teaser: 'Om ost',
      Url: '/artikler/ost/',
      Image: expect.objectContaining({ FileName: 'billede-3.png' }),
      Date: '2026-10-01T00:00:00.000Z',
    })
    expect(map({ blockType: 'articleList', articles: [article, 6] }).Articles).toHaveLength(1)
  })
})

describe('enrichComponents', () => {
  const article = { id: 5, url: '/artikler/ost/', title: 'Ost', publishedAt: '2026-10-01T00:00:00.000Z' }
  const fakePayload = () => {
    const find = vi.fn(async (args: { collection: string }) =>
      args.collection === 'pages' ? { docs: [article], totalDocs: 1 } : { docs: [product], totalDocs: 31 },
    )
    // The pricing pass reads campaigns and variants over the pool; this page has none.
    const db = { pool: { query: vi.fn(async () => ({ rows: [] })) } }
    return { payload: { find, db } as unknown as Payload, find }
  }

  it('fills latest content, empty article lists and recommendations, and leaves the rest alone', async () => {
    const { payload, find } = fakePayload()
    const components = [
      { blockType: 'latestContent', limit: 2 },
      { blockType: 'articleList' },
      { blockType: 'recommendationCarousel', strategy: 'new' },
      { blockType: 'border' },
    ].map((b, i) => toComponent({ id: `b${i}`, ...b }, da)!)
    const enriched = (await enrichComponents(payload, components, da)) as unknown as Array<Record<string, unknown>>
    expect(enriched).toBe(components)
    expect(enriched[0]!.Items).toEqual([expect.objectContaining({ Id: 5, Url: '/artikler/ost/' })])
    expect(enriched[1]!.Articles).toHaveLength(1)
    expect(enriched[2]).toMatchObject({ Strategy: 'new', Products: [expect.objectContaining({ ProductId: 12 })] })
    expect(find).toHaveBeenCalledTimes(3)
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'pages', limit: 2, sort: '-publishedAt', overrideAccess: false, locale: 'da' }))
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'products', sort: '-createdAt', overrideAccess: false }))
  })

  it('does not query for an article list the editor picked', async () => {
    const { payload, find } = fakePayload()
    const picked = toComponent({ id: 'a', blockType: 'articleList', articles: [article] }, da)!
    await enrichComponents(payload, [picked], da)
    expect(find).not.toHaveBeenCalled()
  })
})

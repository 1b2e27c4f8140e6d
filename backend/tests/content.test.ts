/** The demo seed and the content service that serves it (issue: the first slice), against a real database. */
import { beforeAll, describe, expect, it } from 'vitest'
import { node } from '../src/content/nodes'
import { footer, globalSettings, menu, translations } from '../src/content/service'
import { isEmpty } from '../src/seed'
import { ACCESSIBILITY_URL } from '../src/seed/content-pages'
import { DEMO_FIND_SMILEY_ID } from '../src/seed/demo-data'
import { api, testPayload } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content, seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

describe('seeded content', () => {
  beforeAll(async () => {
    await seededPayload()
  }, 180_000)

  it('is no longer empty, so a second start will not seed again', async () => {
    const { payload } = await testPayload()
    expect(await isEmpty(payload)).toBe(false)
  })

  it("serves the home page with a hero slider leading to lists and the sommelier's wines in both cultures", async () => {
    const { payload } = await testPayload()
    const da = await node(payload, '/', 'da')
    expect(da?.Components.map((c) => c.Type)).toEqual([
      'heroSlider',
      'categoryGallery',
      'productCarousel',
      'quote',
      'mediaGrid',
      'recipeList',
      'callToActionButtons',
      'productCarousel',
      'splitDoors',
      'contentBlock',
    ])
    const hero = da!.Components[0] as unknown as {
      Slides: Array<{ Title: string; Image: { BaseUrl: string }; Link: { Url: string } | null }>
    }
    expect(hero.Slides[0]!.Title).toBe('Efterårets røde vine')
    expect(hero.Slides[0]!.Image.BaseUrl).toMatch(/^\/media\/.+\.png$/)
    // The slides open lists, never one product.
    expect(hero.Slides.map((s) => s.Link?.Url)).toEqual(['/vin/roedvin/', '/delikatesser/', '/arrangementer/'])
    const carousel = da!.Components.find((c) => c.Type === 'productCarousel') as unknown as {
      Title: string
      Products: Array<{ Pricing: { CurrentPrice: { Text: string } } }>
    }
    expect(carousel.Title).toBe('Sommelierens valg')
    expect(carousel.Products.map((p) => p.Pricing.CurrentPrice.Text)).toContain('169,-')
    const en = await node(payload, '/', 'en')
    expect((en!.Components[0] as unknown as { Slides: Array<{ Title: string }> }).Slides[0]!.Title).toBe('Red wines for autumn')
    expect(await node(payload, '/findes-ikke/', 'da')).toBeNull()
  })

  it('serves the basket page, the menus of both customer types, the footer and the translations', async () => {
    const { payload } = await testPayload()
    expect((await node(payload, 'kurv', 'da'))?.Components.map((c) => c.Type)).toEqual(['basket'])
    const settings = await globalSettings(payload)
    expect(settings.menuB2CNodeId).toBeGreaterThan(0)
    expect(settings.menuB2BNodeId).not.toBe(settings.menuB2CNodeId)
    const items = await menu(payload, settings.menuB2CNodeId!, 'da')
    const wine = items!.find((i) => i.name === 'Vin')!
    expect(wine.type).toBe('header')
    expect(wine.link?.url).toBe('/vin/')
    const byColour = items!.find((i) => i.parentId === wine.id && i.name === 'Vin efter farve')!
    expect(byColour.type).toBe('header')
    const red = items!.find((i) => i.parentId === byColour.id && i.name === 'Rødvin')!
    expect(red.link).toMatchObject({ type: 'PimCategory', url: '/vin/roedvin/' })
    const tile = items!.find((i) => i.parentId === wine.id && i.type === 'image')!
    expect(tile.image?.BaseUrl).toMatch(/^\/media\//)
    expect(tile.link?.url).toBe('/vin/roedvin/')
    expect((await menu(payload, settings.menuB2BNodeId!, 'en'))!.some((i) => i.name === 'Corporate gifts')).toBe(true)
    expect((await footer(payload, 'en')).Columns[0]!.Title).toBe('Customer service')
    const da = await translations(payload, 'da', 'common')
    expect(da.translations['ProductPage.AddToBasket']).toBe('Læg i kurv')
    expect((await translations(payload, 'en', 'common')).translations['ProductPage.AddToBasket']).toBe('Add to basket')
  })

  it('refuses a translation the browser would fill in otherwise than the server: nesting or a format in a placeholder', async () => {
    const { payload } = await testPayload()
    for (const value of ['Se $t(Page.Title)', 'Pris {{price, number}}']) {
      const refusal = await payload
        .create({ collection: 'translations', data: { key: `Test.Refused.${value.length}`, namespace: 'common', value } })
        .then(
          () => null,
          (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors?.[0],
        )
      expect(refusal, value).toMatchObject({ path: 'value', message: expect.stringMatching(/not supported/) })
    }
    const saved = await payload.create({
      collection: 'translations',
      data: { key: 'Test.Plain', namespace: 'common', value: 'Hej {{ name }}, {{count}} varer' },
    })
    expect(saved.value).toBe('Hej {{ name }}, {{count}} varer')
    await payload.delete({ collection: 'translations', id: saved.id })
  })

  it('seeds the accessibility statement in both cultures, links it from the footer next to the terms, and shows the food smiley', async () => {
    const { payload } = await testPayload()
    for (const [culture, title, terms] of [
      ['da', 'Tilgængelighedserklæring', 'Handelsbetingelser'],
      ['en', 'Accessibility statement', 'Terms and conditions'],
    ] as const) {
      const page = await node(payload, ACCESSIBILITY_URL, culture)
      expect(page?.Url).toBe(ACCESSIBILITY_URL)
      expect(page?.Components.map((c) => c.Type)).toEqual(['articleHero', 'richText'])
      const hero = page!.Components[0] as unknown as { Title: string; Date: string }
      expect(hero.Title).toBe(title)
      expect(hero.Date).toMatch(/^2026-11-26/)
      const html = (page!.Components[1] as unknown as { Html: string }).Html
      for (const must of ['WCAG 2.1', 'EN 301 549', 'axe', 'YouTube', 'mailto:kundeservice@delikat.dk', 'tel:+4570203040'])
        expect(html).toContain(must)

      const answer = await footer(payload, culture)
      const links = answer.Columns.flatMap((c) => c.Links)
      const statement = links.findIndex((l) => l.Url === ACCESSIBILITY_URL)
      expect(links[statement]?.Text).toBe(title)
      expect(links[statement - 1]).toEqual({ Text: terms, Url: '/handelsbetingelser/' })
      expect(answer.Smiley).toEqual({ Url: `https://www.findsmiley.dk/${DEMO_FIND_SMILEY_ID}`, Label: expect.any(String) })
    }
  })

  it('seeds products that can be bought through the shop API', async () => {
    const { payload } = await testPayload()
    const rose = (await payload.find({ collection: 'products', where: { productNumber: { equals: 'V-1003' } } })).docs[0]!
    const card = await api('GET', `/product/${rose.id}/`)
    expect(card.body).toMatchObject({
      Name: 'Rosé de Provence 2024',
      Pricing: { CurrentPrice: { Text: '169,-' } },
      Stock: { State: 'InStock' },
    })
    expect(card.body.PrimaryImage.FileExtension).toBe('png')
  })
})

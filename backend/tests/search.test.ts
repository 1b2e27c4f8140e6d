/** Product search and lookups through the shop API, against a real database (API.md product/search, SPEC §7, §9). */
import { randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { api, createProduct, testPayload } from './helpers'

/** A made-up word no other product contains, so a test sees only its own products. */
function word(): string {
  return Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('')
}

const idsOf = (body: { Products: Array<{ ProductId: number }> }) => body.Products.map((p) => p.ProductId)

async function search(body: Record<string, unknown>, query = '') {
  const res = await api('POST', `/product/search/${query}`, { PageSize: 48, ...body })
  expect(res.status).toBe(200)
  return res.body
}

describe('product search: text', () => {
  it('stems Danish: "rødvine" finds a product named "rødvin"', async () => {
    const tag = word()
    const product = await createProduct({ name: `Italiensk rødvin ${tag}` })
    expect(idsOf(await search({ Query: `rødvine ${tag}` }))).toEqual([product.id])
  })

  it('tolerates a typo in a grape or a name: "chardonay" finds Chardonnay', async () => {
    const tag = word()
    const byGrape = await createProduct({ name: `Hvid ${tag}`, grape: 'Chardonnay' })
    const byName = await createProduct({ name: `Chardonnay ${tag}` })
    const found = idsOf(await search({ Query: 'chardonay' }))
    expect(found).toEqual(expect.arrayContaining([byGrape.id, byName.id]))
  })

  it('folds accents: "rose" finds Rosé and "rosé" finds Rose', async () => {
    const tag = word()
    const accented = await createProduct({ name: `Rosé ${tag}` })
    expect(idsOf(await search({ Query: `rose ${tag}` }))).toEqual([accented.id])
    expect(idsOf(await search({ Query: `ROSÉ ${tag}` }))).toEqual([accented.id])
  })

  it('matches word prefixes while the shopper types', async () => {
    const tag = word()
    const product = await createProduct({ name: `${tag}olo DOCG` })
    expect(idsOf(await search({ Query: tag.slice(0, 6) }))).toContain(product.id)
  })

  it('ranks a hit in the name above the producer above the description', async () => {
    const tag = word()
    const inDescription = await createProduct({ name: `Vin A ${word()}`, shortDescription: `Smager af ${tag}` })
    const inProducer = await createProduct({ name: `Vin B ${word()}`, producer: `Domaine ${tag}` })
    const inName = await createProduct({ name: `Vin C ${tag}` })
    expect(idsOf(await search({ Query: tag }))).toEqual([inName.id, inProducer.id, inDescription.id])
  })

  it('searches the English texts in English and falls back to Danish', async () => {
    const tag = word()
    const { payload } = await testPayload()
    const product = await createProduct({ name: `Ost ${tag}`, country: 'Danmark' })
    await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { name: `Cheese ${tag}` } })
    expect(idsOf(await search({ Query: `cheese ${tag}` }, '?culture=en'))).toEqual([product.id])
    expect(idsOf(await search({ Query: `ost ${tag}` }, '?culture=en'))).toEqual([product.id])
    const en = await search({ Query: `cheese ${tag}` }, '?culture=en')
    expect(en.Products[0].Name).toBe(`Cheese ${tag}`)
    // Country is not translated: the Danish value is the fallback.
    expect(en.Filters.find((f: { Key: string }) => f.Key === 'country').Options).toEqual([
      { Value: 'Danmark', Label: 'Danmark', Count: 1, Selected: false },
    ])
  })
})

describe('product search: filters', () => {
  /** Three wines of one made-up producer, so a search for it is exactly these three. */
  async function wines() {
    const producer = `Cantina ${word()}`
    const barolo = await createProduct({
      name: `Barolo ${word()}`,
      producer,
      country: 'Italien',
      grape: 'Nebbiolo',
      colour: 'red',
      vintage: 2019,
      alcoholPercentage: 14,
      price: 34900,
      stockQuantity: 5,
      review: { score: 4.5, reviewer: 'Politiken' },
    })
    const soave = await createProduct({
      name: `Soave ${word()}`,
      producer,
      country: 'Italien',
      grape: 'Garganega, Chardonnay',
      colour: 'white',
      vintage: 2022,
      alcoholPercentage: 12,
      price: 12900,
      stockQuantity: 0,
      organic: true,
      review: { score: 3.5, reviewer: 'Berlingske' },
    })
    const chablis = await createProduct({
      name: `Chablis ${word()}`,
      producer,
      country: 'Frankrig',
      grape: 'Chardonnay',
      colour: 'white',
      vintage: 2021,
      alcoholPercentage: 12.5,
      price: 22950,
      stockQuantity: 3,
      organic: true,
    })
    return { producer, barolo, soave, chablis }
  }

  type Filter = { Key: string; FilterType: string; Options?: Array<{ Value: string; Count: number; Selected: boolean }> } & Record<string, unknown>
  const filter = (body: { Filters: Filter[] }, key: string) => body.Filters.find((f) => f.Key === key)!
  const counts = (f: Filter) => Object.fromEntries(f.Options!.map((o) => [o.Value, o.Count]))
  const selected = (f: Filter) => f.Options!.filter((o) => o.Selected).map((o) => o.Value)

  it('counts MultiSelect options over the result with the other filters applied, and marks the selection', async () => {
    const { producer, soave, chablis } = await wines()
    const all = await search({ Query: producer })
    expect(all.TotalProductCount).toBe(3)
    expect(filter(all, 'country')).toMatchObject({ FilterType: 'MultiSelect', Label: 'Land' })
    expect(counts(filter(all, 'country'))).toEqual({ Frankrig: 1, Italien: 2 })
    expect(counts(filter(all, 'colour'))).toEqual({ red: 1, white: 2 })
    expect(filter(all, 'colour').Options!.map((o) => (o as unknown as { Label: string }).Label)).toEqual(['Hvidvin', 'Rødvin'])
    // A wine of several grapes counts under each of them.
    expect(counts(filter(all, 'grape'))).toEqual({ Chardonnay: 2, Garganega: 1, Nebbiolo: 1 })
    expect(counts(filter(all, 'type'))).toEqual({ Wine: 3 })

    const white = await search({ Query: producer, Filters: [{ Key: 'colour', Values: ['white'] }] })
    expect(idsOf(white).sort()).toEqual([soave.id, chablis.id].sort())
    // Its own facet still offers the other colour; the others count only white wines.
    expect(counts(filter(white, 'colour'))).toEqual({ red: 1, white: 2 })
    expect(selected(filter(white, 'colour'))).toEqual(['white'])
    expect(counts(filter(white, 'country'))).toEqual({ Frankrig: 1, Italien: 1 })

    const whiteFromFrance = await search({
      Query: producer,
      Filters: [
        { Key: 'colour', Values: ['white'] },
        { Key: 'country', Values: ['Frankrig', 'Spanien'] },
      ],
    })
    expect(idsOf(whiteFromFrance)).toEqual([chablis.id])
    expect(counts(filter(whiteFromFrance, 'country'))).toEqual({ Frankrig: 1, Italien: 1, Spanien: 0 })
    expect(selected(filter(whiteFromFrance, 'country')).sort()).toEqual(['Frankrig', 'Spanien'])
    expect(counts(filter(whiteFromFrance, 'grape'))).toEqual({ Chardonnay: 1 })

    const byGrape = await search({ Query: producer, Filters: [{ Key: 'grape', Values: ['Chardonnay'] }] })
    expect(idsOf(byGrape).sort()).toEqual([soave.id, chablis.id].sort())
  })

  it('filters Range by price in kroner, alcohol and vintage, with the bounds of the other filters', async () => {
    const { producer, barolo, chablis } = await wines()
    const all = await search({ Query: producer })
    expect(filter(all, 'price')).toMatchObject({ FilterType: 'Range', Min: 129, Max: 349, SelectedMin: null, SelectedMax: null })
    expect(filter(all, 'alcohol')).toMatchObject({ Min: 12, Max: 14 })
    expect(filter(all, 'vintage')).toMatchObject({ Min: 2019, Max: 2022 })

    // Max 229 kroner includes 229,50.
    const cheap = await search({ Query: producer, Filters: [{ Key: 'price', Min: 200, Max: 229 }] })
    expect(idsOf(cheap)).toEqual([chablis.id])
    expect(filter(cheap, 'price')).toMatchObject({ Min: 129, Max: 349, SelectedMin: 200, SelectedMax: 229 })
    expect(filter(cheap, 'vintage')).toMatchObject({ Min: 2021, Max: 2021 })

    expect(idsOf(await search({ Query: producer, Filters: [{ Key: 'alcohol', Min: 13.5 }] }))).toEqual([barolo.id])
    expect(idsOf(await search({ Query: producer, Filters: [{ Key: 'vintage', Max: 2019 }] }))).toEqual([barolo.id])
  })

  it('filters Toggles (organic, in stock; nothing is on offer before campaigns exist) and counts them', async () => {
    const { producer, soave, chablis } = await wines()
    const all = await search({ Query: producer })
    expect(filter(all, 'organic')).toMatchObject({ FilterType: 'Toggle', Options: [{ Value: 'true', Count: 2, Selected: false }] })
    expect(filter(all, 'inStock').Options![0].Count).toBe(2)
    expect(filter(all, 'onOffer').Options![0].Count).toBe(0)

    const organic = await search({ Query: producer, Filters: [{ Key: 'organic', Value: true }] })
    expect(idsOf(organic).sort()).toEqual([soave.id, chablis.id].sort())
    expect(filter(organic, 'organic').Options![0].Selected).toBe(true)
    expect(filter(organic, 'inStock').Options![0].Count).toBe(1)

    const both = await search({ Query: producer, Filters: [{ Key: 'organic', Value: true }, { Key: 'inStock', Value: true }] })
    expect(idsOf(both)).toEqual([chablis.id])
    expect(idsOf(await search({ Query: producer, Filters: [{ Key: 'organic', Value: false }] }))).toHaveLength(3)
    expect((await search({ Query: producer, Filters: [{ Key: 'onOffer', Value: true }] })).TotalProductCount).toBe(0)
  })

  it('sorts by name, popularity, price both ways and product views', async () => {
    const { producer, barolo, soave, chablis } = await wines()
    const sorted = async (Sort: string) => idsOf(await search({ Query: producer, Sort }))
    expect(await sorted('NameAscending')).toEqual([barolo.id, chablis.id, soave.id])
    expect(await sorted('Popularity')).toEqual([barolo.id, soave.id, chablis.id])
    expect(await sorted('PricingAscending')).toEqual([soave.id, chablis.id, barolo.id])
    expect(await sorted('PricingDescending')).toEqual([barolo.id, chablis.id, soave.id])
    for (let i = 0; i < 3; i++) expect((await api('GET', `/product/${chablis.id}/`)).status).toBe(200)
    await api('GET', `/product/${soave.id}/`)
    expect(await sorted('ProductViews')).toEqual([chablis.id, soave.id, barolo.id])
  })
})

describe('product search: paging, prices, bad requests', () => {
  it('pages 18 from page 1 and tells the total', async () => {
    const producer = `Maison ${word()}`
    for (let i = 0; i < 20; i++) await createProduct({ name: `Vin ${String(i).padStart(2, '0')} ${word()}`, producer })
    const first = await api('POST', '/product/search/', { Query: producer, Sort: 'NameAscending' })
    expect(first.status).toBe(200)
    expect(first.body.Products).toHaveLength(18)
    expect(first.body.TotalProductCount).toBe(20)
    const second = await api('POST', '/product/search/', { Query: producer, Sort: 'NameAscending', PageNumber: 2 })
    expect(second.body.Products).toHaveLength(2)
    expect(second.body.Products[1].Name).toMatch(/^Vin 19 /)
    expect(new Set([...idsOf(first.body), ...idsOf(second.body)]).size).toBe(20)
  })

  it('answers 400 with field errors for bad bodies', async () => {
    const bad = [
      { PageSize: 49 },
      { PageNumber: 0 },
      { Sort: 'Cheapest' },
      { Filters: [{ Key: 'flavour', Values: ['x'] }] },
      { Filters: [{ Key: 'country' }] },
      { Filters: [{ Key: 'price', Min: 300, Max: 100 }] },
      { Filters: [{ Key: 'organic', Value: 'yes' }] },
      { Filters: [{ Key: 'organic', Value: true }, { Key: 'organic', Value: false }] },
      { Query: 42 },
    ]
    for (const body of bad) {
      const res = await api('POST', '/product/search/', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body).toMatchObject({ ErrorCode: 'ValidationError', Errors: expect.any(Object) })
    }
    expect((await api('POST', '/product/search/', '{not json')).status).toBe(400)
    expect((await api('POST', '/product/search/', { PageSize: 49 })).body.Errors).toHaveProperty('PageSize')
  })

  it('prices for a B2B customer without VAT, in the cards and the price range', async () => {
    const { payload } = await testPayload()
    const tag = word()
    const product = await createProduct({ name: `Champagne ${tag}`, price: 50000 })
    const email = `b2b-${tag}@example.dk`
    await payload.create({
      collection: 'customers',
      data: { email, password: 'Hemmelig-2026', firstName: 'Bo', lastName: 'Firma', clientType: 'B2B', company: 'Firma ApS', cvr: '12345674' },
    })
    const { token } = await payload.login({ collection: 'customers', data: { email, password: 'Hemmelig-2026' } })
    const b2b = await api('POST', '/product/search/', { Query: tag }, { Authorization: `JWT ${token}` })
    expect(b2b.body.Products[0]).toMatchObject({ ProductId: product.id, Pricing: { CurrentPrice: { Amount: 40000, Text: '400,-' }, IncludesVat: false } })
    expect(b2b.body.Filters.find((f: { Key: string }) => f.Key === 'price')).toMatchObject({ Min: 400, Max: 400 })
    const b2c = await search({ Query: tag })
    expect(b2c.Products[0].Pricing).toMatchObject({ CurrentPrice: { Amount: 50000 }, IncludesVat: true })
    const filtered = await api('POST', '/product/search/', { Query: tag, Filters: [{ Key: 'price', Max: 450 }] }, { Authorization: `JWT ${token}` })
    expect(idsOf(filtered.body)).toEqual([product.id])
  })
})

describe('product lookups', () => {
  it('answers cards by ids in the order asked, leaving out unknown ids', async () => {
    const a = await createProduct()
    const b = await createProduct()
    const res = await api('POST', '/product/byids/', { ProductIds: [b.id, 987654321, a.id] })
    expect(res.status).toBe(200)
    expect(idsOf(res.body)).toEqual([b.id, a.id])
    expect((await api('POST', '/product/byids/', { ProductIds: ['x'] })).status).toBe(400)
    expect((await api('POST', '/product/byids/', {})).status).toBe(400)
  })

  it('answers cards by product numbers', async () => {
    const a = await createProduct()
    const b = await createProduct()
    const res = await api('POST', '/product/byproductnumbers/', { ProductNumbers: [b.productNumber, 'NOPE-1', a.productNumber] })
    expect(idsOf(res.body)).toEqual([b.id, a.id])
  })

  it('answers relative URLs by ids as UrlByProductId', async () => {
    const a = await createProduct({ name: `Æblemost ${word()}` })
    const res = await api('POST', '/product/urlsbyids/', { ProductIds: [a.id, 987654321] })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ UrlByProductId: [{ ProductId: a.id, ProductRelativeUrl: `/produkter/${a.friendlyUrlName}/${a.id}/` }] })
  })

  it('counts product page views and answers the most viewed as popular', async () => {
    const product = await createProduct()
    for (let i = 0; i < 50; i++) await api('GET', `/product/${product.id}/`)
    const { payload } = await testPayload()
    const pool = (payload.db as unknown as { pool: { query: (q: string, v: unknown[]) => Promise<{ rows: Array<{ views: number }> }> } }).pool
    expect((await pool.query('SELECT views FROM products WHERE id = $1', [product.id])).rows[0].views).toBe(50)
    const popular = await api('GET', '/product/popular/')
    expect(popular.status).toBe(200)
    expect(popular.body.Products[0].ProductId).toBe(product.id)
    expect(popular.body.Products.length).toBeLessThanOrEqual(12)
  })
})

/** Campaign prices, the 30-day before price, variants and the price history through the shop API, on a real database. */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../src/payload-types'
import { api, createProduct, testPayload } from './helpers'

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString()

async function campaign(data: Record<string, unknown>) {
  const { payload } = await testPayload()
  return payload.create({
    collection: 'campaigns',
    locale: 'da',
    data: {
      name: `Kampagne ${randomUUID().slice(0, 6)}`,
      type: 'Regular',
      active: true,
      discountKind: 'Percentage',
      validFrom: daysAgo(2),
      validTo: daysAgo(-5),
      ...data,
    } as Omit<Campaign, 'id' | 'createdAt' | 'updatedAt'>,
  })
}

async function history(product: number, price: number, validFrom: string, variant?: number) {
  const { payload } = await testPayload()
  await payload.create({ collection: 'price-history', data: { product, variant: variant ?? null, price, validFrom }, overrideAccess: true })
}

async function businessToken(): Promise<string> {
  const { payload } = await testPayload()
  const email = `b2b-${randomUUID().slice(0, 8)}@example.dk`
  await payload.create({
    collection: 'customers',
    data: {
      email,
      password: 'Secret-pass-2026',
      firstName: 'Bo',
      lastName: 'Firma',
      clientType: 'B2B',
      company: 'Firma ApS',
      cvr: '12345674',
    },
  })
  const { token } = await payload.login({ collection: 'customers', data: { email, password: 'Secret-pass-2026' } })
  return token as string
}

describe('price history', () => {
  it('records the first price and every change, and nothing when the price stays', async () => {
    const { payload } = await testPayload()
    const product = await createProduct({ price: 10000 })
    await payload.update({ collection: 'products', id: product.id, data: { price: 12000 } })
    await payload.update({ collection: 'products', id: product.id, data: { stockQuantity: 3 } })
    const rows = await payload.find({
      collection: 'price-history',
      where: { product: { equals: product.id } },
      sort: 'validFrom',
      overrideAccess: true,
    })
    expect(rows.docs.map((r) => r.price)).toEqual([10000, 12000])
  })

  it('is not read by the public', async () => {
    const { payload } = await testPayload()
    await expect(payload.find({ collection: 'price-history', overrideAccess: false })).rejects.toThrow()
  })
})

describe('campaign prices', () => {
  it('shows the campaign price, its splash and the lowest price of the 30 days before it', async () => {
    const product = await createProduct({ price: 16000 })
    // The price was 14.000 until 10 days before the campaign, then 16.000: the before price is 140,-.
    await history(product.id, 14000, daysAgo(25))
    await history(product.id, 16000, daysAgo(12))
    await campaign({ products: [product.id], discountKind: 'Percentage', percentage: 25, splashText: 'Ugens tilbud' })
    const res = await api('GET', `/product/${product.id}/`)
    expect(res.body.Pricing).toEqual({
      CurrentPrice: { Amount: 12000, Text: '120,-' },
      BeforePrice: { Amount: 14000, Text: '140,-' },
      Campaign: { CampaignType: 'Regular', Text: 'Ugens tilbud' },
      IncludesVat: true,
    })
    expect(res.body.CampaignSplash).toBe('Ugens tilbud')
    const en = await api('GET', `/product/${product.id}/?culture=en`)
    // No English splash: the Danish one stands in rather than nothing.
    expect(en.body.CampaignSplash).toBe('Ugens tilbud')
  })

  it('ignores ended, future and inactive campaigns', async () => {
    const product = await createProduct({ price: 16000 })
    await campaign({ products: [product.id], percentage: 50, validFrom: daysAgo(20), validTo: daysAgo(10) })
    await campaign({ products: [product.id], percentage: 50, validFrom: daysAgo(-2), validTo: daysAgo(-9) })
    await campaign({ products: [product.id], percentage: 50, active: false })
    const res = await api('GET', `/product/${product.id}/`)
    expect(res.body.Pricing).toMatchObject({ CurrentPrice: { Amount: 16000 }, BeforePrice: null, Campaign: null })
  })

  it('refuses a campaign that ends before it starts', async () => {
    await expect(campaign({ validFrom: daysAgo(1), validTo: daysAgo(3) })).rejects.toThrow()
  })

  it('prices lists and the basket the same way, and business customers without VAT', async () => {
    const product = await createProduct({ price: 20000 })
    await campaign({ products: [product.id], discountKind: 'AmountOff', amount: 5000 })
    const list = await api('POST', '/product/byids/', { ProductIds: [product.id] })
    expect(list.body.Products[0].Pricing.CurrentPrice.Amount).toBe(15000)

    const token = await businessToken()
    const auth = { Authorization: `Bearer ${token}` }
    const b2b = await api('GET', `/product/${product.id}/`, undefined, auth)
    expect(b2b.body.Pricing).toMatchObject({
      CurrentPrice: { Amount: 12000, Text: '120,-' },
      BeforePrice: { Amount: 16000 },
      IncludesVat: false,
    })

    const basket = (await api('POST', '/basket/', {})).body
    const added = await api('POST', `/basket/${basket.Uid}/items/`, { ProductId: product.id, Quantity: 2 })
    expect(added.body.Basket.Lines[0]).toMatchObject({
      UnitPrice: { Amount: 15000 },
      LinePrice: { Amount: 30000 },
      Campaign: { CampaignType: 'Regular' },
    })
    expect(added.body.Basket.Totals.Total.Amount).toBe(30000)
  })
})

describe('variants', () => {
  async function withMagnum() {
    const { payload } = await testPayload()
    const product = await createProduct({ price: 15000, netContent: 0.75, netContentUnit: 'l', stockQuantity: 10 })
    const magnum = await payload.create({
      collection: 'product-variants',
      locale: 'da',
      data: {
        product: product.id,
        name: 'Magnum 1,5 l',
        productNumber: `M-${randomUUID().slice(0, 8)}`,
        price: 32000,
        stockQuantity: 2,
        netContent: 1.5,
        netContentUnit: 'l',
      },
    })
    await payload.update({ collection: 'product-variants', id: magnum.id, locale: 'en', data: { name: 'Magnum 1.5 l' } })
    return { product, magnum }
  }

  it('lists the product itself and its variants with their own prices and stock', async () => {
    const { product, magnum } = await withMagnum()
    const res = await api('GET', `/product/${product.id}/?culture=en`)
    expect(res.body.Variants).toEqual([
      expect.objectContaining({
        VariantId: null,
        Name: '75 cl',
        Pricing: expect.objectContaining({ CurrentPrice: { Amount: 15000, Text: '150,-' } }),
        MaxQuantity: 10,
      }),
      expect.objectContaining({ VariantId: magnum.id, Name: 'Magnum 1.5 l', MaxQuantity: 2, PricePerNetContent: '213,33 kr./l' }),
    ])
  })

  it('go with their product when it is deleted, with the price history of both', async () => {
    const { payload } = await testPayload()
    const { product, magnum } = await withMagnum()
    const count = async (sql: string) =>
      Number((await (payload.db as unknown as { pool: import('pg').Pool }).pool.query<{ n: string }>(sql, [product.id])).rows[0]!.n)
    expect(await count('SELECT count(*) AS n FROM price_history WHERE product_id = $1')).toBe(2)
    await payload.delete({ collection: 'products', id: product.id })
    expect(await count('SELECT count(*) AS n FROM price_history WHERE product_id = $1')).toBe(0)
    expect(await count('SELECT count(*) AS n FROM product_variants WHERE product_id = $1')).toBe(0)
    expect(await payload.count({ collection: 'product-variants', where: { id: { equals: magnum.id } } })).toMatchObject({ totalDocs: 0 })
  })

  it('puts a variant in the basket as a line of its own, within its own stock', async () => {
    const { product, magnum } = await withMagnum()
    const basket = (await api('POST', '/basket/', {})).body
    await api('POST', `/basket/${basket.Uid}/items/`, { ProductId: product.id, Quantity: 1 })
    const added = await api('POST', `/basket/${basket.Uid}/items/`, { ProductId: product.id, VariantId: magnum.id, Quantity: 2 })
    expect(added.status).toBe(200)
    const lines = added.body.Basket.Lines
    expect(
      lines.map((l: { Product: { VariantId: number | null }; UnitPrice: { Amount: number } }) => [l.Product.VariantId, l.UnitPrice.Amount]),
    ).toEqual([
      [null, 15000],
      [magnum.id, 32000],
    ])
    expect(added.body.Basket.Totals.Total.Amount).toBe(79000)
    const tooMany = await api('POST', `/basket/${basket.Uid}/items/`, { ProductId: product.id, VariantId: magnum.id, Quantity: 1 })
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.ErrorCode).toBe('QuantityGreaterThanInventory')
    const stepped = await api('PUT', `/basket/${basket.Uid}/basketline/${lines[1].basketlineUid}/quantity/3/`)
    expect(stepped.status).toBe(409)
  })

  it('refuses a variant of another product, and nothing changes', async () => {
    const { magnum } = await withMagnum()
    const other = await createProduct()
    const basket = (await api('POST', '/basket/', {})).body
    const res = await api('POST', `/basket/${basket.Uid}/items/`, { ProductId: other.id, VariantId: magnum.id, Quantity: 1 })
    expect(res.status).toBe(400)
    expect(res.body.ErrorCode).toBe('VariantNotFound')
    expect((await api('GET', `/basket/${basket.Uid}/`)).body.Lines).toEqual([])
  })
})

describe('product detail', () => {
  it('has the breadcrumbs of its first category and its facts', async () => {
    const { payload } = await testPayload()
    const parent = await payload.create({
      collection: 'categories',
      locale: 'da',
      data: { name: `Vin ${randomUUID().slice(0, 6)}`, slug: '' },
    })
    const child = await payload.create({ collection: 'categories', locale: 'da', data: { name: 'Rødvin', slug: '', parent: parent.id } })
    const product = await createProduct({ categories: [child.id], producer: 'Cascina Lorenzo', vintage: 2019 })
    const res = await api('GET', `/product/${product.id}/`)
    expect(res.body.CategoryId).toBe(child.id)
    expect(res.body.Breadcrumbs).toEqual([
      { Name: parent.name, RelativeUrl: parent.relativeUrl },
      { Name: 'Rødvin', RelativeUrl: child.relativeUrl },
    ])
    expect(res.body.Facts).toEqual(
      expect.arrayContaining([
        { Key: 'producer', Label: 'Producent', Value: 'Cascina Lorenzo' },
        { Key: 'vintage', Label: 'Årgang', Value: '2019' },
      ]),
    )
  })
})

describe('campaigns in the basket', () => {
  async function basketWith(lines: Array<{ ProductId: number; Quantity: number }>, headers: Record<string, string> = {}) {
    const uid = (await api('POST', '/basket/', {}, headers)).body.Uid as string
    let last: any
    for (const line of lines) last = await api('POST', `/basket/${uid}/items/`, line, headers)
    return { uid, basket: last.body.Basket }
  }

  it('takes 3 for 2 across the campaign products, the saving shared over the lines', async () => {
    const red = await createProduct({ price: 10000, stockQuantity: 20 })
    const white = await createProduct({ price: 4000, stockQuantity: 20 })
    await campaign({ type: 'TakeX', products: [red.id, white.id], take: 3, pay: 2 })
    const { basket } = await basketWith([
      { ProductId: red.id, Quantity: 2 },
      { ProductId: white.id, Quantity: 1 },
    ])
    const byProduct = (id: number) => basket.Lines.find((l: { Product: { ProductId: number } }) => l.Product.ProductId === id)
    expect(byProduct(red.id)).toMatchObject({
      UnitPrice: { Amount: 10000 },
      LinePrice: { Amount: 16666 },
      Campaign: { CampaignType: 'TakeX', Text: '3 for 2' },
    })
    expect(byProduct(white.id)).toMatchObject({ LinePrice: { Amount: 3334 }, Campaign: { CampaignType: 'TakeX' } })
    expect(basket.Totals.Total.Amount).toBe(20000)
  })

  it('adds a free gift while the basket reaches the amount, and takes it away below it', async () => {
    const wine = await createProduct({ price: 20000, stockQuantity: 20 })
    const gift = await createProduct({ name: `Proptrækker ${randomUUID().slice(0, 6)}`, type: 'Nonfood', price: 9900, stockQuantity: 5 })
    await campaign({
      type: 'FreeGift',
      products: [wine.id],
      giftProduct: gift.id,
      giftQuantity: 1,
      splashText: 'Gratis proptrækker',
      condition: { minAmount: 50000 },
    })
    const { uid, basket } = await basketWith([{ ProductId: wine.id, Quantity: 3 }])
    const giftLine = basket.Lines.find((l: { IsFreeGift: boolean }) => l.IsFreeGift)
    expect(giftLine).toMatchObject({
      Product: { ProductId: gift.id },
      Quantity: 1,
      LinePrice: { Amount: 0 },
      Campaign: { CampaignType: 'FreeGift', Text: 'Gratis proptrækker' },
    })
    expect(basket.Quantity).toBe(3)
    expect(basket.Totals.Total.Amount).toBe(60000)

    const line = basket.Lines.find((l: { IsFreeGift: boolean }) => !l.IsFreeGift)
    const smaller = await api('PUT', `/basket/${uid}/basketline/${line.basketlineUid}/quantity/2/`)
    expect(smaller.body.Basket.Lines.some((l: { IsFreeGift: boolean }) => l.IsFreeGift)).toBe(false)
    expect(smaller.body.Basket.Totals.Total.Amount).toBe(40000)
  })

  it('prices a conditional campaign in the basket of the right customer only, never on the product', async () => {
    const product = await createProduct({ price: 20000, stockQuantity: 20 })
    await campaign({ products: [product.id], percentage: 25, condition: { customerType: 'B2B' } })
    expect((await api('GET', `/product/${product.id}/`)).body.Pricing).toMatchObject({ CurrentPrice: { Amount: 20000 }, Campaign: null })
    expect((await basketWith([{ ProductId: product.id, Quantity: 1 }])).basket.Totals.Total.Amount).toBe(20000)

    const auth = { Authorization: `Bearer ${await businessToken()}` }
    const { basket } = await basketWith([{ ProductId: product.id, Quantity: 1 }], auth)
    // 150,- incl. VAT is 120,- without; VAT added on top again in the total.
    expect(basket.Lines[0]).toMatchObject({ UnitPrice: { Amount: 12000 }, Campaign: { CampaignType: 'Regular', Text: 'Spar 25 %' } })
    expect(basket.Totals.Total.Amount).toBe(15000)
  })
})

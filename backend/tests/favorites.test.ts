/** Favourites through the shop API: toggle, the list and the lookup (docs/api/customers.md), for customers and guests. */
import { randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { dbPool } from '../src/db/pool'
import { api, createProduct, createTestCustomer, testPayload } from './helpers'

/** A logged-in customer of their own: the bearer header the storefront sends (POST token/ gives the same kind). */
async function customer(clientType: 'B2C' | 'B2B' = 'B2C') {
  const { payload } = await testPayload()
  const created = await createTestCustomer({ clientType })
  const { token } = await payload.login({ collection: 'customers', data: { email: created.email, password: created.password } })
  return { id: created.id, auth: { authorization: `Bearer ${token}` } }
}

/** A made-up word, so each test's category is its own. */
const word = () => Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('')

async function category(parent: number | null = null) {
  const { payload } = await testPayload()
  return payload.create({ collection: 'categories', locale: 'da', data: { name: `Kategori ${word()}`, slug: '', parent } })
}

async function favoriteRows(customerId: number, productId?: number): Promise<number> {
  const { payload } = await testPayload()
  const { rows } = await dbPool(payload).query<{ n: number }>(
    'SELECT count(*)::int AS n FROM favorites WHERE customer_id = $1 AND ($2::int IS NULL OR product_id = $2)',
    [customerId, productId ?? null],
  )
  return rows[0]!.n
}

const UNKNOWN_PRODUCT = 2_000_000_000

describe('guests', () => {
  it('get 401 Unauthorized on toggle and on the list, in the culture', async () => {
    const product = await createProduct()
    const toggle = await api('PUT', `/product/toggle/${product.id}/`)
    expect(toggle.status).toBe(401)
    expect(toggle.body).toEqual({ ErrorCode: 'Unauthorized', Message: 'Log ind for at fortsætte.' })
    const list = await api('GET', '/product/favorites/?culture=en')
    expect(list.status).toBe(401)
    expect(list.body).toEqual({ ErrorCode: 'Unauthorized', Message: 'Please log in to continue.' })
  })

  it('get every product of a lookup as not a favourite, even one a customer has favourited', async () => {
    const someone = await customer()
    const [a, b] = [await createProduct(), await createProduct()]
    await api('PUT', `/product/toggle/${a.id}/`, undefined, someone.auth)
    const lookup = await api('POST', '/product/favorites/lookup/', { ProductIds: [a.id, b.id] })
    expect(lookup.status).toBe(200)
    expect(lookup.body).toEqual({
      Products: [
        { ProductId: a.id, IsFavorite: false },
        { ProductId: b.id, IsFavorite: false },
      ],
    })
  })
})

describe('PUT /product/toggle/{id}/', () => {
  it('adds the product, then removes it, answering the new state each time', async () => {
    const me = await customer()
    const product = await createProduct()
    const on = await api('PUT', `/product/toggle/${product.id}/`, undefined, me.auth)
    expect(on.status).toBe(200)
    expect(on.body).toEqual({ ProductId: product.id, IsFavorite: true })
    expect(
      (await api('GET', '/product/favorites/', undefined, me.auth)).body.Products.map((p: { ProductId: number }) => p.ProductId),
    ).toEqual([product.id])

    const off = await api('PUT', `/product/toggle/${product.id}/`, undefined, me.auth)
    expect(off.body).toEqual({ ProductId: product.id, IsFavorite: false })
    expect((await api('GET', '/product/favorites/', undefined, me.auth)).body).toEqual({ Products: [] })
    expect(await favoriteRows(me.id)).toBe(0)
  })

  it('answers 404 for a product that does not exist, and 400 for an id that is not one', async () => {
    const me = await customer()
    const missing = await api('PUT', `/product/toggle/${UNKNOWN_PRODUCT}/`, undefined, me.auth)
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ ErrorCode: 'ProductNotFound', Message: 'Produktet findes ikke.' })
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const bad = await api('PUT', `/product/toggle/${id}/`, undefined, me.auth)
      expect(bad.status, id).toBe(400)
      expect(bad.body.ErrorCode).toBe('ValidationError')
    }
    expect(await favoriteRows(me.id)).toBe(0)
  })

  it('never fails when toggles of one product arrive at once, and leaves at most one favourite', async () => {
    const me = await customer()
    const product = await createProduct()
    const answers = await Promise.all(Array.from({ length: 6 }, () => api('PUT', `/product/toggle/${product.id}/`, undefined, me.auth)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200])
    const rows = await favoriteRows(me.id, product.id)
    expect(rows).toBeLessThanOrEqual(1)
    // What the customer sees afterwards agrees with what is stored.
    const lookup = await api('POST', '/product/favorites/lookup/', { ProductIds: [product.id] }, me.auth)
    expect(lookup.body.Products).toEqual([{ ProductId: product.id, IsFavorite: rows === 1 }])
  })

  it('keeps each customer’s favourites apart', async () => {
    const [me, other] = [await customer(), await customer()]
    const product = await createProduct()
    await api('PUT', `/product/toggle/${product.id}/`, undefined, me.auth)
    expect((await api('GET', '/product/favorites/', undefined, other.auth)).body.Products).toEqual([])
    // The other customer's toggle adds their own favourite; it does not remove mine.
    expect((await api('PUT', `/product/toggle/${product.id}/`, undefined, other.auth)).body.IsFavorite).toBe(true)
    expect(await favoriteRows(me.id, product.id)).toBe(1)
  })

  it('forgets a favourite when its product or its customer is deleted', async () => {
    const { payload } = await testPayload()
    const me = await customer()
    const [kept, deleted] = [await createProduct(), await createProduct()]
    await api('PUT', `/product/toggle/${kept.id}/`, undefined, me.auth)
    await api('PUT', `/product/toggle/${deleted.id}/`, undefined, me.auth)
    await payload.delete({ collection: 'products', id: deleted.id })
    expect(
      (await api('GET', '/product/favorites/', undefined, me.auth)).body.Products.map((p: { ProductId: number }) => p.ProductId),
    ).toEqual([kept.id])
    await payload.delete({ collection: 'customers', id: me.id })
    expect(await favoriteRows(me.id)).toBe(0)
  })
})

describe('GET /product/favorites/', () => {
  it('lists product cards newest first, in the culture, with a business customer’s prices without VAT', async () => {
    const { payload } = await testPayload()
    const me = await customer('B2B')
    const older = await createProduct({ price: 16900 })
    const newer = await createProduct({ price: 10000 })
    await payload.update({ collection: 'products', id: newer.id, locale: 'en', data: { name: `English ${newer.productNumber}` } })
    await api('PUT', `/product/toggle/${older.id}/`, undefined, me.auth)
    await api('PUT', `/product/toggle/${newer.id}/`, undefined, me.auth)
    const list = await api('GET', '/product/favorites/?culture=en', undefined, me.auth)
    expect(list.status).toBe(200)
    expect(list.body.Products.map((p: { ProductId: number }) => p.ProductId)).toEqual([newer.id, older.id])
    expect(list.body.Products[0]).toMatchObject({
      Name: `English ${newer.productNumber}`,
      RelativeUrl: expect.stringMatching(new RegExp(`^/produkter/.+/${newer.id}/$`)),
      Pricing: { CurrentPrice: { Amount: 8000, Text: '80,-' }, IncludesVat: false },
    })
    expect(list.body.Products[1].Pricing.CurrentPrice).toEqual({ Amount: 13520, Text: '135,20' })
  })
})

describe('POST /product/favorites/lookup/', () => {
  it('answers the ids asked for in their order, then the products of the categories and their subcategories', async () => {
    const me = await customer()
    const top = await category()
    const sub = await category(top.id)
    const [asked, askedFavorite, inTop, inSubFavorite, elsewhere] = [
      await createProduct(),
      await createProduct(),
      await createProduct({ categories: [top.id] }),
      await createProduct({ categories: [sub.id] }),
      await createProduct(),
    ]
    for (const p of [askedFavorite, inSubFavorite, elsewhere]) await api('PUT', `/product/toggle/${p.id}/`, undefined, me.auth)
    const lookup = await api(
      'POST',
      '/product/favorites/lookup/',
      { ProductIds: [askedFavorite.id, asked.id, askedFavorite.id, UNKNOWN_PRODUCT], CategoryIds: [top.id] },
      me.auth,
    )
    expect(lookup.status).toBe(200)
    expect(lookup.body.Products).toEqual([
      { ProductId: askedFavorite.id, IsFavorite: true },
      { ProductId: asked.id, IsFavorite: false },
      { ProductId: UNKNOWN_PRODUCT, IsFavorite: false },
      { ProductId: inTop.id, IsFavorite: false },
      { ProductId: inSubFavorite.id, IsFavorite: true },
    ])

    const guest = await api('POST', '/product/favorites/lookup/', { ProductIds: [], CategoryIds: [sub.id] })
    expect(guest.body).toEqual({ Products: [{ ProductId: inSubFavorite.id, IsFavorite: false }] })
    expect((await api('POST', '/product/favorites/lookup/', { ProductIds: [] }, me.auth)).body).toEqual({ Products: [] })
  })

  it('refuses a malformed or unbounded request with 400', async () => {
    const me = await customer()
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1)
    for (const body of [
      {},
      { ProductIds: 'all' },
      { ProductIds: [1, 'x'] },
      { ProductIds: [0] },
      { ProductIds: tooMany },
      { ProductIds: [1], CategoryIds: Array.from({ length: 21 }, (_, i) => i + 1) },
      '{ not json',
    ]) {
      const answer = await api('POST', '/product/favorites/lookup/', body, me.auth)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.ErrorCode).toMatch(/ValidationError|InvalidJson/)
    }
    expect((await api('POST', '/product/favorites/lookup/', { ProductIds: tooMany.slice(0, 200) }, me.auth)).status).toBe(200)
  })
})

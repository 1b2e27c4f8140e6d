/** The basket through the shop API, against a real database (issue: the first slice). */
import { describe, expect, it } from 'vitest'
import { api, createProduct } from './helpers'

async function newBasket() {
  const created = await api('POST', '/basket/', {})
  expect(created.status).toBe(201)
  return created.body.Uid as string
}

describe('basket API', () => {
  it('creates an empty basket with a UUID and zero totals', async () => {
    const res = await api('POST', '/basket/', {})
    expect(res.status).toBe(201)
    expect(res.body.Uid).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.body).toMatchObject({ Quantity: 0, Lines: [], Totals: { Total: { Amount: 0, Text: '0,-' } }, IsB2B: false })
  })

  it('asks the highest age of its lines, so the checkout knows whom to verify', async () => {
    const [cider, wine, cheese] = await Promise.all([
      createProduct({ type: 'Food', alcoholPercentage: 5 }),
      createProduct({ alcoholPercentage: 12.5 }),
      createProduct({ type: 'Food', alcoholPercentage: null }),
    ])
    const uid = await newBasket()
    expect((await api('GET', `/basket/${uid}/`)).body.RequiredAge).toBeNull()
    expect((await api('POST', `/basket/${uid}/items/`, { ProductId: cheese.id, Quantity: 1 })).body.Basket.RequiredAge).toBeNull()
    expect((await api('POST', `/basket/${uid}/items/`, { ProductId: cider.id, Quantity: 1 })).body.Basket.RequiredAge).toBe(16)
    const both = await api('POST', `/basket/${uid}/items/`, { ProductId: wine.id, Quantity: 1 })
    expect(both.body.Basket.RequiredAge).toBe(18)
    expect(both.body.Basket.Lines.map((l: { Product: { RequiredAge: number | null } }) => l.Product.RequiredAge)).toEqual([null, 16, 18])
    const wineLine = both.body.Basket.Lines[2].basketlineUid
    expect((await api('DELETE', `/basket/${uid}/basketline/${wineLine}/`)).body.Basket.RequiredAge).toBe(16)
  })

  it('adds, merges, changes and removes lines, with Danish prices and VAT', async () => {
    const product = await createProduct({ price: 16900, stockQuantity: 10 })
    const uid = await newBasket()

    const added = await api('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 2 })
    expect(added.status).toBe(200)
    expect(added.body.Basket.Quantity).toBe(2)
    expect(added.body.Basket.Lines).toHaveLength(1)
    const line = added.body.Basket.Lines[0]
    expect(line).toMatchObject({ Quantity: 2, MaxQuantity: 10, UnitPrice: { Amount: 16900, Text: '169,-' }, LinePrice: { Text: '338,-' } })
    expect(line.Product.RelativeUrl).toBe(`/produkter/${product.friendlyUrlName}/${product.id}/`)
    expect(added.body.Basket.Totals.Vat).toEqual({ Amount: 6760, Text: '67,60' })
    expect(added.body.DataLayerBasket).toMatchObject({ currency: 'DKK', value: 338 })

    const again = await api('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 1 })
    expect(again.body.Basket.Lines).toHaveLength(1)
    expect(again.body.Basket.Quantity).toBe(3)

    const lineUid = line.basketlineUid
    const changed = await api('PUT', `/basket/${uid}/basketline/${lineUid}/quantity/5/`)
    expect(changed.status).toBe(200)
    expect(changed.body.Basket.Lines[0].Quantity).toBe(5)
    expect((await api('GET', `/basket/${uid}/quantity/`)).body).toEqual({ Quantity: 5 })

    const reread = await api('GET', `/basket/${uid}/`)
    expect(reread.body.Lines[0].LinePrice.Text).toBe('845,-')

    const removed = await api('DELETE', `/basket/${uid}/basketline/${lineUid}/`)
    expect(removed.status).toBe(200)
    expect(removed.body.Basket.Lines).toEqual([])
    expect(removed.body.Basket.Quantity).toBe(0)
  })

  it('removes a line when its quantity is set to 0', async () => {
    const product = await createProduct()
    const uid = await newBasket()
    const added = await api('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 1 })
    const lineUid = added.body.Basket.Lines[0].basketlineUid
    const res = await api('PUT', `/basket/${uid}/basketline/${lineUid}/quantity/0/`)
    expect(res.body.Basket.Lines).toEqual([])
  })

  it('answers 404 for an unknown basket and an unknown line', async () => {
    const unknown = await api('GET', '/basket/00000000-0000-4000-8000-000000000000/')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ ErrorCode: 'BasketNotFound', Message: expect.any(String) })
    expect((await api('GET', '/basket/not-a-uuid/')).status).toBe(404)
    const uid = await newBasket()
    const line = await api('PUT', `/basket/${uid}/basketline/00000000-0000-4000-8000-000000000000/quantity/2/`)
    expect(line.status).toBe(404)
  })

  it('rejects malformed requests with 400 and field errors, and changes nothing', async () => {
    const product = await createProduct()
    const uid = await newBasket()
    const cases: unknown[] = [
      { ProductId: product.id, Quantity: 0 },
      { ProductId: product.id, Quantity: -3 },
      { ProductId: product.id, Quantity: 1.5 },
      { ProductId: 'abc', Quantity: 1 },
      { Quantity: 1 },
      '{not json',
    ]
    for (const body of cases) {
      const res = await api('POST', `/basket/${uid}/items/`, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.ErrorCode).toMatch(/ValidationError|InvalidJson/)
      expect(typeof res.body.Message).toBe('string')
    }
    const quantityField = await api('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 0 })
    expect(quantityField.body.Errors).toHaveProperty('Quantity')
    expect((await api('PUT', `/basket/${uid}/basketline/x/quantity/-1/`)).status).toBe(400)
    expect((await api('POST', '/basket/', { Unexpected: true })).status).toBe(400)
    expect((await api('GET', `/basket/${uid}/`)).body.Lines).toEqual([])
  })

  it('refuses more than the stock and products that cannot be bought', async () => {
    const product = await createProduct({ stockQuantity: 3 })
    const soldOut = await createProduct({ stockQuantity: 0, stockState: 'OutOfStock' })
    const uid = await newBasket()
    const tooMany = await api('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 4 })
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.ErrorCode).toBe('QuantityGreaterThanInventory')
    expect((await api('POST', `/basket/${uid}/items/`, { ProductId: soldOut.id, Quantity: 1 })).status).toBe(409)
    expect((await api('POST', `/basket/${uid}/items/`, { ProductId: 999999999, Quantity: 1 })).status).toBe(400)
    expect((await api('GET', `/basket/${uid}/`)).body.Lines).toEqual([])
  })

  it('keeps one line per product under concurrent adds', async () => {
    const product = await createProduct({ stockQuantity: 50 })
    const uid = await newBasket()
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => api('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 1 })),
    )
    expect(answers.every((a) => a.status === 200)).toBe(true)
    const basket = (await api('GET', `/basket/${uid}/`)).body
    expect(basket.Lines).toHaveLength(1)
    expect(basket.Quantity).toBe(15)
  })
})

/** Products and settings through the shop API, against a real database. */
import { describe, expect, it } from 'vitest'
import { api, createProduct } from './helpers'

describe('product API', () => {
  it('answers a product card in the requested culture', async () => {
    const product = await createProduct({ price: 129900, stockQuantity: 0, stockState: 'AvailableAsPreOrder', netContent: 0.75, netContentUnit: 'l' })
    const da = await api('GET', `/product/${product.id}/`)
    expect(da.status).toBe(200)
    expect(da.body).toMatchObject({
      ProductId: product.id,
      Pricing: { CurrentPrice: { Amount: 129900, Text: '1.299,-' } },
      Stock: { State: 'AvailableAsPreOrder', Text: 'Kan forudbestilles' },
      ShowAddToBasket: true,
      PricePerNetContent: '1.732,00 kr./l',
    })
    const en = await api('GET', `/product/${product.id}/?culture=en`)
    expect(en.body.Stock.Text).toBe('Available for pre-order')
  })

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await api('GET', '/product/987654321/')).status).toBe(404)
    expect((await api('GET', '/product/abc/')).status).toBe(400)
    // Beyond a Postgres integer: still the client's mistake, never a failed query.
    expect((await api('GET', '/product/99999999999/')).status).toBe(400)
    expect((await api('POST', '/product/byids/', { ProductIds: [99999999999] })).status).toBe(400)
  })

  it('answers the general settings for a guest', async () => {
    const res = await api('GET', '/general/settings/')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ CustomerType: 'B2C', IsAgeVerified: false })
  })
})

/** Products and settings through the shop API, against a real database. */
import { describe, expect, it } from 'vitest'
import { api, createProduct, testPayload } from './helpers'

describe('product API', () => {
  it('answers a product card in the requested culture', async () => {
    const product = await createProduct({
      price: 129900,
      stockQuantity: 0,
      stockState: 'AvailableAsPreOrder',
      netContent: 0.75,
      netContentUnit: 'l',
    })
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

  it('tells the age a buyer must have on the product and on every card, from the percentage or staff’s override', async () => {
    const cider = await createProduct({ type: 'Food', alcoholPercentage: 5 })
    const wine = await createProduct({ alcoholPercentage: 12.5 })
    const basket = await createProduct({ type: 'GiftBasket', ageLimit: '18' })
    const alcoholFree = await createProduct({ type: 'Food', alcoholPercentage: 0.5 })
    expect((await api('GET', `/product/${cider.id}/`)).body.RequiredAge).toBe(16)
    expect((await api('GET', `/product/${wine.id}/`)).body.RequiredAge).toBe(18)
    expect((await api('GET', `/product/${basket.id}/`)).body).toMatchObject({ AlcoholPercentage: null, RequiredAge: 18 })
    const ids = [cider.id, wine.id, basket.id, alcoholFree.id]
    const cards = await api('POST', '/product/byids/', { ProductIds: ids })
    expect(cards.body.Products.map((p: { ProductId: number; RequiredAge: number | null }) => [p.ProductId, p.RequiredAge])).toEqual([
      [cider.id, 16],
      [wine.id, 18],
      [basket.id, 18],
      [alcoholFree.id, null],
    ])
    // Staff's override wins over the percentage, and back to automatic follows it again.
    const { payload } = await testPayload()
    await payload.update({ collection: 'products', id: wine.id, data: { ageLimit: 'none' } })
    expect((await api('GET', `/product/${wine.id}/`)).body.RequiredAge).toBeNull()
    await payload.update({ collection: 'products', id: wine.id, data: { ageLimit: 'auto' } })
    expect((await api('GET', `/product/${wine.id}/`)).body.RequiredAge).toBe(18)
  })

  it('tells before the purchase which products cannot be withdrawn from, and why', async () => {
    const cheese = await createProduct({ type: 'Food', storage: 'chilled' })
    const oil = await createProduct({ type: 'Food', storage: 'ambient' })
    const tasting = await createProduct({ type: 'Event' })
    const sealed = await createProduct({ type: 'Nonfood', withdrawalExemption: 'sealedHygiene' })
    const answers = await Promise.all([cheese, oil, tasting, sealed].map((p) => api('GET', `/product/${p.id}/`)))
    expect(answers.map((a) => a.body.WithdrawalExemption)).toEqual(['perishable', 'none', 'event', 'sealedHygiene'])
  })

  it("answers the product's EAN on its detail (not on cards), and null without one", async () => {
    const withEan = await createProduct({ ean: '5701234567899' })
    const without = await createProduct()
    expect((await api('GET', `/product/${withEan.id}/`)).body).toMatchObject({ ProductId: withEan.id, Ean: '5701234567899' })
    expect((await api('GET', `/product/${withEan.id}/?culture=en`)).body.Ean).toBe('5701234567899')
    expect((await api('GET', `/product/${without.id}/`)).body.Ean).toBeNull()
    const cards = await api('POST', '/product/byids/', { ProductIds: [withEan.id] })
    expect(cards.body.Products[0]).not.toHaveProperty('Ean')
    // Emptied by staff: no EAN again.
    const { payload } = await testPayload()
    await payload.update({ collection: 'products', id: withEan.id, data: { ean: '' } })
    expect((await api('GET', `/product/${withEan.id}/`)).body.Ean).toBeNull()
  })

  it('refuses an EAN that is not 13 digits with a correct GS1 check digit', async () => {
    const { payload } = await testPayload()
    for (const ean of ['5701234567898', '570123456789', '5701234 567899', 'EAN5701234567'])
      await expect(createProduct({ ean }), ean).rejects.toThrow(/EAN/)
    const product = await createProduct({ ean: '4006381333931' })
    await expect(payload.update({ collection: 'products', id: product.id, data: { ean: '4006381333932' } })).rejects.toThrow(/EAN/)
    const saved = await payload.findByID({ collection: 'products', id: product.id, depth: 0 })
    expect(saved.ean).toBe('4006381333931')
  })

  it('answers the general settings for a guest', async () => {
    const res = await api('GET', '/general/settings/')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ CustomerType: 'B2C', IsAgeVerified: false })
  })
})

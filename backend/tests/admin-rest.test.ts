/**
 * Staff edit the catalogue in the admin, which speaks Payload's REST API: an update must finish (and leave the
 * embedded database free for everyone else), also for the collections with hooks of their own.
 */
import { describe, expect, it } from 'vitest'
import { createProduct, staffRest, staffToken, testPayload } from './helpers'

const rest = staffRest

describe('editing the catalogue over REST as staff', () => {
  it('updates a product, its price history and a category, and the database stays free', async () => {
    const token = await staffToken('customerService')
    const product = await createProduct({ price: 10000 })
    const patched = await rest('PATCH', `/products/${product.id}?depth=0`, token, { price: 12000 })
    expect(patched.status).toBe(200)
    expect(patched.body.doc.price).toBe(12000)
    const { payload } = await testPayload()
    const history = await payload.find({ collection: 'price-history', where: { product: { equals: product.id } }, sort: 'validFrom' })
    expect(history.docs.map((h) => h.price)).toEqual([10000, 12000])

    const category = await payload.create({ collection: 'categories', locale: 'da', data: { name: `Kategori ${product.id}`, slug: '' } })
    expect((await rest('PATCH', `/categories/${category.id}`, token, { sortOrder: 7 })).status).toBe(200)
    expect((await payload.findByID({ collection: 'categories', id: category.id })).sortOrder).toBe(7)
  }, 60_000)
})

/**
 * Staff edit the catalogue in the admin, which speaks Payload's REST API: an update must finish (and leave the
 * embedded database free for everyone else), also for the collections with hooks of their own.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createProduct, testPayload } from './helpers'

async function staffToken(role: 'customerService' | 'editor' | 'admin'): Promise<string> {
  const { payload } = await testPayload()
  const email = `${role}-${randomUUID().slice(0, 8)}@delikat.dk`
  await payload.create({ collection: 'users', data: { email, password: 'Staff-secret-2026', name: 'Staff', roles: [role] } as never })
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'Staff-secret-2026' } })
  return token as string
}

async function rest(method: string, path: string, token: string, body?: unknown) {
  const { config } = await testPayload()
  const { handleEndpoints } = await import('payload')
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers: { Authorization: `JWT ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config, request })
  return { status: response.status, body: (await response.json()) as any }
}

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

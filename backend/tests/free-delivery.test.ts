/**
 * The basket's free-delivery figure (Basket.FreeDelivery, docs/api/README.md, docs/adr/0038) on the demo shop's
 * delivery methods (PostNord free from 499 kr., home delivery from 799 kr.): the cheapest method with a threshold
 * until one is chosen, then the chosen one; the customer's terms; and always in step with the delivery the totals
 * charge (after the voucher, without gift cards bought).
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { api, createProduct, createTestCustomer, testPayload, testPool } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

beforeAll(seededPayload, SEED_TIMEOUT_MS)

async function methodId(type: string): Promise<number> {
  const { rows } = await (await testPool()).query<{ id: number }>('SELECT id FROM delivery_methods WHERE method_type = $1 LIMIT 1', [type])
  return rows[0]!.id
}

async function basketWith(productId: number, quantity: number, auth: Record<string, string> = {}) {
  const uid = (await api('POST', '/basket/', {}, auth)).body.Uid as string
  const added = await api('POST', `/basket/${uid}/items/`, { ProductId: productId, Quantity: quantity }, auth)
  expect(added.status).toBe(200)
  return { uid, basket: added.body.Basket }
}

describe('Basket.FreeDelivery', () => {
  it('names the cheapest method with a threshold before one is chosen: 151,- left of PostNord’s 499,-', async () => {
    const product = await createProduct({ price: 34800 })
    const { basket } = await basketWith(product.id, 1)
    expect(basket.FreeDelivery).toEqual({
      MethodType: 'PostNord',
      Chosen: false,
      Threshold: { Amount: 49900, Text: '499,-' },
      Remaining: { Amount: 15100, Text: '151,-' },
      Reached: false,
    })
  })

  it('follows the method chosen at checkout, and agrees with the delivery the totals charge', async () => {
    const product = await createProduct({ price: 40000 })
    const { uid } = await basketWith(product.id, 1)
    expect((await api('PUT', `/checkout/${uid}/deliverymethod/${await methodId('DeliveryAddress')}/`)).status).toBe(200)
    let basket = (await api('GET', `/basket/${uid}/`)).body
    expect(basket.FreeDelivery).toMatchObject({ MethodType: 'DeliveryAddress', Chosen: true, Remaining: { Amount: 39900 }, Reached: false })
    expect(basket.Totals.Delivery.Amount).toBe(6900)

    // Two: 800,- of goods reach 799,-, and delivery is free.
    basket = (await api('PUT', `/basket/${uid}/basketline/${basket.Lines[0].basketlineUid}/quantity/2/`)).body.Basket
    expect(basket.FreeDelivery).toMatchObject({ Remaining: { Amount: 0 }, Reached: true })
    expect(basket.Totals.Delivery.Amount).toBe(0)

    // The voucher counts: 10 % off leaves 720,- of goods, below the threshold again, and delivery costs again.
    const { payload } = await testPayload()
    const code = `FRAGT${randomUUID().slice(0, 6).toUpperCase()}`
    await payload.create({ collection: 'vouchers', locale: 'da', data: { code, kind: 'Percent', percent: 10, active: true } })
    basket = (await api('PUT', `/basket/${uid}/voucher/${code}/`)).body.Basket
    expect(basket.Totals.Discount.Amount).toBe(8000)
    expect(basket.FreeDelivery).toMatchObject({ Remaining: { Amount: 7900 }, Reached: false })
    expect(basket.Totals.Delivery.Amount).toBe(6900)

    // Gift cards bought do not count.
    basket = (await api('POST', '/basket/giftcard/', { BasketUid: uid, Amount: 50000, Quantity: 1 })).body.Basket
    expect(basket.FreeDelivery).toMatchObject({ Remaining: { Amount: 7900 }, Reached: false })
    expect(basket.Totals.Delivery.Amount).toBe(6900)
  })

  it("speaks a business customer's terms: amounts without VAT", async () => {
    const { payload } = await testPayload()
    const firm = await createTestCustomer({ clientType: 'B2B' })
    const { token } = await payload.login({ collection: 'customers', data: { email: firm.email, password: firm.password } })
    const product = await createProduct({ price: 34800 })
    const { basket } = await basketWith(product.id, 1, { authorization: `Bearer ${token}` })
    expect(basket.IsB2B).toBe(true)
    // 499,- is 399,20 without VAT; 348,- is 278,40.
    expect(basket.FreeDelivery).toMatchObject({ MethodType: 'PostNord', Threshold: { Amount: 39920 }, Remaining: { Amount: 12080 } })
  })

  it('is null when nothing in the basket travels, or the chosen method is never free', async () => {
    const uid = (await api('POST', '/basket/', {})).body.Uid as string
    const cards = await api('POST', '/basket/giftcard/', { BasketUid: uid, Amount: 50000, Quantity: 1 })
    expect(cards.body.Basket.FreeDelivery).toBeNull()

    const product = await createProduct({ price: 10000 })
    const { uid: pickupBasket } = await basketWith(product.id, 1)
    expect((await api('PUT', `/checkout/${pickupBasket}/deliverymethod/${await methodId('SimplePickup')}/`)).status).toBe(200)
    expect((await api('GET', `/basket/${pickupBasket}/`)).body.FreeDelivery).toBeNull()
  })
})

/** Gift cards bought and spent, vouchers, the code limits and the guest basket merge, through the shop API. */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { api, createProduct, testPayload } from './helpers'

async function newBasket(headers: Record<string, string> = {}) {
  const created = await api('POST', '/basket/', {}, headers)
  expect(created.status).toBe(201)
  return created.body.Uid as string
}

/** A client address of its own per test, so the code limit of one test never reaches another. */
const fromClient = () => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
})

async function giftCard(balance: number, over: Record<string, unknown> = {}) {
  const { payload } = await testPayload()
  const expiresAt = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString()
  return payload.create({
    collection: 'gift-cards',
    data: { initialAmount: Math.max(balance, 1), balance, status: 'Active', expiresAt, ...over },
  })
}

async function voucher(data: Record<string, unknown>) {
  const { payload } = await testPayload()
  const code = `T${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`
  await payload.create({ collection: 'vouchers', locale: 'da', data: { code, kind: 'Percent', percent: 10, active: true, ...data } })
  return code
}

async function customerToken(clientType: 'B2C' | 'B2B' = 'B2C'): Promise<string> {
  const { payload } = await testPayload()
  const email = `k-${randomUUID().slice(0, 8)}@example.dk`
  await payload.create({
    collection: 'customers',
    data: {
      email,
      password: 'Secret-pass-2026',
      firstName: 'Kim',
      lastName: 'Kunde',
      clientType,
      ...(clientType === 'B2B' ? { company: 'Firma ApS', cvr: '12345674' } : {}),
    },
  })
  const { token } = await payload.login({ collection: 'customers', data: { email, password: 'Secret-pass-2026' } })
  return token as string
}

describe('gift cards bought in the basket', () => {
  it('adds gift-card lines without VAT, edits greeting, gift flag and quantity, and removes them', async () => {
    const uid = await newBasket()
    const product = await createProduct({ price: 20000 })
    await api('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 1 })
    const added = await api('POST', '/basket/giftcard/', {
      BasketUid: uid,
      Amount: 50000,
      Quantity: 2,
      IsGift: true,
      Greeting: ' Tillykke! ',
    })
    expect(added.status).toBe(200)
    const basket = added.body.Basket
    expect(basket.GiftCardLines).toEqual([
      expect.objectContaining({
        Amount: { Amount: 50000, Text: '500,-' },
        Quantity: 2,
        IsGift: true,
        Greeting: 'Tillykke!',
        LinePrice: { Amount: 100000, Text: '1.000,-' },
      }),
    ])
    expect(basket.Quantity).toBe(3)
    // VAT only on the goods: a fifth of 200 kr.
    expect(basket.Totals).toMatchObject({ SubTotal: { Amount: 120000 }, Vat: { Amount: 4000 }, Total: { Amount: 120000 } })
    expect(added.body.MarketingCartUpdate).toMatchObject({
      action: 'giftcard',
      total_quantity: 3,
      total_price: 1200,
      local_currency: 'DKK',
    })

    const id = basket.GiftCardLines[0].giftCardBasketlineUid
    const same = await api('POST', '/basket/giftcard/', { BasketUid: uid, Amount: 50000, Quantity: 1, IsGift: true, Greeting: 'Tillykke!' })
    expect(same.body.Basket.GiftCardLines).toHaveLength(1)
    expect(same.body.Basket.GiftCardLines[0].Quantity).toBe(3)

    const greeted = await api('PUT', `/giftcardbasketline/${id}/greeting/`, { Greeting: 'God jul' })
    expect(greeted.body.Basket.GiftCardLines[0]).toMatchObject({ Greeting: 'God jul', IsGift: true })
    const each = await api('PUT', `/giftcardbasketline/${id}/greetings/`, { Greetings: ['Til Anna', 'Til Bo', 'Til Carl'] })
    expect(each.body.Basket.GiftCardLines[0].Greetings).toEqual(['Til Anna', 'Til Bo', 'Til Carl'])
    const wrongCount = await api('PUT', `/giftcardbasketline/${id}/greetings/`, { Greetings: ['Til Anna'] })
    expect(wrongCount.status).toBe(400)
    expect(wrongCount.body.ErrorCode).toBe('GreetingsCount')

    const fewer = await api('PUT', `/giftcardbasketline/${id}/quantity/2/`)
    expect(fewer.body.Basket.GiftCardLines[0]).toMatchObject({ Quantity: 2, Greetings: ['Til Anna', 'Til Bo'] })
    const notGift = await api('PUT', `/giftcardbasketline/${id}/setisgift/false/`)
    expect(notGift.body.Basket.GiftCardLines[0].IsGift).toBe(false)
    expect((await api('PUT', `/giftcardbasketline/${id}/setisgift/maybe/`)).status).toBe(400)

    const removed = await api('DELETE', `/giftcardbasketline/${id}/`)
    expect(removed.body.Basket.GiftCardLines).toEqual([])
    expect(removed.body.Basket.Quantity).toBe(1)
  })

  it('refuses amounts outside 100 to 10.000 kr., part kroner, too many cards and long greetings, changing nothing', async () => {
    const uid = await newBasket()
    for (const body of [
      { BasketUid: uid, Amount: 9900, Quantity: 1 },
      { BasketUid: uid, Amount: 1_000_100, Quantity: 1 },
      { BasketUid: uid, Amount: 25050, Quantity: 1 },
      { BasketUid: uid, Amount: 25000, Quantity: 21 },
      { BasketUid: uid, Amount: 25000, Quantity: 1, IsGift: true, Greeting: 'x'.repeat(301) },
      { BasketUid: uid, Amount: '25000', Quantity: 1 },
    ]) {
      const res = await api('POST', '/basket/giftcard/', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
    expect((await api('GET', `/basket/${uid}/`)).body.GiftCardLines).toEqual([])
    expect((await api('POST', '/basket/giftcard/', { BasketUid: randomUUID(), Amount: 25000, Quantity: 1 })).status).toBe(404)
  })

  it("keeps another customer's gift-card line from a guest and from other customers (404)", async () => {
    const token = await customerToken()
    const auth = { Authorization: `Bearer ${token}` }
    const uid = await newBasket(auth)
    const added = await api('POST', '/basket/giftcard/', { BasketUid: uid, Amount: 25000, Quantity: 1 }, auth)
    const id = added.body.Basket.GiftCardLines[0].giftCardBasketlineUid
    expect((await api('PUT', `/giftcardbasketline/${id}/quantity/2/`)).status).toBe(404)
    const other = { Authorization: `Bearer ${await customerToken()}` }
    expect((await api('DELETE', `/giftcardbasketline/${id}/`, undefined, other)).status).toBe(404)
    expect((await api('PUT', `/giftcardbasketline/${id}/quantity/2/`, undefined, auth)).status).toBe(200)
  })
})

describe('gift cards spent in the basket', () => {
  it('uses a balance up to the total, shows the rest and a masked code, and never twice', async () => {
    const card = await giftCard(30000)
    const product = await createProduct({ price: 20000 })
    const uid = await newBasket()
    await api('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 1 })
    const typed = card.code!.toLowerCase().replace(/(.{4})/g, '$1-')
    const used = await api('PUT', `/basket/${uid}/giftcardusage/${typed}/`, undefined, fromClient())
    expect(used.status).toBe(200)
    const usage = used.body.Basket.GiftCardUsages[0]
    expect(usage).toMatchObject({ Used: { Amount: 20000 }, RemainingBalance: { Amount: 10000, Text: '100,-' } })
    expect(usage.MaskedCode).toBe(`•••• •••• •••• ${card.code!.slice(-4)}`)
    expect(JSON.stringify(used.body)).not.toContain(card.code)
    expect(used.body.Basket.Totals).toMatchObject({ GiftCards: { Amount: 20000 }, Vat: { Amount: 4000 }, Total: { Amount: 0 } })

    const twice = await api('PUT', `/basket/${uid}/giftcardusage/${card.code}/`, undefined, fromClient())
    expect(twice.body.Basket.GiftCardUsages).toHaveLength(1)

    // More goods: the card pays all it has.
    const more = await api('PUT', `/basket/${uid}/basketline/${used.body.Basket.Lines[0].basketlineUid}/quantity/2/`)
    expect(more.body.Basket.GiftCardUsages[0]).toMatchObject({ Used: { Amount: 30000 }, RemainingBalance: { Amount: 0 } })
    expect(more.body.Basket.Totals.Total.Amount).toBe(10000)

    const removed = await api('DELETE', `/giftcardusage/${usage.giftCardUsageUid}/`)
    expect(removed.body.Basket.GiftCardUsages).toEqual([])
    expect(removed.body.Basket.Totals.Total.Amount).toBe(40000)
    // The balance is only spent by a paid order.
    const { payload } = await testPayload()
    expect((await payload.findByID({ collection: 'gift-cards', id: card.id })).balance).toBe(30000)
  })

  it('names an expired and an empty card, and answers an unknown and a blocked card alike', async () => {
    const uid = await newBasket()
    const client = fromClient()
    const expired = await giftCard(10000, { expiresAt: new Date(Date.now() - 1000).toISOString() })
    const empty = await giftCard(0, { initialAmount: 10000 })
    const blocked = await giftCard(10000, { status: 'Blocked' })
    const res = async (code: string) => api('PUT', `/basket/${uid}/giftcardusage/${code}/`, undefined, client)
    expect((await res(expired.code!)).body).toMatchObject({ ErrorCode: 'GiftCardExpired', Message: 'Gavekortet er udløbet.' })
    expect((await res(empty.code!)).body.ErrorCode).toBe('GiftCardEmpty')
    const unknown = await res('AAAABBBBCCCCDDDD')
    const blockedAnswer = await res(blocked.code!)
    expect(unknown.status).toBe(400)
    expect(blockedAnswer.body).toEqual(unknown.body)
    expect(unknown.body.Errors.Code).toBe('Gavekortet blev ikke fundet. Tjek koden.')
    expect((await api('GET', `/basket/${uid}/`)).body.GiftCardUsages).toEqual([])
  })

  it('checks a balance with the gift card status call', async () => {
    const card = await giftCard(12345, { initialAmount: 50000 })
    const res = await api('POST', '/giftcard/view/?culture=en', { Code: card.code }, fromClient())
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ Balance: { Amount: 12345, Text: '123,45' }, InitialAmount: { Amount: 50000 }, IsExpired: false })
    expect(res.body.MaskedCode).toMatch(/^•••• •••• •••• [A-Z0-9]{4}$/)
    expect((await api('POST', '/giftcard/view/', {}, fromClient())).status).toBe(400)
  })

  it('limits wrong codes per client with a 429 that says when to try again, and counts no right ones', async () => {
    const card = await giftCard(10000)
    const client = fromClient()
    for (let i = 0; i < 10; i += 1) {
      expect((await api('POST', '/giftcard/view/', { Code: `WRONG${i}CODE` }, client)).status).toBe(400)
    }
    const limited = await api('POST', '/giftcard/view/', { Code: card.code }, client)
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({
      ErrorCode: 'TooManyAttempts',
      Message: expect.stringMatching(/^For mange forkerte koder\. Prøv igen om 15 minutter\.$/),
    })
    // The same limit covers vouchers and gift cards in the basket, for that client only.
    const uid = await newBasket()
    expect((await api('PUT', `/basket/${uid}/voucher/NOPE/`, undefined, client)).status).toBe(429)
    expect((await api('PUT', `/basket/${uid}/giftcardusage/${card.code}/`, undefined, client)).status).toBe(429)
    const other = fromClient()
    for (let i = 0; i < 12; i += 1) expect((await api('POST', '/giftcard/view/', { Code: card.code }, other)).status).toBe(200)
  })
})

describe('vouchers', () => {
  it('takes a percentage off the goods, not off gift cards, and is removed again', async () => {
    const code = await voucher({ percent: 10, description: '10 % på alt' })
    const product = await createProduct({ price: 24900 })
    const uid = await newBasket()
    await api('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 2 })
    await api('POST', '/basket/giftcard/', { BasketUid: uid, Amount: 50000, Quantity: 1 })
    const applied = await api('PUT', `/basket/${uid}/voucher/${code.toLowerCase()}/`, undefined, fromClient())
    expect(applied.status).toBe(200)
    expect(applied.body.Basket.Voucher).toEqual({
      Code: code,
      Discount: { Amount: 4980, Text: '49,80' },
      Description: '10 % på alt',
      Message: null,
    })
    expect(applied.body.Basket.Totals).toMatchObject({
      SubTotal: { Amount: 99800 },
      Discount: { Amount: 4980 },
      Vat: { Amount: 8964 },
      Total: { Amount: 94820 },
    })
    expect(applied.body.MarketingCartUpdate).toMatchObject({ action: 'voucher', voucher_code: code })
    const removed = await api('DELETE', `/basket/${uid}/voucher/`)
    expect(removed.body.Basket.Voucher).toBeNull()
    expect(removed.body.Basket.Totals.Total.Amount).toBe(99800)
  })

  it('refuses a code that cannot apply with its reason and changes nothing', async () => {
    const product = await createProduct({ price: 10000 })
    const uid = await newBasket()
    await api('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 1 })
    const client = fromClient()
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ validTo: new Date(Date.now() - 60_000).toISOString() }, 'VoucherExpired', 'Rabatkoden er udløbet.'],
      [{ validFrom: new Date(Date.now() + 86_400_000 * 3).toISOString() }, 'VoucherNotStarted', 'Rabatkoden gælder fra'],
      [{ maxUses: 1, usedCount: 1 }, 'VoucherUsedUp', 'Rabatkoden er brugt op.'],
      [{ customerType: 'B2B' }, 'VoucherCustomerType', 'Rabatkoden gælder kun for erhvervskunder.'],
      [{ active: false }, 'VoucherNotFound', 'Rabatkoden er ikke gyldig. Tjek stavningen.'],
    ]
    for (const [data, errorCode, message] of cases) {
      const res = await api('PUT', `/basket/${uid}/voucher/${await voucher(data)}/`, undefined, client)
      expect(res.status, errorCode).toBe(400)
      expect(res.body.ErrorCode).toBe(errorCode)
      expect(res.body.Message).toContain(message)
    }
    const unknown = await api('PUT', `/basket/${uid}/voucher/NOSUCHCODE1/`, undefined, client)
    expect(unknown.body.Message).toBe('Rabatkoden er ikke gyldig. Tjek stavningen.')
    expect((await api('GET', `/basket/${uid}/`)).body.Voucher).toBeNull()
  })

  it('keeps a code waiting for its minimum amount, says what is missing, and applies it once reached', async () => {
    const code = await voucher({ kind: 'Amount', amount: 10000, minimumAmount: 50000 })
    const product = await createProduct({ price: 30000 })
    const uid = await newBasket()
    const added = await api('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 1 })
    const waiting = await api('PUT', `/basket/${uid}/voucher/${code}/`, undefined, fromClient())
    expect(waiting.status).toBe(200)
    expect(waiting.body.Basket.Voucher).toMatchObject({
      Code: code,
      Discount: { Amount: 0 },
      Message: 'Rabatkoden gælder ved køb af varer for mindst 500,-.',
    })
    const reached = await api('PUT', `/basket/${uid}/basketline/${added.body.Basket.Lines[0].basketlineUid}/quantity/2/`)
    expect(reached.body.Basket.Voucher).toMatchObject({ Discount: { Amount: 10000 }, Message: null })
    expect(reached.body.Basket.Totals.Total.Amount).toBe(50000)
  })

  it('gives a business customer the voucher off the price without VAT, VAT added after', async () => {
    const code = await voucher({ percent: 10, customerType: 'B2B' })
    const auth = { Authorization: `Bearer ${await customerToken('B2B')}` }
    const product = await createProduct({ price: 12500 })
    const uid = await newBasket(auth)
    await api('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 2 }, auth)
    const res = await api('PUT', `/basket/${uid}/voucher/${code}/`, undefined, { ...auth, ...fromClient() })
    expect(res.body.Basket.Totals).toMatchObject({
      SubTotal: { Amount: 20000 },
      Discount: { Amount: 2000 },
      Vat: { Amount: 4500 },
      Total: { Amount: 22500 },
    })
  })
})

describe('the guest basket at login', () => {
  it("becomes the customer's basket when they have none, and no one else's", async () => {
    const product = await createProduct()
    const guest = await newBasket()
    await api('POST', `/basket/${guest}/items/`, { ProductId: product.id, Quantity: 1 })
    const auth = { Authorization: `Bearer ${await customerToken()}` }
    const read = await api('GET', `/basket/${guest}/`, undefined, auth)
    expect(read.status).toBe(200)
    expect(read.body.Uid).toBe(guest)
    expect((await api('GET', `/basket/${guest}/`)).status).toBe(404)
    expect((await api('GET', `/basket/${guest}/`, undefined, { Authorization: `Bearer ${await customerToken()}` })).status).toBe(404)
    // A new device: creating a basket gives the customer the one they have.
    expect((await api('POST', '/basket/', {}, auth)).body.Uid).toBe(guest)
  })

  it("is merged into the customer's basket: quantities added, gift cards and voucher moved, the guest basket gone", async () => {
    const auth = { Authorization: `Bearer ${await customerToken()}` }
    const wine = await createProduct({ stockQuantity: 50 })
    const cheese = await createProduct({ stockQuantity: 50 })
    const own = await newBasket(auth)
    await api('POST', `/basket/${own}/items/`, { ProductId: wine.id, Quantity: 2 }, auth)

    const guest = await newBasket()
    await api('POST', `/basket/${guest}/items/`, { ProductId: wine.id, Quantity: 3 })
    await api('POST', `/basket/${guest}/items/`, { ProductId: cheese.id, Quantity: 1 })
    await api('POST', '/basket/giftcard/', { BasketUid: guest, Amount: 25000, Quantity: 1 })
    const code = await voucher({ percent: 5 })
    await api('PUT', `/basket/${guest}/voucher/${code}/`, undefined, fromClient())

    const merged = await api('GET', `/basket/${guest}/`, undefined, auth)
    expect(merged.status).toBe(200)
    expect(merged.body.Uid).toBe(own)
    const quantities = Object.fromEntries(merged.body.Lines.map((l: any) => [l.Product.ProductId, l.Quantity]))
    expect(quantities).toEqual({ [wine.id]: 5, [cheese.id]: 1 })
    expect(merged.body.GiftCardLines).toHaveLength(1)
    expect(merged.body.Voucher.Code).toBe(code)
    expect((await api('GET', `/basket/${guest}/`, undefined, auth)).status).toBe(404)
  })
})

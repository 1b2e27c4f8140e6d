/**
 * The four PDFs through the shop API (docs/api/pdf.md): each answers a real PDF whose text is read back, in the
 * caller's terms, only for whom it is meant, and only while its Settings flag is on.
 */
import { randomInt } from 'node:crypto'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbPool } from '../src/db/pool'
import { inTransaction } from '../src/db/transaction'
import { sendOrderConfirmation } from '../src/shop/checkout/order-mail'
import { formatCode } from '../src/shop/giftcards/codes'
import { issueOrderGiftCards } from '../src/shop/giftcards/issue'
import { createOrder } from '../src/shop/orders/create-order'
import { priceListPdf, type PdfFlag } from '../src/shop/pdf/service'
import { api, createProduct, createTestCustomer, mailsTo, randomAddress, shopResponse, testPayload } from './helpers'

interface Download {
  status: number
  headers: Headers
  bytes: Uint8Array
  json: any
}

/** A shop call whose answer may be a file: the bytes, and the JSON when it is JSON. */
async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Download> {
  const response = await shopResponse(method, path, body, headers)
  const bytes = new Uint8Array(await response.arrayBuffer())
  const isJson = response.headers.get('content-type')?.includes('application/json')
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: isJson ? JSON.parse(Buffer.from(bytes).toString('utf8')) : null,
  }
}

/** The PDF's text, all pages, with its whitespace as pdf.js reads it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  return (await extractText(pdf, { mergePages: true })).text
}

const squeeze = (text: string) => text.replace(/\s+/g, '')

async function expectPdf(answer: Download, fileName: RegExp): Promise<string> {
  expect(answer.status, Buffer.from(answer.bytes).toString('utf8').slice(0, 200)).toBe(200)
  expect(answer.headers.get('content-type')).toBe('application/pdf')
  expect(answer.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${fileName.source}"`))
  expect(answer.headers.get('cache-control')).toBe('no-store')
  expect(Buffer.from(answer.bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-')
  return pdfText(answer.bytes)
}

async function customer(clientType: 'B2C' | 'B2B' = 'B2C') {
  const { payload } = await testPayload()
  const created = await createTestCustomer({ clientType })
  const { token } = await payload.login({ collection: 'customers', data: { email: created.email, password: created.password } })
  return { id: created.id as number, email: created.email, auth: { authorization: `Bearer ${token}` } }
}

const word = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('')

async function setFlag(flag: PdfFlag, on: boolean) {
  const { payload } = await testPayload()
  await payload.updateGlobal({ slug: 'settings', data: { [flag]: on } })
}

beforeAll(async () => {
  for (const flag of ['allowProductSheetPdf', 'allowFavoriteListPdf', 'allowPriceListPdf'] as const) await setFlag(flag, true)
})

describe('GET product/{id}/pdf, the product sheet', () => {
  it('shows the name, the facts and the price with VAT to a consumer, without VAT to a business, and the age sign', async () => {
    const product = await createProduct({
      price: 16_900,
      producer: 'Château Ærø',
      country: 'Frankrig',
      alcoholPercentage: 13.5,
      ean: '5701234567899',
    })
    const guest = await expectPdf(await call('GET', `/product/${product.id}/pdf/`), /produktblad-T-[0-9a-f]+\.pdf/)
    expect(guest).toContain(product.name)
    expect(guest).toContain('169,-')
    expect(guest).toContain('Priser inkl. moms')
    expect(guest).toContain('Château Ærø')
    expect(guest).toContain('Frankrig')
    expect(guest).toContain('13,5 %')
    expect(guest).toContain(product.productNumber)
    expect(guest).toContain('EAN')
    expect(squeeze(guest)).toContain('5701234567899')
    expect(guest).toContain('18+')

    const consumer = await customer('B2C')
    expect(await pdfText((await call('GET', `/product/${product.id}/pdf/`, undefined, consumer.auth)).bytes)).toContain('169,-')

    const business = await customer('B2B')
    const b2b = await expectPdf(
      await call('GET', `/product/${product.id}/pdf/?culture=en`, undefined, business.auth),
      /product-sheet-T-.+\.pdf/,
    )
    expect(b2b).toContain('135,20')
    expect(b2b).not.toContain('169,-')
    expect(b2b).toContain('Prices excl. VAT')
    expect(squeeze(b2b)).toContain('EAN5701234567899')
  })

  it('shows no EAN line for a product without one', async () => {
    const product = await createProduct()
    const text = await expectPdf(await call('GET', `/product/${product.id}/pdf/`), /produktblad-T-[0-9a-f]+\.pdf/)
    expect(text).toContain(product.productNumber)
    expect(text).not.toContain('EAN')
  })

  it('answers 404 ProductNotFound for an unknown product, in the error shape', async () => {
    const answer = await call('GET', '/product/2000000000/pdf/')
    expect(answer.status).toBe(404)
    expect(answer.json).toEqual({ ErrorCode: 'ProductNotFound', Message: 'Produktet findes ikke.' })
  })

  it('answers 404 PdfNotAvailable while the flag is off, and the file again once it is on', async () => {
    const product = await createProduct()
    await setFlag('allowProductSheetPdf', false)
    try {
      const answer = await call('GET', `/product/${product.id}/pdf/`)
      expect(answer.status).toBe(404)
      expect(answer.json).toEqual({ ErrorCode: 'PdfNotAvailable', Message: 'Denne PDF kan ikke hentes.' })
      expect((await call('GET', '/general/settings/')).json.AllowProductSheetPdf).toBe(false)
    } finally {
      await setFlag('allowProductSheetPdf', true)
    }
    expect((await call('GET', `/product/${product.id}/pdf/`)).status).toBe(200)
  })
})

describe('GET product/favorites/pdf, the favourites list', () => {
  it("lists the customer's own favourites only, with their prices", async () => {
    const me = await customer()
    const other = await customer()
    const [mine, theirs] = [await createProduct({ price: 12_950 }), await createProduct()]
    await api('PUT', `/product/toggle/${mine.id}/`, undefined, me.auth)
    await api('PUT', `/product/toggle/${theirs.id}/`, undefined, other.auth)
    const text = await expectPdf(await call('GET', '/product/favorites/pdf/', undefined, me.auth), /favoritter\.pdf/)
    expect(text).toContain(mine.name)
    expect(text).toContain(mine.productNumber)
    expect(text).toContain('129,50')
    expect(text).toContain('Kim Kunde')
    expect(text).not.toContain(theirs.name)
  })

  it('answers 401 Unauthorized to a guest, and 404 PdfNotAvailable while switched off', async () => {
    const guest = await call('GET', '/product/favorites/pdf/')
    expect(guest.status).toBe(401)
    expect(guest.json).toEqual({ ErrorCode: 'Unauthorized', Message: 'Log ind for at fortsætte.' })
    const me = await customer()
    await setFlag('allowFavoriteListPdf', false)
    try {
      const off = await call('GET', '/product/favorites/pdf/', undefined, me.auth)
      expect(off.status).toBe(404)
      expect(off.json.ErrorCode).toBe('PdfNotAvailable')
    } finally {
      await setFlag('allowFavoriteListPdf', true)
    }
  })
})

describe('POST product/search/pdf, the price list', () => {
  async function catalogue() {
    const { payload } = await testPayload()
    const tag = word()
    const [wine, cheese] = [
      await payload.create({ collection: 'categories', locale: 'da', data: { name: `Vin ${tag}`, slug: '' } }),
      await payload.create({ collection: 'categories', locale: 'da', data: { name: `Ost ${tag}`, slug: '' } }),
    ]
    const products = [
      await createProduct({ name: `Rødvin ${tag}`, price: 16_900, categories: [wine.id], netContent: 0.75, netContentUnit: 'l' }),
      await createProduct({ name: `Hvidvin ${tag}`, price: 9_995, categories: [wine.id] }),
      await createProduct({ name: `Comté ${tag}`, type: 'Food', price: 4_500, categories: [cheese.id] }),
    ]
    return { tag, wine, cheese, products }
  }

  it('lists every match grouped by category, with B2C prices with VAT and B2B prices without', async () => {
    const { tag, wine, cheese, products } = await catalogue()
    const search = await api('POST', '/product/search/', { Query: tag, PageSize: 2 })
    expect(search.body.TotalProductCount).toBe(3)

    const guest = await expectPdf(await call('POST', '/product/search/pdf/', { Query: tag, PageSize: 2 }), /prisliste-\d{4}-\d\d-\d\d\.pdf/)
    for (const product of products) {
      expect(guest).toContain(product.name)
      expect(guest).toContain(product.productNumber)
    }
    expect(guest).toContain(wine.name)
    expect(guest).toContain(cheese.name)
    expect(guest).toContain('169,-')
    expect(guest).toContain('99,95')
    expect(guest).toContain('75 cl')
    expect(guest).toContain('Gæst')
    expect(guest).toContain('Priser inkl. moms')
    expect(guest).not.toContain('Listen viser')
    // Grouped: each category's heading before its products.
    expect(guest.indexOf(wine.name)).toBeLessThan(guest.indexOf(`Rødvin ${tag}`))
    expect(guest.indexOf(cheese.name)).toBeLessThan(guest.indexOf(`Comté ${tag}`))

    const business = await customer('B2B')
    const b2b = await pdfText((await call('POST', '/product/search/pdf/', { Query: tag }, business.auth)).bytes)
    expect(b2b).toContain('135,20')
    expect(b2b).toContain('79,96')
    expect(b2b).toContain('36,-')
    expect(b2b).not.toContain('169,-')
    expect(b2b).toContain('Priser ekskl. moms')
    expect(b2b).toContain('Firma ApS')
  })

  it('states in the list when it was cut at the cap', async () => {
    const { tag } = await catalogue()
    const { payload } = await testPayload()
    const file = await priceListPdf({ payload, culture: 'da', customer: null }, { Query: tag, PageNumber: 1, PageSize: 18, Filters: [] }, 2)
    const text = await pdfText(file.bytes)
    expect(text).toContain('Listen viser de første 2 af 3 varer.')
  })

  it('answers a malformed body 400 in the error shape, as the search does', async () => {
    const bad = await call('POST', '/product/search/pdf/', { PageSize: 'many', Sort: 'Cheapest' })
    expect(bad.status).toBe(400)
    expect(bad.json.ErrorCode).toBe('ValidationError')
    expect(Object.keys(bad.json.Errors).sort()).toEqual(['PageSize', 'Sort'])
    const same = await call('POST', '/product/search/', { PageSize: 'many', Sort: 'Cheapest' })
    expect(same.json).toEqual(bad.json)
    const broken = await call('POST', '/product/search/pdf/', '{not json')
    expect(broken.status).toBe(400)
    expect(broken.json.ErrorCode).toBe('InvalidJson')
  })

  it('answers 429 once a client has had its price lists for the window, and other clients still get theirs', async () => {
    const { payload } = await testPayload()
    const busy = randomAddress()
    // The window's 20 lists, as if just downloaded (PRICE_LISTS).
    await dbPool(payload).query(
      `INSERT INTO rate_limits (bucket, client, hits) SELECT 'price-list', $1, array_agg(now()) FROM generate_series(1, 20)`,
      [busy],
    )
    const refused = await call('POST', '/product/search/pdf/', { PageSize: 1 }, { 'x-forwarded-for': busy })
    expect(refused.status).toBe(429)
    expect(refused.json.ErrorCode).toBe('TooManyAttempts')
    expect((await call('POST', '/product/search/pdf/', { PageSize: 1 })).status).toBe(200)
  })

  it('answers 404 PdfNotAvailable while switched off', async () => {
    await setFlag('allowPriceListPdf', false)
    try {
      const off = await call('POST', '/product/search/pdf/', {})
      expect(off.status).toBe(404)
      expect(off.json.ErrorCode).toBe('PdfNotAvailable')
    } finally {
      await setFlag('allowPriceListPdf', true)
    }
  })
})

describe('POST giftcard/download, the printable gift card', () => {
  const GREETING = 'Tillykke med de 40, Søs! Kærlig hilsen Åse'

  /** A paid order with one gift card bought as a present, its card issued, as checkout leaves it. */
  async function boughtCard(customerId: number | null, email: string) {
    const { payload } = await testPayload()
    const order = await createOrder(payload, {
      customerId,
      email,
      culture: 'da',
      isB2B: false,
      placedAt: new Date(),
      status: 'Authorized',
      paymentMethod: 'CreditCard',
      delivery: { methodType: 'NoDelivery' },
      lines: [],
      giftCardLines: [{ amount: 50_000, quantity: 1, isGift: true, greeting: GREETING }],
      totals: { subTotal: 0, discount: 0, delivery: 0, giftCards: 0, vat: 0, total: 50_000 },
    })
    await inTransaction({ payload }, (client) => issueOrderGiftCards(client, order.id))
    const { rows } = await dbPool(payload).query<{ code: string }>('SELECT code FROM gift_cards WHERE order_uid = $1', [order.uid])
    const { rows: lines } = await dbPool(payload).query<{ id: string }>('SELECT id FROM orders_gift_card_lines WHERE _parent_id = $1', [
      order.id,
    ])
    return { order, code: rows[0]!.code, lineId: lines[0]!.id }
  }

  it("prints the buyer's card by its order line (as the receipt names it) and by its code: amount, greeting, code, expiry", async () => {
    const buyer = await customer()
    const { order, code, lineId } = await boughtCard(buyer.id, buyer.email)
    const receipt = await api('POST', `/order/${order.uid}/receipt/`, undefined, buyer.auth)
    expect(receipt.body.GiftCardLines[0].LineId).toBe(lineId)

    const byLine = await expectPdf(
      await call('POST', '/giftcard/download/', { OrderUid: order.uid, LineId: lineId }, buyer.auth),
      /gavekort-[A-Z0-9]{4}\.pdf/,
    )
    expect(byLine).toContain('500,-')
    expect(squeeze(byLine)).toContain(squeeze(GREETING))
    expect(squeeze(byLine)).toContain(code)
    expect(byLine).toMatch(/Gyldigt til og med \d\d\.\d\d\.\d{4}/)
    expect(byLine).toContain('Betal med gavekort')

    const byCode = await expectPdf(
      await call('POST', '/giftcard/download/?culture=en', { Code: formatCode(code).toLowerCase() }, buyer.auth),
      /gift-card-[A-Z0-9]{4}\.pdf/,
    )
    expect(squeeze(byCode)).toContain(code)
    expect(byCode).toContain('Gift card')
  })

  it("answers 404 for another customer's card, by line or by code, exactly as for an unknown one", async () => {
    const buyer = await customer()
    const stranger = await customer()
    const { order, code, lineId } = await boughtCard(buyer.id, buyer.email)
    const unknown = await call('POST', '/giftcard/download/', { Code: 'AAAA BBBB CCCC DDDD' }, stranger.auth)
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual({ ErrorCode: 'GiftCardNotFound', Message: 'Gavekortet findes ikke.' })
    for (const body of [{ Code: code }, { OrderUid: order.uid, LineId: lineId }]) {
      const answer = await call('POST', '/giftcard/download/', body, stranger.auth)
      expect(answer.status).toBe(404)
      expect(answer.json).toEqual(unknown.json)
      // A guest fares no better.
      expect((await call('POST', '/giftcard/download/', body)).json).toEqual(unknown.json)
    }
  })

  it("lets a guest print a guest order's card by its line, never by the code", async () => {
    const { order, code, lineId } = await boughtCard(null, `g-${word()}@example.dk`)
    const text = await expectPdf(await call('POST', '/giftcard/download/', { OrderUid: order.uid, LineId: lineId }), /gavekort-.+\.pdf/)
    expect(squeeze(text)).toContain(code)
    expect((await call('POST', '/giftcard/download/', { Code: code })).status).toBe(404)
  })

  it('limits wrong guesses per client like other codes (429), and refuses a body that is neither form (400)', async () => {
    const me = await customer()
    const address = randomAddress()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await call('POST', '/giftcard/download/', { Code: `WRONG${i}` }, { ...me.auth, 'x-forwarded-for': address })).status)
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true)
    expect(statuses[10]).toBe(429)
    const neither = await call('POST', '/giftcard/download/', { Code: 'X', OrderUid: 'y' }, me.auth)
    expect(neither.status).toBe(400)
    expect(neither.json.ErrorCode).toBe('ValidationError')
  })

  it('attaches the issued cards as a PDF to the order confirmation, and the mail still says what it said', async () => {
    const { payload } = await testPayload()
    const email = `g-${word()}@example.dk`
    const { order, code } = await boughtCard(null, email)
    await sendOrderConfirmation(payload, order.uid)
    const [mail] = await mailsTo(email)
    expect(mail).toBeDefined()
    expect(mail!.text).toContain(order.orderNumber)
    expect(mail!.text).toContain(formatCode(code))
    expect(mail!.attachments).toHaveLength(1)
    expect(mail!.attachments[0]!.contentType).toBe('application/pdf')
    expect(mail!.attachments[0]!.filename).toBe(`gavekort-${order.orderNumber}.pdf`)
    const text = await pdfText(new Uint8Array(mail!.attachments[0]!.content))
    expect(squeeze(text)).toContain(code)
    expect(text).toContain('500,-')
  })
})

afterAll(async () => {
  for (const flag of ['allowProductSheetPdf', 'allowFavoriteListPdf', 'allowPriceListPdf'] as const) await setFlag(flag, true)
})

/**
 * The shipping adapter (docs/adr/0044-order-fulfilment.md): which methods need a label, the local provider's
 * tracking numbers and label PDF, the Code 128 encoder, the Shipmondo adapter against a fake fetch, and the choice
 * by environment. Shipmondo's answers in fixtures/shipmondo/*.json are written from its public API v3 documentation,
 * not captured from its API.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONE } from '../../seed/content-pages'
import { code128Bars, code128Modules, code128Values, CODE128_PATTERNS } from './code128'
import { shippingProvider } from './index'
import { groupedNumber } from './label'
import { createLocalProvider, gs1CheckDigit, hasValidCheckDigit, localTrackingNumber } from './local'
import { MIN_WEIGHT_GRAMS, needsLabel, servicePointId, ShippingError, type ShipmentRequest } from './provider'
import { SHOP_SENDER } from './sender'
import { createShipmondoProvider, SHIPMONDO_API_URL, SHIPMONDO_SANDBOX_URL } from './shipmondo'

const request = (overrides: Partial<ShipmentRequest> = {}): ShipmentRequest => ({
  key: 'ship-100001-1',
  orderNumber: '100001',
  methodType: 'PostNord',
  serviceLocation: 'Netto Frederiks Allé, Frederiks Allé 110, 8000 Aarhus C (id 96271)',
  receiver: {
    name: 'Lene Hansen',
    company: null,
    address: 'Skibhusvej 52',
    zip: '5000',
    city: 'Odense C',
    email: 'lene@example.dk',
    phone: '12345678',
  },
  lines: [
    { name: 'Barolo DOCG 2019', quantity: 2 },
    { name: 'Parmigiano Reggiano 24 mdr.', quantity: 1 },
  ],
  weightGrams: 3900,
  ...overrides,
})

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number; size: number[] }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const page = await pdf.getPage(1)
  const { text, totalPages } = await extractText(pdf, { mergePages: true })
  return { text, pages: totalPages, size: page.view.slice(2).map(Math.round) }
}

describe('needsLabel', () => {
  it('is true for home delivery and service points by PostNord, false for the rest', () => {
    expect(needsLabel('DeliveryAddress')).toBe(true)
    expect(needsLabel('PostNord')).toBe(true)
    for (const other of ['SimplePickup', 'Burd', 'NoDelivery', 'postnord', '', null, undefined]) expect(needsLabel(other)).toBe(false)
  })
})

describe('the service point id in the order text', () => {
  it('reads an explicit id or the built-in data form, never a postal code', () => {
    expect(servicePointId('Netto, Frederiks Allé 110, 8000 Aarhus C (id 96271)')).toBe('96271')
    expect(servicePointId('ID: 12345 Pakkeshop Kiosk')).toBe('12345')
    expect(servicePointId('Pakkeshop Kiosk Kongens Nytorv [DK-472661]')).toBe('472661')
    expect(servicePointId('96271 Netto, Frederiks Allé 110')).toBe('96271')
    expect(servicePointId('Netto, Idrætsvej 12, 8000 Aarhus C')).toBeNull()
    expect(servicePointId(null)).toBeNull()
  })
})

describe('Code 128', () => {
  it('has 107 distinct patterns of 11 modules (13 for stop) with an even bar width', () => {
    expect(CODE128_PATTERNS).toHaveLength(107)
    expect(new Set(CODE128_PATTERNS).size).toBe(107)
    CODE128_PATTERNS.forEach((pattern, value) => {
      const widths = [...pattern].map(Number)
      expect(
        widths.reduce((a, b) => a + b, 0),
        `value ${value}`,
      ).toBe(value === 106 ? 13 : 11)
      expect((widths[0]! + widths[2]! + widths[4]!) % 2, `value ${value}`).toBe(0)
    })
  })

  it('encodes "00" in set C as the standard gives it', () => {
    // Start C, 00, check symbol (105 + 0) mod 103 = 2, stop.
    expect(code128Values('00')).toEqual([105, 0, 2, 106])
    expect(code128Modules('00')).toBe(['11010011100', '11011001100', '11001100110', '1100011101011'].join(''))
  })

  it('encodes text in set B with the weighted check symbol', () => {
    // Start B (104), P=48, J=42, J=42, 1=17, 2=18, 3=19, C=35: (104 + 48 + 84 + 126 + 68 + 90 + 114 + 245) mod 103 = 879 mod 103 = 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106])
    expect(code128Modules('A').startsWith('11010010000' + '10100011000')).toBe(true)
  })

  it('puts even digit runs in set C and switches back for the rest', () => {
    expect(code128Values('AB1234')).toEqual([104, 33, 34, 99, 12, 34, expect.any(Number), 106])
    expect(code128Values('12345')).toEqual([104, 17, 99, 23, 45, expect.any(Number), 106])
    const number = localTrackingNumber('any')
    expect(code128Values(number)).toHaveLength(10 + 3)
    // The bars of start C (211232), 00 (212222), check 2 (222221) and stop (2331112), each placed after the last.
    const bars = code128Bars('00')
    expect(bars.map((bar) => bar.width)).toEqual([2, 1, 3, 2, 2, 2, 2, 2, 2, 2, 3, 1, 2])
    expect(bars.slice(0, 3).map((bar) => bar.x)).toEqual([0, 3, 6])
    expect(bars.at(-1)).toEqual({ x: 33 + 11, width: 2 })
  })

  it('refuses what it cannot encode', () => {
    expect(() => code128Values('')).toThrow()
    expect(() => code128Values('Ærø')).toThrow()
  })
})

describe('the local provider', () => {
  it('gives the same key the same tracking number, other keys other numbers, all with a valid check digit', () => {
    const numbers = ['ship-1', 'ship-2', 'ship-3', 'a', 'b'].map(localTrackingNumber)
    expect(localTrackingNumber('ship-1')).toBe(numbers[0])
    expect(new Set(numbers).size).toBe(numbers.length)
    for (const number of numbers) {
      expect(number).toMatch(/^99\d{18}$/)
      expect(hasValidCheckDigit(number)).toBe(true)
    }
    // A changed digit is caught.
    const n = numbers[0]!
    expect(hasValidCheckDigit(`${n.slice(0, 5)}${(Number(n[5]) + 1) % 10}${n.slice(6)}`)).toBe(false)
  })

  it('computes the GS1 check digit as GS1 does', () => {
    // Printed EAN-13 numbers: 4006381333931 and 5901234123457, and GTIN-13 629104150021 → 3.
    expect(gs1CheckDigit('400638133393')).toBe(1)
    expect(gs1CheckDigit('590123412345')).toBe(7)
    expect(gs1CheckDigit('629104150021')).toBe(3)
    expect(gs1CheckDigit('00000000000000000')).toBe(0)
  })

  it('makes an A6 label with the parties, the order, the contents, the tracking number and the test mark', async () => {
    const provider = createLocalProvider()
    const label = await provider.createShipment(request({ receiver: { ...request().receiver, company: 'Restaurant Smagen ApS' } }))
    expect(label.carrier).toBe('PostNord')
    expect(label.trackingNumber).toBe(localTrackingNumber('ship-100001-1'))
    expect(label.trackingUrl).toBe(`https://tracking.postnord.com/dk/?id=${label.trackingNumber}`)
    expect(label.providerShipmentId).toBe('local-ship-100001-1')
    expect(Buffer.from(label.labelPdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    expect(label.labelPdf.length).toBeGreaterThan(2000)
    const { text, pages, size } = await pdfText(label.labelPdf)
    expect(pages).toBe(1)
    expect(size).toEqual([298, 420])
    for (const expected of [
      'Testlabel fra Delikats lokale forsendelsesmodul – ikke gyldig hos PostNord',
      'Delikat ApS',
      'Vestergade 12',
      '8000 Aarhus C',
      'Restaurant Smagen ApS',
      'Att. Lene Hansen',
      'Skibhusvej 52',
      '5000 Odense C',
      'Netto Frederiks Allé',
      '100001',
      '3,9 kg',
      '2 × Barolo DOCG 2019',
      '1 × Parmigiano Reggiano 24 mdr.',
    ]) {
      expect(text).toContain(expected)
    }
    // The large number is printed letter-spaced, which the text extraction turns into extra spaces.
    expect(text.replace(/\s/g, '')).toContain(label.trackingNumber)
    expect(groupedNumber('99123456789012345678')).toBe('99123 45678 90123 45678')
  })

  it('answers a retry with the same number, prints no service point for home delivery, and weighs at least the minimum', async () => {
    const provider = createLocalProvider()
    const home = request({
      methodType: 'DeliveryAddress',
      weightGrams: 0,
      lines: Array.from({ length: 8 }, (_, i) => ({ name: `Vare ${i + 1}`, quantity: 1 })),
    })
    const [first, second] = [await provider.createShipment(home), await provider.createShipment(home)]
    expect(second.trackingNumber).toBe(first.trackingNumber)
    const { text } = await pdfText(first.labelPdf)
    expect(text).not.toContain('Netto Frederiks Allé')
    expect(text).toContain(`${MIN_WEIGHT_GRAMS / 1000}`.replace('.', ','))
    expect(text).toContain('+ 3 varelinjer mere')
  })

  it('keeps the longest texts the request allows on one page', async () => {
    const long = (n: number) => 'Meget lang tekst med mange ord '.repeat(10).slice(0, n)
    const label = await createLocalProvider().createShipment(
      request({
        serviceLocation: long(300),
        receiver: { ...request().receiver, name: long(100), company: long(100), address: long(200), city: long(100) },
        lines: Array.from({ length: 5 }, () => ({ name: long(200), quantity: 999 })),
      }),
    )
    const { pages, text } = await pdfText(label.labelPdf)
    expect(pages).toBe(1)
    expect(text.replace(/\s/g, '')).toContain(label.trackingNumber)
  })

  it('refuses a request that does not pass, for good', async () => {
    const provider = createLocalProvider()
    const cases: ShipmentRequest[] = [
      request({ key: 'has spaces' }),
      request({ key: 'x'.repeat(65) }),
      request({ lines: [] }),
      request({ methodType: 'DeliveryAddress', receiver: { ...request().receiver, address: '' } }),
      request({ receiver: { ...request().receiver, email: 'not-an-email' } }),
      { ...request(), extra: true } as ShipmentRequest,
    ]
    for (const bad of cases) {
      const error = await provider.createShipment(bad).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ShippingError)
      expect((error as ShippingError).retryable).toBe(false)
    }
  })

  it('keeps its sender the same as the shop address the site states', () => {
    expect(`${SHOP_SENDER.address}, ${SHOP_SENDER.zip} ${SHOP_SENDER.city}`).toBe(SHOP_ADDRESS)
    expect(SHOP_SENDER.email).toBe(SHOP_EMAIL)
    expect(SHOP_SENDER.phone).toBe(SHOP_PHONE.tel)
  })
})

type Json = unknown
const fixture = (name: string): Json =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', 'shipmondo', `${name}.json`), 'utf8')) as Json

interface Call {
  url: string
  method: string
  headers: Headers
  body: Record<string, unknown> | undefined
}

/** Answers Shipmondo calls in order and records what was sent; an Error answer is thrown as a network failure. */
function fakeFetch(answers: Array<{ status?: number; json?: Json; raw?: string } | Error>) {
  const calls: Call[] = []
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    })
    const answer = answers.shift()
    if (!answer) throw new Error('unexpected call')
    if (answer instanceof Error) throw answer
    return new Response(answer.raw ?? JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': answer.raw ? 'text/html' : 'application/json' },
    })
  }) as typeof fetch
  return { impl, calls }
}

const shipmondo = (fetchImpl: typeof fetch) => createShipmondoProvider({ apiUser: 'api-user', apiKey: 'api-key', fetchImpl })

describe('the Shipmondo adapter', () => {
  it('looks for the key, then books one PostNord parcel to the service point and reads the number and label', async () => {
    const { impl, calls } = fakeFetch([{ json: fixture('shipments-none') }, { json: fixture('shipment-created') }])
    const label = await shipmondo(impl).createShipment(request())
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET ${SHIPMONDO_API_URL}/shipments?order_id=ship-100001-1&per_page=10`,
      `POST ${SHIPMONDO_API_URL}/shipments`,
    ])
    for (const call of calls) {
      expect(call.headers.get('Authorization')).toBe(`Basic ${Buffer.from('api-user:api-key').toString('base64')}`)
    }
    expect(calls[1]!.headers.get('Content-Type')).toBe('application/json')
    expect(calls[1]!.body).toEqual({
      own_agreement: false,
      label_format: '10x19_pdf',
      product_code: 'PDK_MC',
      service_codes: 'EMAIL_NT,SMS_NT',
      reference: '100001',
      order_id: 'ship-100001-1',
      sender: {
        name: 'Delikat ApS',
        address1: 'Vestergade 12',
        zipcode: '8000',
        city: 'Aarhus C',
        country_code: 'DK',
        email: 'kundeservice@delikat.dk',
        telephone: '+4570203040',
      },
      receiver: {
        name: 'Lene Hansen',
        address1: 'Skibhusvej 52',
        zipcode: '5000',
        city: 'Odense C',
        country_code: 'DK',
        email: 'lene@example.dk',
        mobile: '12345678',
      },
      service_point: { id: '96271' },
      parcels: [{ weight: 3900 }],
    })
    expect(label.carrier).toBe('PostNord')
    expect(label.trackingNumber).toBe('00370712345678901234')
    expect(label.trackingUrl).toBe('https://tracking.postnord.com/dk/?id=00370712345678901234')
    expect(label.providerShipmentId).toBe('1168')
    expect((await pdfText(label.labelPdf)).text).toContain('PostNord 00370712345678901234')
  })

  it('books home delivery as MyPack Home to the company, the person as attention, without a service point', async () => {
    const { impl, calls } = fakeFetch([{ json: fixture('shipments-none') }, { json: fixture('shipment-created') }])
    await shipmondo(impl).createShipment(
      request({ methodType: 'DeliveryAddress', weightGrams: 20, receiver: { ...request().receiver, company: 'Smagen ApS', phone: null } }),
    )
    const body = calls[1]!.body!
    expect(body.product_code).toBe('PDK_MH')
    expect(body.service_codes).toBe('EMAIL_NT')
    expect(body.receiver).toMatchObject({ name: 'Smagen ApS', attention: 'Lene Hansen' })
    expect(body).not.toHaveProperty('service_point')
    expect(body).not.toHaveProperty('automatic_select_service_point')
    expect(body.parcels).toEqual([{ weight: MIN_WEIGHT_GRAMS }])
  })

  it('lets Shipmondo pick the nearest service point when the order text carries no id', async () => {
    const { impl, calls } = fakeFetch([{ json: fixture('shipments-none') }, { json: fixture('shipment-created') }])
    await shipmondo(impl).createShipment(request({ serviceLocation: 'Netto, Frederiks Allé 110, 8000 Aarhus C' }))
    expect(calls[1]!.body).toMatchObject({ automatic_select_service_point: true })
    expect(calls[1]!.body).not.toHaveProperty('service_point')
  })

  it('answers the shipment already booked under the key, fetching its label, and books nothing', async () => {
    const { impl, calls } = fakeFetch([{ json: fixture('shipments-existing') }, { json: fixture('labels') }])
    const label = await shipmondo(impl).createShipment(request())
    expect(calls.map((c) => c.method)).toEqual(['GET', 'GET'])
    expect(calls[1]!.url).toBe(`${SHIPMONDO_API_URL}/shipments/1168/labels?format=10x19_pdf`)
    expect(label.trackingNumber).toBe('00370712345678901234')
    expect(Buffer.from(label.labelPdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
  })

  it('does not take a shipment whose order id only resembles the key', async () => {
    const other = (fixture('shipments-existing') as Array<Record<string, unknown>>).map((s) => ({ ...s, order_id: 'ship-100001-10' }))
    const { impl, calls } = fakeFetch([{ json: other }, { json: fixture('shipment-created') }])
    await shipmondo(impl).createShipment(request())
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST'])
  })

  it("turns a 422 into a refusal in Shipmondo's words that a retry will not fix", async () => {
    const { impl } = fakeFetch([{ json: fixture('shipments-none') }, { status: 422, json: fixture('error-422') }])
    const error = await shipmondo(impl)
      .createShipment(request())
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ShippingError)
    expect((error as ShippingError).message).toBe('Invalid or not found parameter(s)')
    expect((error as ShippingError).retryable).toBe(false)
  })

  it('refuses for good on wrong keys (401)', async () => {
    const { impl } = fakeFetch([{ status: 401, json: fixture('error-401') }])
    const error = (await shipmondo(impl)
      .createShipment(request())
      .catch((e: unknown) => e)) as ShippingError
    expect(error.message).toBe('Invalid API User or API Key')
    expect(error.retryable).toBe(false)
  })

  it('makes a 503, a 429 and a network failure retryable', async () => {
    for (const answer of [
      { status: 503, raw: '<html>Service Unavailable</html>' },
      { status: 429, json: {} },
      new TypeError('fetch failed'),
    ]) {
      const { impl } = fakeFetch([{ json: fixture('shipments-none') }, answer])
      const error = (await shipmondo(impl)
        .createShipment(request())
        .catch((e: unknown) => e)) as ShippingError
      expect(error).toBeInstanceOf(ShippingError)
      expect(error.retryable).toBe(true)
      expect(error.message).toContain('Shipmondo POST /shipments')
    }
  })

  it('refuses, without calling, a service-point order without the receiver address Shipmondo requires', async () => {
    const { impl, calls } = fakeFetch([])
    const error = (await shipmondo(impl)
      .createShipment(request({ receiver: { ...request().receiver, address: '', zip: '', city: '' } }))
      .catch((e: unknown) => e)) as ShippingError
    expect(error.retryable).toBe(false)
    expect(calls).toHaveLength(0)
  })
})

/** An environment of just these variables (NodeJS.ProcessEnv also declares NODE_ENV, which these tests leave out). */
const env = (vars: Record<string, string> = {}) => vars as NodeJS.ProcessEnv

describe('shippingProvider', () => {
  it('is the local provider unless told otherwise', () => {
    expect(shippingProvider(env()).name).toBe('local')
    expect(shippingProvider(env({ SHIPPING_PROVIDER: 'local' })).name).toBe('local')
  })

  it('is Shipmondo with both its variables, and names the one missing', () => {
    expect(shippingProvider(env({ SHIPPING_PROVIDER: 'shipmondo', SHIPMONDO_API_USER: 'u', SHIPMONDO_API_KEY: 'k' })).name).toBe(
      'shipmondo',
    )
    expect(() => shippingProvider(env({ SHIPPING_PROVIDER: 'shipmondo', SHIPMONDO_API_KEY: 'k' }))).toThrow(/SHIPMONDO_API_USER/)
    expect(() => shippingProvider(env({ SHIPPING_PROVIDER: 'shipmondo', SHIPMONDO_API_USER: 'u', SHIPMONDO_API_KEY: ' ' }))).toThrow(
      /SHIPMONDO_API_KEY/,
    )
    expect(() => shippingProvider(env({ SHIPPING_PROVIDER: 'dao' }))).toThrow(/SHIPPING_PROVIDER/)
  })

  it("uses Shipmondo's sandbox when asked", async () => {
    const { impl, calls } = fakeFetch([{ json: fixture('shipments-none') }, { json: fixture('shipment-created') }])
    await createShipmondoProvider({
      apiUser: 'u',
      apiKey: 'k',
      fetchImpl: impl,
      baseUrl: SHIPMONDO_SANDBOX_URL,
      testMode: true,
    }).createShipment(request())
    expect(calls[1]!.url).toBe(`${SHIPMONDO_SANDBOX_URL}/shipments`)
    expect(calls[1]!.body).toMatchObject({ test_mode: true })
  })
})

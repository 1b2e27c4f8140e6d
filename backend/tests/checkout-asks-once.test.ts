/**
 * Checkout asks once (issue 22, docs/adr/0035) through the shop API: Danish postcodes checked against the list and
 * errors that say what is wrong on the delivery address and the invoice details, and the address suggestions
 * (none when not configured; the Datafordeleren adapter's answer; the per-client limit).
 */
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbPool } from '../src/db/pool'
import { datafordelerSuggester } from '../src/shop/address/datafordeler'
import { ADDRESS_SUGGESTIONS, suggestAddresses } from '../src/shop/address/service'
import { api, createProduct, guestDetails, randomAddress, testPayload } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

beforeAll(seededPayload, SEED_TIMEOUT_MS)

const homeAddress = { Name: 'Karen Kunde', Company: '', Address: 'Vestergade 1', Zip: '8000', City: 'Aarhus C', Phone: '20 30 40 50' }

async function basketWithHomeDelivery() {
  const product = await createProduct({ price: 20000 })
  const uid = (await api('POST', '/basket/', {})).body.Uid as string
  expect((await api('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 1 })).status).toBe(200)
  const details = await api('GET', `/checkout/${uid}/deliverydetails/`)
  const home = details.body.DeliveryMethods.find((m: { DeliveryMethodType: string }) => m.DeliveryMethodType === 'DeliveryAddress')
  return { uid, homeId: home.Id as number }
}

const recorded: unknown = JSON.parse(readFileSync(new URL('../src/shop/address/datafordeler.fixture.json', import.meta.url), 'utf8'))
const fakeFetch = () => vi.fn<typeof fetch>(async () => new Response(JSON.stringify(recorded), { status: 200 }))

describe('postcodes and field errors (docs/adr/0035)', () => {
  it('refuses a delivery address whose postcode does not exist, and says what is wrong with each field', async () => {
    const { uid, homeId } = await basketWithHomeDelivery()
    const unknown = await api('PUT', `/checkout/${uid}/deliveryadress/${homeId}/`, { ...homeAddress, Zip: '1234' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.ErrorCode).toBe('ContainsError')
    expect(unknown.body.Errors).toEqual({ Zip: 'Postnummeret findes ikke' })

    const bad = await api('PUT', `/checkout/${uid}/deliveryadress/${homeId}/?culture=en`, {
      ...homeAddress,
      Zip: '80',
      Phone: '123',
      Name: '',
    })
    expect(bad.body.Errors).toEqual({
      Name: "Enter the recipient's name",
      Zip: 'The postcode must be 4 digits',
      Phone: 'The phone number must be 8 digits',
    })
    expect((await api('PUT', `/checkout/${uid}/deliveryadress/${homeId}/`, { ...homeAddress, Zip: '3700', City: 'Rønne' })).status).toBe(
      200,
    )
  })

  it('refuses invoice details with an unknown postcode, an empty name or a malformed e-mail, in those words', async () => {
    const { uid } = await basketWithHomeDelivery()
    const bad = await api('POST', `/checkout/${uid}/invoicedetails/`, { ...guestDetails('navn@'), Zip: '0800', FirstName: '', Phone: '' })
    expect(bad.status).toBe(400)
    expect(bad.body.Errors).toEqual({
      Email: 'Skriv en gyldig e-mailadresse, fx navn@domæne.dk',
      FirstName: 'Skriv dit fornavn',
      Phone: 'Skriv dit telefonnummer',
      Zip: 'Postnummeret findes ikke',
    })
    const good = await api('POST', `/checkout/${uid}/invoicedetails/`, { ...guestDetails(), Zip: '2800', City: 'Kongens Lyngby' })
    expect(good.status).toBe(200)
  })
})

describe('GET checkout/addresssuggestions (docs/api/checkout.md)', () => {
  it('answers no suggestions and says none are available while no suggester is configured', async () => {
    const answer = await api('GET', '/checkout/addresssuggestions/?q=Vestergade%2012')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ Suggestions: [], Available: false })
    expect((await api('GET', '/checkout/addresssuggestions/')).body).toEqual({ Suggestions: [], Available: false })
  })

  it('refuses a question longer than the register takes, in the error shape', async () => {
    const answer = await api('GET', `/checkout/addresssuggestions/?q=${'x'.repeat(74)}`)
    expect(answer.status).toBe(400)
    expect(answer.body.ErrorCode).toBe('ValidationError')
  })

  it("maps the Datafordeleren adapter's answer, and asks it nothing for a too short question", async () => {
    const { payload } = await testPayload()
    const fetch = fakeFetch()
    const suggester = datafordelerSuggester({ url: 'https://adresse.example', apiKey: 'KEY', fetch })
    const ctx = { payload, culture: 'da' as const, customer: null }
    expect(await suggestAddresses(ctx, 'Ve', randomAddress(), suggester)).toEqual({ Suggestions: [], Available: true })
    expect(fetch).not.toHaveBeenCalled()
    const answer = await suggestAddresses(ctx, '  Vestergade   12 ', randomAddress(), suggester)
    expect(new URL(String(fetch.mock.calls[0]![0])).searchParams.get('tekst')).toBe('Vestergade 12')
    expect(answer.Available).toBe(true)
    expect(answer.Suggestions.map((s) => [s.Address, s.Zip, s.City])).toEqual([
      ['Vestergade 12', '8000', 'Aarhus C'],
      ['Vestergade 12, 2. th', '8000', 'Aarhus C'],
      ['Nr. Bjertvej 87A', '6000', 'Kolding'],
    ])
  })

  it('answers no suggestions when the register fails, instead of an error', async () => {
    const { payload } = await testPayload()
    const failing = datafordelerSuggester({
      url: 'https://adresse.example',
      apiKey: 'KEY',
      fetch: vi.fn(async () => new Response('', { status: 500 })),
    })
    const ctx = { payload, culture: 'da' as const, customer: null }
    expect(await suggestAddresses(ctx, 'Vestergade', randomAddress(), failing)).toEqual({ Suggestions: [], Available: true })
  })

  it('answers 429 once a client has asked its questions for the window, and other clients still get theirs', async () => {
    const { payload } = await testPayload()
    const busy = randomAddress()
    await dbPool(payload).query(
      `INSERT INTO rate_limits (bucket, client, hits) SELECT $1, $2, array_agg(now()) FROM generate_series(1, $3::int)`,
      [ADDRESS_SUGGESTIONS.bucket, busy, ADDRESS_SUGGESTIONS.max],
    )
    const fetch = fakeFetch()
    const suggester = datafordelerSuggester({ url: 'https://adresse.example', apiKey: 'KEY', fetch })
    const ctx = { payload, culture: 'da' as const, customer: null }
    await expect(suggestAddresses(ctx, 'Vestergade', busy, suggester)).rejects.toMatchObject({ status: 429, code: 'TooManyAttempts' })
    expect(fetch).not.toHaveBeenCalled()
    expect((await suggestAddresses(ctx, 'Vestergade', randomAddress(), suggester)).Suggestions).toHaveLength(3)
  })
})

/**
 * The town of a Danish postcode through the shop API (GET address/postalcode/{zip}, docs/api/checkout.md "Postcode
 * lookup"): the shipped list's answer, cacheable a day; 404 for four digits no address has, 400 for anything else,
 * both in the shop's error shape and never cached.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { http, testPayload } from './helpers'

beforeAll(async () => {
  await testPayload()
}, 180_000)

describe('GET /address/postalcode/{zip}/', () => {
  it('answers the code and its town, cacheable by anyone for a day', async () => {
    const answer = await http('GET', '/address/postalcode/8000/')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ Zip: '8000', City: 'Aarhus C' })
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400')
    // Without the trailing slash too, and the town is the same in English.
    expect((await http('GET', '/address/postalcode/1050?culture=en')).body).toEqual({ Zip: '1050', City: 'København K' })
  })

  it('is 404 PostalCodeNotFound for an unknown code, in the culture, not cached', async () => {
    const answer = await http('GET', '/address/postalcode/0001/')
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ ErrorCode: 'PostalCodeNotFound', Message: 'Postnummeret findes ikke' })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect((await http('GET', '/address/postalcode/0001/?culture=en')).body.Message).toBe('No such postcode')
  })

  it('is 400 ValidationError on Zip for a malformed code, not cached', async () => {
    for (const zip of ['abc', '800', '80000', '%208000', '8000%00', 'x'.repeat(5000)]) {
      const answer = await http('GET', `/address/postalcode/${zip}/`)
      expect(answer.status, zip).toBe(400)
      expect(answer.body, zip).toEqual({
        ErrorCode: 'ValidationError',
        Message: 'Postnummeret skal være 4 cifre',
        Errors: { Zip: 'Postnummeret skal være 4 cifre' },
      })
      expect(answer.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('takes only GET', async () => {
    const answer = await http('POST', '/address/postalcode/8000/', {})
    expect(answer.status).toBe(404)
    expect(answer.body.ErrorCode).toBe('NotFound')
  })
})

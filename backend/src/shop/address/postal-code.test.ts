import { describe, expect, it } from 'vitest'
import { ShopError } from '../errors'
import { postalCode } from './postal-code'

function refusal(zip: string, culture: 'da' | 'en' = 'da') {
  try {
    postalCode(culture, zip)
  } catch (error) {
    if (error instanceof ShopError) return { status: error.status, code: error.code, message: error.message, errors: error.fieldErrors }
    throw error
  }
  throw new Error(`${zip} was answered`)
}

describe('postalCode', () => {
  it('answers the town a postcode is written with, Copenhagen street codes included', () => {
    expect(postalCode('da', '8000')).toEqual({ Zip: '8000', City: 'Aarhus C' })
    expect(postalCode('en', '1050')).toEqual({ Zip: '1050', City: 'København K' })
    expect(postalCode('da', '9990')).toEqual({ Zip: '9990', City: 'Skagen' })
  })

  it('is 404 PostalCodeNotFound for four digits no Danish address has, in the culture', () => {
    expect(refusal('0001')).toMatchObject({ status: 404, code: 'PostalCodeNotFound', message: 'Postnummeret findes ikke' })
    expect(refusal('3900', 'en')).toMatchObject({ status: 404, code: 'PostalCodeNotFound', message: 'No such postcode' })
  })

  it('is 400 ValidationError on Zip for anything but four digits', () => {
    for (const zip of ['abc', '800', '80000', ' 8000', '8000 ', '８０００', '']) {
      expect(refusal(zip), zip).toMatchObject({ status: 400, code: 'ValidationError', errors: { Zip: 'Postnummeret skal være 4 cifre' } })
    }
  })
})

/**
 * `GET address/postalcode/{zip}` (docs/api/checkout.md "Postcode lookup"): the town a Danish postcode is written with,
 * from the list the shop ships (@delikat/contract/postcodes), the same one the address fields are checked against.
 */
import { townOfPostcode } from '@delikat/contract/postcodes'
import type { Culture } from '../constants'
import { ShopError } from '../errors'
import { fieldText } from './fields'

export interface PostalCode {
  Zip: string
  City: string
}

/** The code and its town; 400 when it is not four digits, 404 when no Danish address has it. */
export function postalCode(culture: Culture, zip: string): PostalCode {
  // Exactly as it came in the path: " 8000" is malformed, not 8000.
  if (!/^\d{4}$/.test(zip)) {
    const format = fieldText(culture, 'ZipFormat')
    throw new ShopError(400, 'ValidationError', format, { Zip: format })
  }
  const city = townOfPostcode(zip)
  if (city === null) throw new ShopError(404, 'PostalCodeNotFound', fieldText(culture, 'ZipUnknown'))
  return { Zip: zip, City: city }
}

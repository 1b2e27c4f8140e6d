/**
 * The demo products' EANs (GTIN-13): made up, but shaped as a Danish shop's would be. GS1 Denmark's prefix 57, a
 * five-digit company number, the product's place in the catalogue as the five-digit item reference, and the check
 * digit. The same catalogue always gets the same numbers.
 */
import { ean13CheckDigit } from '../../shop/catalogue/ean'

/** GS1 Denmark's country prefix. */
const GS1_DENMARK = '57'
/** The demo company's number under the prefix (made up). */
const DEMO_COMPANY = '01234'
/** Five digits of item reference. */
const MAX_ITEMS = 100_000

/** The EAN of the catalogue's product at `index` (from 0): 5701234 00001 c for the first. */
export function demoEan(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index + 1 >= MAX_ITEMS) throw new Error(`No demo EAN for product ${index}`)
  const body = `${GS1_DENMARK}${DEMO_COMPANY}${String(index + 1).padStart(5, '0')}`
  return `${body}${ean13CheckDigit(body)}`
}

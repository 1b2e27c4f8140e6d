/**
 * A product's EAN (GTIN-13, the number under its barcode): 13 digits, the last the GS1 check digit of the twelve
 * before it. Customers' EAN location numbers (GLN) are checked in @delikat/contract/identifiers, spaces allowed;
 * a product's is stored exactly as printed, digits only.
 */

/** The GS1 check digit of twelve digits: weights 1 and 3 from the left, then what the sum lacks to a multiple of 10. */
export function ean13CheckDigit(body: string): number {
  if (!/^\d{12}$/.test(body)) throw new Error(`An EAN-13 body is 12 digits, not "${body}"`)
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0)
  return (10 - (sum % 10)) % 10
}

/** Exactly 13 digits whose last is the check digit of the others. */
export function isValidEan13(value: string): boolean {
  return /^\d{13}$/.test(value) && ean13CheckDigit(value.slice(0, 12)) === Number(value[12])
}

/** The products' field check (Products.ts): empty, or a valid EAN-13. */
export function validateProductEan(value: string | null | undefined): true | string {
  return !value || isValidEan13(value) || 'EAN must be 13 digits with a correct GS1 check digit, e.g. 5701234567899'
}

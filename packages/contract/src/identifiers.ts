/** Danish identifiers and numbers, checked the same way by every form and by the shop API (docs/architecture.md §6). */

const CVR_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1]

/** CVR: 8 digits, not starting with 0, whose weighted sum (2,7,6,5,4,3,2,1) is divisible by 11. */
export function isValidCvr(value: string): boolean {
  const digits = value.replace(/\s/g, '')
  if (!/^[1-9]\d{7}$/.test(digits)) return false
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (CVR_WEIGHTS[i] ?? 0), 0)
  return sum % 11 === 0
}

/** EAN/GLN location number: 13 digits with the GS1 check digit. */
export function isValidEan(value: string): boolean {
  const digits = value.replace(/\s/g, '')
  if (!/^\d{13}$/.test(digits)) return false
  const body = [...digits.slice(0, 12)].map(Number)
  const sum = body.reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0)
  return (10 - (sum % 10)) % 10 === Number(digits[12])
}

/** A Danish phone number: 8 digits, optionally after +45; spaces and hyphens between them are allowed. */
export function isValidPhone(value: string): boolean {
  return /^(\+45)?\d{8}$/.test(compactPhone(value))
}

/** The phone number as the shop stores it: without spaces and hyphens. */
export function compactPhone(value: string): string {
  return value.replace(/[\s-]/g, '')
}

/** A Danish postcode: 4 digits. */
export function isValidZip(value: string): boolean {
  return /^\d{4}$/.test(value.trim())
}

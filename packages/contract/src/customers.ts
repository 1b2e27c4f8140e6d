/**
 * What a customer may enter: the password rule and the field lengths, as the shop API checks them
 * (docs/api/customers.md "Field rules") and every form states them.
 */

/** Passwords: 10 to 128 characters with at least one letter and one digit. */
export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 128

export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH && /\p{L}/u.test(value) && /\d/.test(value)
}

/** Field lengths, as the customers collection stores them. */
export const EMAIL_MAX_LENGTH = 254
export const NAME_MAX_LENGTH = 100
export const ADDRESS_MAX_LENGTH = 200
export const CITY_MAX_LENGTH = 100
export const COMPANY_MAX_LENGTH = 200
export const INVOICE_TEXT_MAX_LENGTH = 100
export const INVOICE_CODE_MAX_LENGTH = 50
/** Saved delivery addresses one customer may keep. */
export const MAX_DELIVERY_ADDRESSES = 10

/**
 * The rules of the checkout's address and contact fields (the delivery address, the invoice details) with messages
 * that say what is wrong (docs/adr/0035). The texts are the contract's `Checkout.Field.*` translations, so the
 * storefront's own checks (src/features/checkout/components/checkoutRules.ts) say exactly the same. A Danish postcode
 * must be one in use (@delikat/contract/postcodes), not just four digits.
 */
import { z } from 'zod'
import { checkoutTranslations } from '@delikat/contract/translations/checkout'
import { compactPhone, isValidCvr, isValidEan, isValidPhone } from '@delikat/contract/identifiers'
import { isDanishPostcode } from '@delikat/contract/postcodes'
import type { Culture } from '../constants'
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, COMPANY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../customers/constants'
import { carriesLink } from '../customers/fields'

type FieldText =
  | 'FirstNameRequired'
  | 'LastNameRequired'
  | 'NameRequired'
  | 'CompanyRequired'
  | 'AddressRequired'
  | 'ZipRequired'
  | 'ZipFormat'
  | 'ZipUnknown'
  | 'CityRequired'
  | 'EmailRequired'
  | 'EmailFormat'
  | 'PhoneRequired'
  | 'PhoneFormat'
  | 'CvrFormat'
  | 'EanFormat'
  | 'TooLong'
  | 'NoLink'

/** One of the contract's field texts in the culture (`{{max}}` filled in). */
export function fieldText(culture: Culture, name: FieldText, max?: number): string {
  const text = checkoutTranslations[culture][`Checkout.Field.${name}`] ?? name
  return max === undefined ? text : text.replace('{{max}}', String(max))
}

/** The postcode's message, or null when it is a Danish postcode in use. */
export function zipProblem(culture: Culture, value: string): string | null {
  const zip = value.trim()
  if (zip === '') return fieldText(culture, 'ZipRequired')
  if (!/^\d{4}$/.test(zip)) return fieldText(culture, 'ZipFormat')
  return isDanishPostcode(zip) ? null : fieldText(culture, 'ZipUnknown')
}

/** The checkout's field rules in the culture; each fails with the one message that says what is wrong. */
export function addressRules(culture: Culture) {
  const say = (name: FieldText, max?: number) => fieldText(culture, name, max)
  /** Required text: empty says what to write, too long says how long it may be. */
  const required = (max: number, empty: FieldText) =>
    z
      .string({ error: say(empty) })
      .trim()
      .min(1, { error: say(empty) })
      .max(max, { error: say('TooLong', max) })
  const name = (empty: FieldText) => required(NAME_MAX_LENGTH, empty).refine((v) => !carriesLink(v), { error: say('NoLink') })
  const phoneFormat = z
    .string({ error: say('PhoneRequired') })
    .trim()
    .min(1, { error: say('PhoneRequired') })
    .refine(isValidPhone, { error: say('PhoneFormat') })
    .transform(compactPhone)
  return {
    firstName: name('FirstNameRequired'),
    lastName: name('LastNameRequired'),
    recipient: required(ADDRESS_MAX_LENGTH, 'NameRequired'),
    optionalCompany: z
      .string({ error: say('TooLong', COMPANY_MAX_LENGTH) })
      .trim()
      .max(COMPANY_MAX_LENGTH, { error: say('TooLong', COMPANY_MAX_LENGTH) })
      .refine((v) => !carriesLink(v), { error: say('NoLink') })
      .nullish()
      .transform((v) => v || null),
    address: required(ADDRESS_MAX_LENGTH, 'AddressRequired'),
    zip: z
      .string({ error: say('ZipRequired') })
      .trim()
      .superRefine((value, check) => {
        const problem = zipProblem(culture, value)
        if (problem) check.addIssue({ code: 'custom', message: problem })
      }),
    city: required(CITY_MAX_LENGTH, 'CityRequired'),
    email: z
      .string({ error: say('EmailRequired') })
      .trim()
      .toLowerCase()
      .min(1, { error: say('EmailRequired') })
      .max(EMAIL_MAX_LENGTH, { error: say('EmailFormat') })
      .pipe(z.email({ error: say('EmailFormat') })),
    phone: phoneFormat,
    cvr: z
      .string({ error: say('CvrFormat') })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine(isValidCvr, { error: say('CvrFormat') }),
    ean: z
      .string({ error: say('EanFormat') })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => v === '' || isValidEan(v), { error: say('EanFormat') }),
  }
}

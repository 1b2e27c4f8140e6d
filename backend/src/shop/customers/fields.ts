/**
 * The field rules of the customer calls (docs/api/customers.md "Field rules"), with their messages in the culture.
 * A failed check answers `ContainsError` with `Errors` keyed by the contract's field names, which the storefront's
 * forms show beneath the same fields.
 */
import { z } from 'zod'
import type { Culture } from '../constants'
import { ShopError } from '../errors'
import { isValidPassword } from '@delikat/contract/customers'
import { compactPhone, isValidCvr, isValidEan, isValidPhone, isValidZip } from '@delikat/contract/identifiers'
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  INVOICE_CODE_MAX_LENGTH,
  INVOICE_TEXT_MAX_LENGTH,
  MAX_DELIVERY_ADDRESSES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants'
import { LEGITIMATE_INTERESTS } from './view'

export const FIELD_TEXTS = {
  da: {
    containsError: 'Ret de markerede felter.',
    clientType: 'Vælg privat- eller erhvervskunde.',
    email: 'Skriv en gyldig e-mailadresse.',
    password: `Adgangskoden skal være ${PASSWORD_MIN_LENGTH} til ${PASSWORD_MAX_LENGTH} tegn og indeholde mindst ét bogstav og ét tal.`,
    currentPassword: 'Adgangskoden er forkert.',
    firstName: `Skriv dit fornavn (højst ${NAME_MAX_LENGTH} tegn).`,
    lastName: `Skriv dit efternavn (højst ${NAME_MAX_LENGTH} tegn).`,
    phone: 'Skriv et telefonnummer på 8 cifre, evt. med +45 foran.',
    address: `Skriv vej og husnummer (højst ${ADDRESS_MAX_LENGTH} tegn).`,
    zip: 'Skriv et postnummer på 4 cifre.',
    city: `Skriv bynavnet (højst ${CITY_MAX_LENGTH} tegn).`,
    company: `Skriv firmaets navn (højst ${COMPANY_MAX_LENGTH} tegn).`,
    cvr: 'Skriv et gyldigt CVR-nummer på 8 cifre.',
    ean: 'Skriv et gyldigt EAN-nummer på 13 cifre.',
    recipient: `Skriv modtagerens navn (højst ${ADDRESS_MAX_LENGTH} tegn).`,
    tooLong: (max: number) => `Skriv højst ${max} tegn.`,
    yesNo: 'Vælg ja eller nej.',
    acceptTerms: 'Du skal acceptere handelsbetingelserne.',
    clubMemberConsent: 'Accepter klubbens vilkår for at blive medlem.',
    legitimateInterests: 'Vælg blandt de viste muligheder.',
    deliveryAddresses: `Du kan højst gemme ${MAX_DELIVERY_ADDRESSES} leveringsadresser.`,
    oneDefault: 'Kun én leveringsadresse kan være standard.',
    emailTaken: 'Der findes allerede en konto med denne e-mailadresse. Log ind, eller nulstil din adgangskode.',
    noLink: 'Skriv navnet uden webadresse, e-mailadresse eller tegnene < og >.',
  },
  en: {
    containsError: 'Please correct the marked fields.',
    clientType: 'Choose consumer or business customer.',
    email: 'Enter a valid e-mail address.',
    password: `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters and contain at least one letter and one digit.`,
    currentPassword: 'The password is not correct.',
    firstName: `Enter your first name (at most ${NAME_MAX_LENGTH} characters).`,
    lastName: `Enter your last name (at most ${NAME_MAX_LENGTH} characters).`,
    phone: 'Enter a phone number of 8 digits, optionally with +45 in front.',
    address: `Enter street and number (at most ${ADDRESS_MAX_LENGTH} characters).`,
    zip: 'Enter a postcode of 4 digits.',
    city: `Enter the town (at most ${CITY_MAX_LENGTH} characters).`,
    company: `Enter the company name (at most ${COMPANY_MAX_LENGTH} characters).`,
    cvr: 'Enter a valid CVR number of 8 digits.',
    ean: 'Enter a valid EAN number of 13 digits.',
    recipient: `Enter the recipient's name (at most ${ADDRESS_MAX_LENGTH} characters).`,
    tooLong: (max: number) => `Enter at most ${max} characters.`,
    yesNo: 'Choose yes or no.',
    acceptTerms: 'You must accept the terms and conditions.',
    clubMemberConsent: 'Accept the club terms to become a member.',
    legitimateInterests: 'Choose among the options shown.',
    deliveryAddresses: `You can save at most ${MAX_DELIVERY_ADDRESSES} delivery addresses.`,
    oneDefault: 'Only one delivery address can be the default.',
    emailTaken: 'There is already an account with this e-mail address. Log in, or reset your password.',
    noLink: 'Write the name without a web address, an e-mail address or the characters < and >.',
  },
} satisfies Record<Culture, Record<string, string | ((max: number) => string)>>

export type FieldErrors = Record<string, string>

export const containsError = (culture: Culture, errors: FieldErrors) =>
  new ShopError(400, 'ContainsError', FIELD_TEXTS[culture].containsError, errors)

/** The first message per field, keyed by the field's path in the body (`DeliveryAddresses.0.Zip`). */
export function collectErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) errors[issue.path.map(String).join('.') || '_'] ??= issue.message
  return errors
}

/**
 * Names travel into mails the shop sends to whatever address was given (welcome, reset, order), so they must not
 * carry a link or markup a mail program would show as one: no scheme, "www.", "@", angle brackets or domain-like
 * word ("x.dk"). "St. Clair" and "Jens-Peter" pass; "Vinbanden.dk ApS" must be written without its web address.
 */
const LINK_LIKE = /(:\/\/|\bwww\.|@|[<>]|[\p{L}\d-]\.[\p{L}]{2,}\b)/iu
export const carriesLink = (value: string) => LINK_LIKE.test(value)
const withoutSpaces = (value: string) => value.replace(/[\s-]/g, '')
/** Empty text and null clear a field (null); a field left out stays as it is (undefined). */
const clearable = (value: string | null | undefined) => (value === undefined ? undefined : value || null)

/** The building blocks, each failing with its field's message whatever is wrong (type, length, format). */
export function fieldRules(culture: Culture) {
  const t = FIELD_TEXTS[culture]
  const required = (max: number, message: string) =>
    z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message })
  /** Optional text: empty or null clears it (null); left out, it stays as it is (undefined). */
  const optional = (max: number, message = t.tooLong(max)) =>
    z.string({ error: message }).trim().max(max, { error: message }).nullish().transform(clearable)
  const phone = z.string({ error: t.phone }).refine(isValidPhone, { error: t.phone }).transform(compactPhone)
  return {
    email: z
      .string({ error: t.email })
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX_LENGTH, { error: t.email })
      .pipe(z.email({ error: t.email })),
    password: z.string({ error: t.password }).refine(isValidPassword, { error: t.password }),
    firstName: required(NAME_MAX_LENGTH, t.firstName).refine((v) => !carriesLink(v), { error: t.noLink }),
    lastName: required(NAME_MAX_LENGTH, t.lastName).refine((v) => !carriesLink(v), { error: t.noLink }),
    phone,
    optionalPhone: z
      .union([z.literal(''), phone], { error: t.phone })
      .nullish()
      .transform(clearable),
    address: required(ADDRESS_MAX_LENGTH, t.address),
    zip: z.string({ error: t.zip }).trim().refine(isValidZip, { error: t.zip }),
    city: required(CITY_MAX_LENGTH, t.city),
    company: required(COMPANY_MAX_LENGTH, t.company).refine((v) => !carriesLink(v), { error: t.noLink }),
    optionalCompany: optional(COMPANY_MAX_LENGTH, t.company).refine((v) => !v || !carriesLink(v), { error: t.noLink }),
    cvr: z.string({ error: t.cvr }).transform(withoutSpaces).refine(isValidCvr, { error: t.cvr }),
    ean: z
      .string({ error: t.ean })
      .transform(withoutSpaces)
      .refine((v) => v === '' || isValidEan(v), { error: t.ean })
      .nullish()
      .transform(clearable),
    recipient: required(ADDRESS_MAX_LENGTH, t.recipient),
    invoiceText: optional(INVOICE_TEXT_MAX_LENGTH),
    invoiceCode: optional(INVOICE_CODE_MAX_LENGTH),
    flag: z.boolean({ error: t.yesNo }),
    legitimateInterests: z
      .array(z.enum(LEGITIMATE_INTERESTS, { error: t.legitimateInterests }), { error: t.legitimateInterests })
      .transform((list) => [...new Set(list)]),
  }
}

/** The sign-up body for one client type; a consumer's business fields are ignored. */
export function signUpSchema(culture: Culture, clientType: 'B2C' | 'B2B') {
  const f = fieldRules(culture)
  const t = FIELD_TEXTS[culture]
  const common = {
    ClientType: z.enum(['B2C', 'B2B'], { error: t.clientType }),
    Email: f.email,
    Password: f.password,
    FirstName: f.firstName,
    LastName: f.lastName,
    Phone: f.phone,
    Address: f.address,
    Zip: f.zip,
    City: f.city,
    Newsletter: f.flag.optional(),
    ClubMember: f.flag.optional(),
    ClubMemberConsent: f.flag.optional(),
    AcceptTerms: z.literal(true, { error: t.acceptTerms }),
  }
  return clientType === 'B2B'
    ? z.object({ ...common, Company: f.company, Cvr: f.cvr, Ean: f.ean })
    : z.object(common).transform((v) => ({ ...v, Company: null, Cvr: null, Ean: null }))
}

export type SignUp = z.infer<ReturnType<typeof signUpSchema>>

/** Checks a sign-up body: the data, or every field's message at once (including the rules across fields). */
export function checkSignUp(
  culture: Culture,
  raw: unknown,
): { data: SignUp; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const clientType = body.ClientType === 'B2B' ? 'B2B' : 'B2C'
  const parsed = signUpSchema(culture, clientType).safeParse(raw)
  const errors: FieldErrors = parsed.success ? {} : collectErrors(parsed.error)
  // docs/product.md §6: club membership requires consent.
  if (body.ClubMember === true && body.ClubMemberConsent !== true) errors.ClubMemberConsent ??= FIELD_TEXTS[culture].clubMemberConsent
  if (!parsed.success || Object.keys(errors).length > 0) return { errors }
  return { data: parsed.data }
}

function deliveryAddressSchema(culture: Culture) {
  const f = fieldRules(culture)
  return z.object({
    Uid: z.string().max(64).nullish(),
    Name: f.recipient,
    Company: f.optionalCompany,
    Address: f.address,
    Zip: f.zip,
    City: f.city,
    Phone: f.optionalPhone,
    IsDefault: f.flag.optional().transform((v) => v === true),
  })
}

/**
 * What a customer may change about themselves (PUT customer). E-mail, client type, CVR and HardId are for
 * customer service: sent along, they are ignored. A consumer's business fields are ignored too.
 */
export function updateSchema(culture: Culture, clientType: 'B2C' | 'B2B') {
  const f = fieldRules(culture)
  const t = FIELD_TEXTS[culture]
  const common = {
    FirstName: f.firstName.optional(),
    LastName: f.lastName.optional(),
    Phone: f.phone.optional(),
    Address: f.address.optional(),
    Zip: f.zip.optional(),
    City: f.city.optional(),
    DeliveryAddresses: z
      .array(deliveryAddressSchema(culture), { error: t.deliveryAddresses })
      .max(MAX_DELIVERY_ADDRESSES, { error: t.deliveryAddresses })
      .refine((list) => list.filter((a) => a.IsDefault).length <= 1, { error: t.oneDefault })
      .optional(),
    Newsletter: f.flag.optional(),
    LegitimateInterests: f.legitimateInterests.optional(),
  }
  const business = {
    Company: f.company.optional(),
    Ean: f.ean,
    OrderedBy: f.invoiceText,
    Department: f.invoiceText,
    PlacementNumber: f.invoiceCode,
    CostPlace: f.invoiceCode,
    Accounting: f.invoiceCode,
  }
  return clientType === 'B2B' ? z.object({ ...common, ...business }) : z.object(common)
}

export type CustomerUpdate = z.infer<ReturnType<typeof updateSchema>> &
  Partial<Record<'Company' | 'Ean' | 'OrderedBy' | 'Department' | 'PlacementNumber' | 'CostPlace' | 'Accounting', string | null>>

export function passwordChangeSchema(culture: Culture) {
  const t = FIELD_TEXTS[culture]
  return z.object({
    CurrentPassword: z.string({ error: t.currentPassword }).min(1, { error: t.currentPassword }).max(1024, { error: t.currentPassword }),
    NewPassword: fieldRules(culture).password,
  })
}

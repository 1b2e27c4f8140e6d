/**
 * Checkout's invoice details (docs/product.md §3 invoice fields, §4 display modes, §5 field types; docs/api/checkout.md): the
 * fields a consumer (guest or logged in) or a business customer fills in, described for the storefront's form
 * renderer, and the rules that check them. Pure: the service reads the customer and stores the values.
 */
import { z } from 'zod'
import type { Culture } from '../constants'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../customers/constants'
import { addressRules } from '../address/fields'
import { collectErrors, fieldRules, FIELD_TEXTS, type FieldErrors } from '../customers/fields'
import type { Customer } from '../customers/view'
import type { CheckoutField } from './types'

/** Who is checking out. */
export type InvoiceReader = 'guest' | 'B2C' | 'B2B'

/** The customer's account, where a logged-in customer's fields start from (and their fixed business fields). */
export type InvoiceProfile = Pick<
  Customer,
  | 'Email'
  | 'FirstName'
  | 'LastName'
  | 'Phone'
  | 'Address'
  | 'Zip'
  | 'City'
  | 'Company'
  | 'Cvr'
  | 'Ean'
  | 'OrderedBy'
  | 'Department'
  | 'PlacementNumber'
  | 'CostPlace'
  | 'Accounting'
  | 'ClubMember'
>

export const OCCASIONS = ['Gift', 'Dinner', 'CompanyEvent', 'Myself'] as const
export const ORDER_NOTE_MAX_LENGTH = 500
export const GREETING_MESSAGE_MAX_LENGTH = 300

const TEXTS = {
  da: {
    labels: {
      Email: 'E-mail',
      Phone: 'Mobilnummer',
      FirstName: 'Fornavn',
      LastName: 'Efternavn',
      Address: 'Vej og husnummer',
      Zip: 'Postnummer',
      City: 'By',
      Company: 'Firma',
      Cvr: 'CVR-nummer',
      Ean: 'EAN-nummer',
      Requisition: 'Rekvisitionsnummer',
      OrderedBy: 'Bestilt af',
      Department: 'Afdeling',
      PlacementNumber: 'Placeringsnummer',
      CostPlace: 'Omkostningssted',
      Accounting: 'Kontering',
      Occasion: 'Anledning',
      OrderNote: 'Bemærkning til ordren',
      GreetingCard: 'Læg et hilsenkort i pakken',
      GreetingMessage: 'Hilsen på kortet',
      ClubSignup: 'Meld mig ind i Delikat Klubben (gratis)',
      ClubConsent: 'Jeg accepterer klubbens vilkår og vil have klubtilbud på e-mail',
      Password: 'Opret en konto med en adgangskode',
    },
    occasions: { Gift: 'Gave', Dinner: 'Middag eller fest', CompanyEvent: 'Firmaarrangement', Myself: 'Til mig selv' },
    descriptions: {
      OrderNote: 'F.eks. "Stil pakken ved bagdøren".',
      Requisition: 'Står på fakturaen, så jeres bogholderi kan finde købet.',
      Password: `Med en konto ser du dine ordrer og gemmer dine adresser. ${PASSWORD_MIN_LENGTH} til ${PASSWORD_MAX_LENGTH} tegn med mindst ét bogstav og ét tal. Du accepterer samtidig vores handelsbetingelser.`,
    },
    occasion: 'Vælg en af mulighederne.',
    orderNote: `Skriv højst ${ORDER_NOTE_MAX_LENGTH} tegn.`,
    greetingMessage: `Skriv en hilsen på højst ${GREETING_MESSAGE_MAX_LENGTH} tegn.`,
    clubConsent: 'Accepter klubbens vilkår for at blive medlem.',
  },
  en: {
    labels: {
      Email: 'E-mail',
      Phone: 'Mobile number',
      FirstName: 'First name',
      LastName: 'Last name',
      Address: 'Street and number',
      Zip: 'Postcode',
      City: 'City',
      Company: 'Company',
      Cvr: 'CVR number',
      Ean: 'EAN number',
      Requisition: 'Requisition number',
      OrderedBy: 'Ordered by',
      Department: 'Department',
      PlacementNumber: 'Placement number',
      CostPlace: 'Cost centre',
      Accounting: 'Accounting code',
      Occasion: 'Occasion',
      OrderNote: 'Note on the order',
      GreetingCard: 'Put a greeting card in the parcel',
      GreetingMessage: 'Greeting on the card',
      ClubSignup: 'Join the Delikat Club (free)',
      ClubConsent: 'I accept the club terms and want club offers by e-mail',
      Password: 'Create an account with a password',
    },
    occasions: { Gift: 'Gift', Dinner: 'Dinner or party', CompanyEvent: 'Company event', Myself: 'For myself' },
    descriptions: {
      OrderNote: 'E.g. "Leave the parcel at the back door".',
      Requisition: 'Printed on the invoice, so your bookkeeping can find the purchase.',
      Password: `With an account you see your orders and keep your addresses. ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters with at least one letter and one digit. You also accept our terms and conditions.`,
    },
    occasion: 'Choose one of the options.',
    orderNote: `Write at most ${ORDER_NOTE_MAX_LENGTH} characters.`,
    greetingMessage: `Write a greeting of at most ${GREETING_MESSAGE_MAX_LENGTH} characters.`,
    clubConsent: 'Accept the club terms to join.',
  },
} satisfies Record<Culture, unknown>

type Label = keyof (typeof TEXTS)['da']['labels']

/** The stored invoice details: what was given, checked. */
export type InvoiceValues = Record<string, string | boolean | null>

const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const flag = (value: unknown): boolean => value === true

function hasFullAddress(profile: InvoiceProfile | null): boolean {
  return Boolean(profile?.Address && profile.Zip && profile.City)
}

/**
 * The fields for this reader, with the values given before (`stored`) or else from the account. A logged-in
 * customer's e-mail is their login (read-only); their saved address shows read-only with a dialog to change it for
 * this order; a business customer's company, CVR and EAN come from the account.
 */
export function invoiceFields(
  culture: Culture,
  reader: InvoiceReader,
  profile: InvoiceProfile | null,
  stored: InvoiceValues | null,
): CheckoutField[] {
  const t = TEXTS[culture]
  const given = stored ?? {}
  const start = (name: string, fromProfile: unknown) => (name in given ? given[name] : (fromProfile ?? ''))
  const field = (
    Name: Label,
    FieldType: CheckoutField['FieldType'],
    Required: boolean,
    Value: unknown,
    DisplayMode: CheckoutField['DisplayMode'] = 'EditableInline',
  ): CheckoutField => ({
    Name,
    FieldType,
    DisplayMode,
    Label: t.labels[Name],
    Value: typeof Value === 'boolean' ? Value : str(Value),
    Required,
  })
  const addressMode = reader !== 'guest' && hasFullAddress(profile) ? 'ReadonlyButEditableInModal' : 'EditableInline'
  const fields: CheckoutField[] = [
    reader === 'guest' ? field('Email', 'Email', true, given.Email) : field('Email', 'Email', true, profile?.Email, 'Readonly'),
    field('Phone', 'Phone', true, start('Phone', profile?.Phone)),
    field('FirstName', 'Text', true, start('FirstName', profile?.FirstName)),
    field('LastName', 'Text', true, start('LastName', profile?.LastName)),
    field('Address', 'Text', true, start('Address', profile?.Address), addressMode),
    field('Zip', 'Text', true, start('Zip', profile?.Zip), addressMode),
    field('City', 'Text', true, start('City', profile?.City), addressMode),
  ]
  if (reader === 'B2B') {
    fields.push(field('Company', 'Text', true, profile?.Company, 'Readonly'), field('Cvr', 'Text', true, profile?.Cvr, 'Readonly'))
    if (profile?.Ean) fields.push(field('Ean', 'Text', false, profile.Ean, 'Readonly'))
    fields.push(
      { ...field('Requisition', 'Text', false, given.Requisition), Description: t.descriptions.Requisition },
      field(
        'OrderedBy',
        'Text',
        false,
        start('OrderedBy', profile?.OrderedBy ?? `${profile?.FirstName ?? ''} ${profile?.LastName ?? ''}`.trim()),
      ),
      field('Department', 'Text', false, start('Department', profile?.Department)),
      field('PlacementNumber', 'Text', false, start('PlacementNumber', profile?.PlacementNumber)),
      field('CostPlace', 'Text', false, start('CostPlace', profile?.CostPlace)),
      field('Accounting', 'Text', false, start('Accounting', profile?.Accounting)),
    )
  }
  fields.push(
    {
      ...field('Occasion', 'DropdownWithTextValue', false, given.Occasion),
      // No empty option: the form offers its own "choose" line for an optional dropdown.
      Options: OCCASIONS.map((o) => ({ Value: o, Label: t.occasions[o] })),
    },
    { ...field('OrderNote', 'TextMultiline', false, given.OrderNote, 'HiddenButEditableInModal'), Description: t.descriptions.OrderNote },
    {
      ...field('GreetingCard', 'BooleanWithChildItems', false, flag(given.GreetingCard)),
      ChildItems: [field('GreetingMessage', 'TextMultiline', true, given.GreetingMessage)],
    },
  )
  // docs/product.md §3's password: a guest may create an account with the order (the values above become its profile).
  if (reader === 'guest') fields.push({ ...field('Password', 'Password', false, ''), Description: t.descriptions.Password })
  // docs/product.md §6: club membership requires consent; it is for consumers, and only for those not members already.
  if (reader !== 'B2B' && !profile?.ClubMember) {
    fields.push({
      ...field('ClubSignup', 'BooleanWithChildItems', false, flag(given.ClubSignup)),
      ChildItems: [field('ClubConsent', 'Boolean', true, flag(given.ClubConsent))],
    })
  }
  return fields
}

/** The rules for one reader's fields. Read-only account fields are not taken from the body. */
function invoiceSchema(culture: Culture, reader: InvoiceReader) {
  const f = fieldRules(culture)
  // The contact and address fields say what is wrong, as the storefront does (shop/address/fields.ts).
  const a = addressRules(culture)
  const t = TEXTS[culture]
  const base = {
    Phone: a.phone,
    FirstName: a.firstName,
    LastName: a.lastName,
    Address: a.address,
    Zip: a.zip,
    City: a.city,
    Occasion: z
      .union([z.literal(''), z.enum(OCCASIONS)], { error: t.occasion })
      .nullish()
      .transform((v) => v || null),
    OrderNote: z
      .string({ error: t.orderNote })
      .trim()
      .max(ORDER_NOTE_MAX_LENGTH, { error: t.orderNote })
      .nullish()
      .transform((v) => v || null),
    GreetingCard: z
      .boolean()
      .nullish()
      .transform((v) => v === true),
    GreetingMessage: z.string({ error: t.greetingMessage }).trim().max(GREETING_MESSAGE_MAX_LENGTH, { error: t.greetingMessage }).nullish(),
    ClubSignup: z
      .boolean()
      .nullish()
      .transform((v) => v === true),
    ClubConsent: z
      .boolean()
      .nullish()
      .transform((v) => v === true),
  }
  const business = {
    Requisition: f.invoiceCode,
    OrderedBy: f.invoiceText,
    Department: f.invoiceText,
    PlacementNumber: f.invoiceCode,
    CostPlace: f.invoiceCode,
    Accounting: f.invoiceCode,
  }
  return reader === 'guest' ? z.object({ ...base, Email: a.email }) : reader === 'B2B' ? z.object({ ...base, ...business }) : z.object(base)
}

/**
 * Checks the invoice details a reader sent: the values to store (the account's e-mail and business identity taken
 * from the account, not the body), or every field's message at once, keyed by the field names.
 */
export function checkInvoiceDetails(
  culture: Culture,
  reader: InvoiceReader,
  profile: InvoiceProfile | null,
  raw: unknown,
):
  | { values: InvoiceValues; password: string | null; errors?: undefined }
  | { values?: undefined; password?: undefined; errors: FieldErrors } {
  const t = TEXTS[culture]
  const body = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>
  const parsed = invoiceSchema(culture, reader).safeParse(body)
  const errors: FieldErrors = parsed.success ? {} : collectErrors(parsed.error)
  // Child fields count only while their box is ticked (docs/product.md §5 BooleanWithChildItems).
  if (body.GreetingCard === true && !str(body.GreetingMessage).trim()) errors.GreetingMessage ??= t.greetingMessage
  const clubOffered = reader !== 'B2B' && !profile?.ClubMember
  if (clubOffered && body.ClubSignup === true && body.ClubConsent !== true) errors.ClubConsent ??= t.clubConsent
  const password = reader === 'guest' ? str(body.Password) : ''
  if (password !== '' && !fieldRules(culture).password.safeParse(password).success) errors.Password ??= FIELD_TEXTS[culture].password
  if (!parsed.success || Object.keys(errors).length > 0) return { errors }
  const data = parsed.data as Record<string, unknown>
  const values: InvoiceValues = {
    ...(Object.fromEntries(
      Object.entries(data).map(([k, v]) => [k, v === undefined ? null : (v as string | boolean | null)]),
    ) as InvoiceValues),
    GreetingMessage: data.GreetingCard ? str(data.GreetingMessage).trim() || null : null,
    ClubSignup: clubOffered && data.ClubSignup === true,
    ClubConsent: clubOffered && data.ClubSignup === true && data.ClubConsent === true,
  }
  if (reader !== 'guest') values.Email = profile?.Email ?? null
  if (reader === 'B2B') {
    values.Company = profile?.Company ?? null
    values.Cvr = profile?.Cvr ?? null
    values.Ean = profile?.Ean ?? null
  }
  // The password is never stored with the details: it only creates the account (shop/checkout/service.ts).
  delete values.Password
  return { values, password: password || null }
}

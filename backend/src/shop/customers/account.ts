/**
 * The customer's own account (docs/product.md §7 customer calls, docs/api/customers.md): read, sign up, update, change the
 * password, and the marketing settings. Every call acts as the logged-in customer with Payload's access control on
 * (docs/architecture.md §8), except sign-up, which creates the account for a guest.
 */
import { randomUUID } from 'node:crypto'
import { Forbidden, NotFound, ValidationError, type PayloadRequest } from 'payload'
import { dbPool } from '../../db/pool'
import { env } from '../../env'
import type { Customer as CustomerDoc } from '../../payload-types'
import type { Culture } from '../constants'
import type { ShopContext } from '../context'
import { sendMailInBackground } from '../email'
import { welcomeMail } from '../email/templates'
import { ShopError } from '../errors'
import { assertNotActing } from '../impersonation/limits'
import { recordProfileConsents } from '../marketing/service'
import { claimAttempt, LOGIN_ATTEMPTS, SIGNUP_ATTEMPTS, tryClaim } from '../rate-limit'
import {
  checkSignUp,
  collectErrors,
  containsError,
  FIELD_TEXTS,
  passwordChangeSchema,
  updateSchema,
  type CustomerUpdate,
  type FieldErrors,
} from './fields'
import { verifyPassword } from './password'
import { toCustomer, toCustomerSettings, type Customer, type CustomerSettings } from './view'

const TEXTS = {
  da: {
    unauthorized: 'Log ind for at fortsætte.',
    unableToCreate: 'Kontoen kunne ikke oprettes.',
    unableToUpdate: 'Dine oplysninger kunne ikke gemmes. Prøv igen.',
    tooManyAttempts: (minutes: number) =>
      `For mange forkerte adgangskoder. Prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
  },
  en: {
    unauthorized: 'Please log in to continue.',
    unableToCreate: 'The account could not be created.',
    unableToUpdate: 'Your details could not be saved. Please try again.',
    tooManyAttempts: (minutes: number) => `Too many wrong passwords. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
} satisfies Record<Culture, Record<string, string | ((minutes: number) => string)>>

/** The logged-in customer, or 401 for a guest. */
export function requireCustomer(ctx: ShopContext): { id: number; clientType: 'B2C' | 'B2B' } {
  if (!ctx.customer) throw new ShopError(401, 'Unauthorized', TEXTS[ctx.culture].unauthorized)
  return ctx.customer
}

/** Payload's field paths (`deliveryAddresses.0.zip`) as the contract names them (`DeliveryAddresses.0.Zip`). */
export function contractPath(path: string): string {
  return path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('.')
}

function payloadFieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {}
  for (const e of error.data.errors) errors[contractPath(e.path)] ??= e.message
  return errors
}

async function readOwn(ctx: ShopContext, req: PayloadRequest): Promise<CustomerDoc> {
  const { id } = requireCustomer(ctx)
  try {
    const doc = await ctx.payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: false, req })
    // Blocked by customer service while a bearer token was still valid: treated as logged out at once.
    if (doc.accountBlocked) throw new ShopError(401, 'Unauthorized', TEXTS[ctx.culture].unauthorized)
    return doc
  } catch (error) {
    // The account was deleted while a token for it was still around.
    if (error instanceof NotFound || error instanceof Forbidden) throw new ShopError(401, 'Unauthorized', TEXTS[ctx.culture].unauthorized)
    throw error
  }
}

export async function getCustomer(ctx: ShopContext, req: PayloadRequest): Promise<Customer> {
  return toCustomer(await readOwn(ctx, req), { actingStaff: Boolean(ctx.impersonation) })
}

export async function getCustomerSettings(ctx: ShopContext, req: PayloadRequest): Promise<CustomerSettings> {
  return toCustomerSettings(await readOwn(ctx, req))
}

const storefrontLink = (culture: Culture, path: string) => `${env().STOREFRONT_URL}${culture === 'en' ? '/en' : ''}${path}`

/**
 * Creates the account from a sign-up body. The caller logs the new customer in. A consumer is a "Private"
 * customer; a business with an EAN number is a public customer (invoiced through NemHandel), others "Business".
 */
/** `client`: the caller's address (rate-limit.ts clientAddress), which sign-ups are counted by. */
export async function signUp(
  ctx: ShopContext,
  raw: unknown,
  client: string,
): Promise<{ email: string; password: string; customer: CustomerDoc }> {
  const { payload, culture } = ctx
  const checked = checkSignUp(culture, raw)
  if (checked.errors) throw containsError(culture, checked.errors)
  const body = checked.data
  const taken = () =>
    new ShopError(409, 'UnableToCreateCustomer', TEXTS[culture].unableToCreate, { Email: FIELD_TEXTS[culture].emailTaken })

  // Counted whether the address is taken or not: each try either mails someone or tells whether an address has an
  // account, and neither may be scripted.
  const pool = dbPool(payload)
  await claimAttempt(pool, SIGNUP_ATTEMPTS, client, culture)

  const { totalDocs } = await payload.count({ collection: 'customers', where: { email: { equals: body.Email } } })
  if (totalDocs > 0) throw taken()

  const b2b = body.ClientType === 'B2B'
  const clubConsent = body.ClubMember === true && body.ClubMemberConsent === true
  let customer: CustomerDoc
  try {
    customer = await payload.create({
      collection: 'customers',
      depth: 0,
      data: {
        email: body.Email,
        password: body.Password,
        clientType: body.ClientType,
        customerType: b2b ? (body.Ean ? 'Public' : 'Business') : 'Private',
        firstName: body.FirstName,
        lastName: body.LastName,
        phone: body.Phone,
        address: body.Address,
        zip: body.Zip,
        city: body.City,
        company: b2b ? body.Company : null,
        cvr: b2b ? body.Cvr : null,
        ean: b2b ? body.Ean : null,
        newsletter: body.Newsletter === true,
        clubMember: clubConsent,
        clubMemberConsentAt: clubConsent ? new Date().toISOString() : null,
      },
    })
  } catch (error) {
    if (error instanceof ValidationError) {
      // Two sign-ups with one address at once: the database's unique index decides, the loser hears why.
      if (error.data.errors.some((e) => e.path === 'email')) throw taken()
      throw containsError(culture, payloadFieldErrors(error))
    }
    throw error
  }

  // The consents given with the account go into their history and to the marketing platform (docs/adr/0029).
  const consents = { club: clubConsent, newsletter: customer.newsletter === true, interests: [] }
  await recordProfileConsents(ctx, customer, { club: false, newsletter: false, interests: [] }, consents, 'signup')

  sendMailInBackground(payload, {
    to: customer.email,
    ...welcomeMail({
      culture,
      firstName: customer.firstName,
      email: customer.email,
      clientType: customer.clientType,
      company: customer.company,
      accountLink: storefrontLink(culture, '/konto/'),
    }),
  })
  return { email: body.Email, password: body.Password, customer }
}

/** The stored delivery addresses for the new list: an address keeps its Uid only if it was the customer's. */
function deliveryAddresses(update: NonNullable<CustomerUpdate['DeliveryAddresses']>, existing: CustomerDoc['deliveryAddresses']) {
  const known = new Set((existing ?? []).map((a) => a.uid))
  return update.map((a) => ({
    uid: a.Uid && known.has(a.Uid) ? a.Uid : randomUUID(),
    name: a.Name,
    company: a.Company ?? null,
    address: a.Address,
    zip: a.Zip,
    city: a.City,
    phone: a.Phone ?? null,
    isDefault: a.IsDefault,
  }))
}

/** Whether an update changes a consent: only the customer may give or withdraw one (docs/adr/0028). */
function consentChanged(current: CustomerDoc, body: CustomerUpdate): boolean {
  const interests = (list: readonly string[] | null | undefined) => [...(list ?? [])].sort().join(',')
  return (
    (body.Newsletter !== undefined && body.Newsletter !== (current.newsletter === true)) ||
    (body.LegitimateInterests !== undefined && interests(body.LegitimateInterests) !== interests(current.legitimateInterests))
  )
}

export async function updateCustomer(ctx: ShopContext, req: PayloadRequest, raw: unknown): Promise<Customer> {
  const { payload, culture } = ctx
  const current = await readOwn(ctx, req)
  const parsed = updateSchema(culture, current.clientType).safeParse(raw)
  if (!parsed.success) throw containsError(culture, collectErrors(parsed.error))
  const body = parsed.data as CustomerUpdate
  if (ctx.impersonation && consentChanged(current, body)) assertNotActing(ctx, 'consent')

  const data: Partial<CustomerDoc> = {
    firstName: body.FirstName,
    lastName: body.LastName,
    phone: body.Phone,
    address: body.Address,
    zip: body.Zip,
    city: body.City,
    newsletter: body.Newsletter,
    legitimateInterests: body.LegitimateInterests,
    ...(body.DeliveryAddresses ? { deliveryAddresses: deliveryAddresses(body.DeliveryAddresses, current.deliveryAddresses) } : {}),
    ...(current.clientType === 'B2B'
      ? {
          company: body.Company,
          ean: body.Ean,
          orderedBy: body.OrderedBy,
          department: body.Department,
          placementNumber: body.PlacementNumber,
          costPlace: body.CostPlace,
          accounting: body.Accounting,
        }
      : {}),
  }
  for (const key of Object.keys(data) as (keyof typeof data)[]) if (data[key] === undefined) delete data[key]

  try {
    // As the customer, with access control on: the collection's field access keeps e-mail, client type, CVR
    // and HardId out of reach even if a key slipped through.
    const updated = await payload.update({ collection: 'customers', id: current.id, data, depth: 0, overrideAccess: false, req })
    const consents = (doc: CustomerDoc) => ({
      club: doc.clubMember === true,
      newsletter: doc.newsletter === true,
      interests: doc.legitimateInterests ?? [],
    })
    await recordProfileConsents(ctx, updated, consents(current), consents(updated), 'account')
    return toCustomer(updated, { actingStaff: Boolean(ctx.impersonation) })
  } catch (error) {
    if (error instanceof ValidationError) throw containsError(culture, payloadFieldErrors(error))
    if (error instanceof NotFound || error instanceof Forbidden)
      throw new ShopError(409, 'UnableToUpdateCustomer', TEXTS[culture].unableToUpdate)
    throw error
  }
}

/**
 * Changes the password after checking the current one. The check neither starts a session nor counts towards the
 * account's lock (a customer who mistypes here should not lock themselves out), but wrong guesses count against the
 * client like failed logins. Payload's update then ends every other session of the customer; the current one stays.
 */
export async function changePassword(ctx: ShopContext, req: PayloadRequest, raw: unknown, client: string): Promise<void> {
  const { payload, culture } = ctx
  const { id } = requireCustomer(ctx)
  const parsed = passwordChangeSchema(culture).safeParse(raw)
  if (!parsed.success) throw containsError(culture, collectErrors(parsed.error))
  const pool = dbPool(payload)
  const claim = await tryClaim(pool, LOGIN_ATTEMPTS, client)
  if (!claim.admitted) {
    const seconds = claim.retryAfterSeconds
    throw new ShopError(429, 'TooManyAttempts', TEXTS[culture].tooManyAttempts(Math.ceil(seconds / 60)), undefined, seconds)
  }
  const stored = await payload.db.findOne<CustomerDoc>({ collection: 'customers', where: { id: { equals: id } } })
  if (!stored || stored.accountBlocked) throw new ShopError(401, 'Unauthorized', TEXTS[culture].unauthorized)
  // A wrong guess keeps its claim on the client's attempts; a right one gives it back.
  if (!(await verifyPassword(stored, parsed.data.CurrentPassword))) {
    throw containsError(culture, { CurrentPassword: FIELD_TEXTS[culture].currentPassword })
  }
  await claim.attempt.release()
  try {
    await payload.update({ collection: 'customers', id, data: { password: parsed.data.NewPassword }, depth: 0, overrideAccess: false, req })
  } catch (error) {
    if (error instanceof ValidationError) throw containsError(culture, { NewPassword: FIELD_TEXTS[culture].password })
    throw error
  }
}

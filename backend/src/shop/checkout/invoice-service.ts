/**
 * The checkout's invoice details (docs/api/checkout.md "Invoice details"): the fields for whoever checks out, with
 * what they gave before, saving them (a guest who gives a password gets an account), and the payment's check that
 * they are complete. The fields' rules are invoice.ts.
 */
import { dbPool } from '../../db/pool'
import { getBasket } from '../basket/service'
import type { Culture, PaymentMethod } from '../constants'
import type { ShopContext } from '../context'
import { signUp } from '../customers/account'
import { containsError } from '../customers/fields'
import { checkInvoiceDetails, invoiceFields, type InvoiceProfile, type InvoiceReader, type InvoiceValues } from './invoice'
import { offeredPaymentMethods } from './invoice-orders'
import type { CheckoutField } from './types'

const pool = (ctx: ShopContext) => dbPool(ctx.payload)

/** Who is checking out, and their account. */
async function invoiceReader(ctx: ShopContext): Promise<{ reader: InvoiceReader; profile: InvoiceProfile | null }> {
  if (!ctx.customer) return { reader: 'guest', profile: null }
  const { rows } = await pool(ctx).query<Record<string, string | boolean | null>>(
    `SELECT email, first_name, last_name, phone, address, zip, city, company, cvr, ean, ordered_by, department,
            placement_number, cost_place, accounting, club_member
       FROM customers WHERE id = $1`,
    [ctx.customer.id],
  )
  const c = rows[0]
  if (!c) return { reader: 'guest', profile: null }
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)
  return {
    reader: ctx.customer.clientType,
    profile: {
      Email: String(c.email),
      FirstName: String(c.first_name ?? ''),
      LastName: String(c.last_name ?? ''),
      Phone: text(c.phone),
      Address: text(c.address),
      Zip: text(c.zip),
      City: text(c.city),
      Company: text(c.company),
      Cvr: text(c.cvr),
      Ean: text(c.ean),
      OrderedBy: text(c.ordered_by),
      Department: text(c.department),
      PlacementNumber: text(c.placement_number),
      CostPlace: text(c.cost_place),
      Accounting: text(c.accounting),
      ClubMember: c.club_member === true,
    },
  }
}

async function storedInvoiceDetails(ctx: ShopContext, basketUid: string): Promise<{ basketId: number; values: InvoiceValues | null }> {
  const { rows } = await pool(ctx).query<{ id: number; invoice_details: InvoiceValues | null }>(
    'SELECT id, invoice_details FROM baskets WHERE uid = $1',
    [basketUid],
  )
  return { basketId: rows[0]!.id, values: rows[0]!.invoice_details }
}

/**
 * GET checkout/{basketUid}/invoicedetails: the fields for the caller's customer type, with what they gave before,
 * and the payment methods the caller may choose (invoice only for a business customer service approved).
 */
export async function getInvoiceDetails(
  ctx: ShopContext,
  basketUid: string,
): Promise<{ Fields: CheckoutField[]; PaymentMethods: PaymentMethod[] }> {
  const basket = await getBasket(ctx, basketUid)
  const { reader, profile } = await invoiceReader(ctx)
  const { values } = await storedInvoiceDetails(ctx, basket.Uid)
  return { Fields: invoiceFields(ctx.culture, reader, profile, values), PaymentMethods: await offeredPaymentMethods(ctx) }
}

/**
 * POST checkout/{basketUid}/invoicedetails (all fields) and PUT invoicedetails/fields (some, from a dialog: merged
 * with what was given before and checked as a whole). 400 ContainsError with every field's message; nothing is
 * stored unless all is well. A guest who gives a password gets an account made from the details (409 with an error
 * on Email when the address has one already: log in instead), and the caller starts their session (`account`).
 * The basket stays a guest's until the new customer's first call with their token claims it, as at any login: so
 * the browser never holds a basket id its calls without the token may not read. `client`: the caller's address, which
 * such sign-ups are counted by like any other.
 */
export async function saveInvoiceDetails(
  ctx: ShopContext,
  basketUid: string,
  body: unknown,
  options: { client: string; merge?: boolean },
): Promise<{ Fields: CheckoutField[]; PaymentMethods: PaymentMethod[]; account?: { email: string; password: string } }> {
  const basket = await getBasket(ctx, basketUid)
  const { reader, profile } = await invoiceReader(ctx)
  const stored = await storedInvoiceDetails(ctx, basket.Uid)
  const given = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const raw = options.merge ? { ...(stored.values ?? invoiceDefaults(ctx.culture, reader, profile)), ...given } : given
  const checked = checkInvoiceDetails(ctx.culture, reader, profile, raw)
  if (!checked.values) throw containsError(ctx.culture, checked.errors)
  let account: { email: string; password: string } | undefined
  let fieldsFor: { reader: InvoiceReader; profile: InvoiceProfile | null } = { reader, profile }
  let answeredFor = ctx
  if (reader === 'guest' && checked.password) {
    const v = checked.values
    const created = await signUp(
      ctx,
      {
        ClientType: 'B2C',
        Email: v.Email,
        Password: checked.password,
        FirstName: v.FirstName,
        LastName: v.LastName,
        Phone: v.Phone,
        Address: v.Address,
        Zip: v.Zip,
        City: v.City,
        // The field says so: creating the account accepts the terms.
        AcceptTerms: true,
        ClubMember: v.ClubSignup === true,
        ClubMemberConsent: v.ClubConsent === true,
      },
      options.client,
    )
    account = { email: created.email, password: created.password }
    const signedIn: ShopContext = { ...ctx, customer: { id: created.customer.id, clientType: 'B2C' } }
    fieldsFor = await invoiceReader(signedIn)
    answeredFor = signedIn
    // A member from now on: the order need not sign them up again.
    if (fieldsFor.profile?.ClubMember) checked.values.ClubSignup = checked.values.ClubConsent = false
  }
  await pool(ctx).query('UPDATE baskets SET invoice_details = $2, updated_at = now() WHERE id = $1', [
    stored.basketId,
    JSON.stringify(checked.values),
  ])
  return {
    Fields: invoiceFields(ctx.culture, fieldsFor.reader, fieldsFor.profile, checked.values),
    PaymentMethods: await offeredPaymentMethods(answeredFor),
    ...(account ? { account } : {}),
  }
}

/** The values the form starts with, as a body: what a dialog's change is merged into before anything was saved. */
function invoiceDefaults(culture: Culture, reader: InvoiceReader, profile: InvoiceProfile | null): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  const collect = (fields: CheckoutField[]) => {
    for (const field of fields) {
      values[field.Name] = field.Value
      if (field.ChildItems) collect(field.ChildItems)
    }
  }
  collect(invoiceFields(culture, reader, profile, null))
  return values
}

/** Whether the basket's invoice details are complete and valid for whoever checks out now (the payment's check). */
export async function invoiceDetailsFor(
  ctx: ShopContext,
  basketUid: string,
): Promise<{ values: InvoiceValues | null; errors: Record<string, string> | null; reader: InvoiceReader }> {
  const { reader, profile } = await invoiceReader(ctx)
  const { values } = await storedInvoiceDetails(ctx, basketUid)
  if (!values) return { values: null, errors: null, reader }
  const checked = checkInvoiceDetails(ctx.culture, reader, profile, values)
  return checked.values ? { values: checked.values, errors: null, reader } : { values: null, errors: checked.errors, reader }
}

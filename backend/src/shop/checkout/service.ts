/**
 * Checkout's delivery step (SPEC §7 checkout/{basketUid}/..., API.md "Checkout"): the methods a basket is offered,
 * the choice, the delivery address or PostNord service point, and the service point lookup. The choice is kept on
 * the basket, so its totals carry the delivery (shop/basket/view.ts) and a reload continues where the shopper was.
 * Every call is checked against the basket's owner like the basket calls (someone else's basket is a 404).
 */
import { deliveryKindOf } from '@delikat/contract/checkout'
import type { PoolClient } from 'pg'
import { z } from 'zod'
import { dbPool } from '../../db/pool'
import { getBasket } from '../basket/service'
import type { Basket } from '../basket/view'
import type { Culture, DeliveryMethodType, PaymentMethod } from '../constants'
import type { ShopContext } from '../context'
import { signUp } from '../customers/account'
import { collectErrors, containsError, fieldRules, FIELD_TEXTS } from '../customers/fields'
import { ShopError } from '../errors'
import { money, type Money } from '@delikat/contract/money'
import { DEFAULT_SERVICE_POINT_COUNT, type ServiceLocation, type ServicePointProvider } from '../delivery/service-points'
import { deliveryCharge, needsDelivery, offeredMethods, type DeliveryMethodConfig } from './delivery'
import { checkInvoiceDetails, invoiceFields, type InvoiceProfile, type InvoiceReader, type InvoiceValues } from './invoice'
import { offeredPaymentMethods } from './invoice-orders'
import { inPostalAreas } from './postal-areas'
import type { CheckoutField, DeliveryAddress } from './types'

export type { CheckoutField, DeliveryAddress } from './types'

const TEXTS = {
  da: {
    notOffered: 'Denne leveringsmetode kan ikke vælges til din kurv eller adresse.',
    burdArea: (zip: string) => `Cykelbudet kører ikke til postnummer ${zip}. Vælg en anden leveringsmetode.`,
    serviceLocation: 'Vælg et udleveringssted på listen.',
    serviceLocationsUnavailable: 'Vi kan ikke hente PostNords udleveringssteder lige nu. Prøv igen om lidt, eller vælg en anden leveringsmetode.',
    labels: { Name: 'Modtagerens navn', Company: 'Firma', Address: 'Vej og husnummer', Zip: 'Postnummer', City: 'By', Phone: 'Mobilnummer' },
  },
  en: {
    notOffered: 'This delivery method cannot be chosen for your basket or address.',
    burdArea: (zip: string) => `The bike courier does not ride to postcode ${zip}. Please choose another delivery method.`,
    serviceLocation: 'Choose a service point from the list.',
    serviceLocationsUnavailable: "PostNord's service points cannot be fetched right now. Try again shortly, or choose another delivery method.",
    labels: { Name: "Recipient's name", Company: 'Company', Address: 'Street and number', Zip: 'Postcode', City: 'City', Phone: 'Mobile number' },
  },
} satisfies Record<Culture, unknown>

export interface DeliveryMethodView {
  Id: number
  DeliveryMethodType: DeliveryMethodType
  Name: string
  Description: string | null
  /** What it costs this basket now (0 from the free-delivery amount). */
  Price: Money
  /** Free from this amount of goods, in the customer's terms; null: never free. */
  FreeAbove: Money | null
  /** Click and collect: where and when. */
  PickupAddress: string | null
  Selected: boolean
}

export interface DeliveryDetails {
  DeliveryMethods: DeliveryMethodView[]
  DeliveryAddress: DeliveryAddress | null
  ServiceLocation: ServiceLocation | null
  /** The basket's totals with the chosen delivery. */
  Totals: Basket['Totals']
}

interface CheckoutState {
  basketId: number
  deliveryMethodId: number | null
  deliveryAddress: DeliveryAddress | null
  serviceLocation: ServiceLocation | null
}

const pool = (ctx: ShopContext) => dbPool(ctx.payload)

async function readState(client: Pick<PoolClient, 'query'>, basketUid: string): Promise<CheckoutState> {
  const { rows } = await client.query<{ id: number; delivery_method_id: number | null; delivery_address: DeliveryAddress | null; service_location: ServiceLocation | null }>(
    'SELECT id, delivery_method_id, delivery_address, service_location FROM baskets WHERE uid = $1',
    [basketUid],
  )
  const row = rows[0]!
  return { basketId: row.id, deliveryMethodId: row.delivery_method_id, deliveryAddress: row.delivery_address, serviceLocation: row.service_location }
}

/** The active methods in their configured order, named in the culture. */
export async function loadDeliveryMethods(ctx: ShopContext): Promise<DeliveryMethodConfig[]> {
  const { rows } = await pool(ctx).query<{
    id: number
    method_type: DeliveryMethodType
    price: string
    free_above: string | null
    postal_codes: string | null
    name: string | null
    description: string | null
    pickup_address: string | null
  }>(
    `SELECT d.id, d.method_type, d.price, d.free_above, d.postal_codes,
            coalesce(l.name, da.name) AS name, coalesce(l.description, da.description) AS description,
            coalesce(l.pickup_address, da.pickup_address) AS pickup_address
       FROM delivery_methods d
       LEFT JOIN delivery_methods_locales l ON l._parent_id = d.id AND l._locale = $1
       LEFT JOIN delivery_methods_locales da ON da._parent_id = d.id AND da._locale = 'da'
      WHERE d.active IS NOT FALSE
      ORDER BY d.sort_order, d.id`,
    [ctx.culture],
  )
  return rows.map((r) => ({
    id: r.id,
    type: r.method_type,
    name: r.name ?? r.method_type,
    description: r.description,
    price: Number(r.price),
    freeAbove: r.free_above === null ? null : Number(r.free_above),
    postalCodes: r.postal_codes,
    pickupAddress: r.pickup_address,
  }))
}

/** A logged-in customer's own address, to start the delivery form from. */
async function customerAddress(ctx: ShopContext): Promise<Partial<DeliveryAddress> | null> {
  if (!ctx.customer) return null
  const { rows } = await pool(ctx).query<{ first_name: string; last_name: string; company: string | null; address: string | null; zip: string | null; city: string | null; phone: string | null }>(
    'SELECT first_name, last_name, company, address, zip, city, phone FROM customers WHERE id = $1',
    [ctx.customer.id],
  )
  const c = rows[0]
  if (!c) return null
  return { Name: `${c.first_name} ${c.last_name}`.trim(), Company: c.company, Address: c.address ?? '', Zip: c.zip ?? '', City: c.city ?? '', Phone: c.phone ?? '' }
}

const goodsAfterDiscount = (basket: Basket) => basket.Totals.SubTotal.Amount - giftCardPurchases(basket) - basket.Totals.Discount.Amount
const giftCardPurchases = (basket: Basket) => basket.GiftCardLines.reduce((sum, g) => sum + g.LinePrice.Amount, 0)

function isPhysical(basket: Basket): boolean {
  return needsDelivery(basket.Lines.map((l) => ({ productType: l.Product?.Type ?? null, available: l.Unavailable === null })))
}

/** The methods this basket is offered now, with the postal code they were judged by. */
async function offersFor(ctx: ShopContext, basket: Basket, state: CheckoutState) {
  const zip = state.deliveryAddress?.Zip || (await customerAddress(ctx))?.Zip || null
  const methods = offeredMethods(await loadDeliveryMethods(ctx), { physical: isPhysical(basket), zip: zip && /^\d{4}$/.test(zip) ? zip : null })
  return methods
}

function methodView(method: DeliveryMethodConfig, basket: Basket, selectedId: number | null, isB2B: boolean): DeliveryMethodView {
  const customerFree = method.freeAbove === null ? null : deliveryCharge({ price: method.freeAbove, freeAbove: null }, 0, isB2B)
  return {
    Id: method.id,
    DeliveryMethodType: method.type,
    Name: method.name,
    Description: method.description,
    Price: money(deliveryCharge(method, goodsAfterDiscount(basket), isB2B)),
    FreeAbove: customerFree === null ? null : money(customerFree),
    PickupAddress: method.pickupAddress,
    Selected: method.id === selectedId,
  }
}

/**
 * GET checkout/{basketUid}/deliverydetails. A choice that no longer suits the basket (its goods or address
 * changed) is dropped, and a basket with one method only (tickets and e-gift cards: NoDelivery) gets it chosen.
 */
export async function getDeliveryDetails(ctx: ShopContext, basketUid: string): Promise<DeliveryDetails> {
  let basket = await getBasket(ctx, basketUid)
  const state = await readState(pool(ctx), basket.Uid)
  const offered = await offersFor(ctx, basket, state)
  let selected = state.deliveryMethodId !== null && offered.some((m) => m.id === state.deliveryMethodId) ? state.deliveryMethodId : null
  if (selected === null && offered.length === 1) selected = offered[0]!.id
  if (selected !== state.deliveryMethodId) {
    await pool(ctx).query('UPDATE baskets SET delivery_method_id = $2, updated_at = now() WHERE id = $1', [state.basketId, selected])
    basket = await getBasket(ctx, basket.Uid)
  }
  const method = offered.find((m) => m.id === selected)
  const kind = method ? deliveryKindOf(method.type) : 'none'
  return {
    DeliveryMethods: offered.map((m) => methodView(m, basket, selected, basket.IsB2B)),
    DeliveryAddress: kind === 'address' ? state.deliveryAddress : null,
    ServiceLocation: kind === 'serviceLocation' ? state.serviceLocation : null,
    Totals: basket.Totals,
  }
}

async function offeredMethod(ctx: ShopContext, basketUid: string, methodId: number) {
  const basket = await getBasket(ctx, basketUid)
  const state = await readState(pool(ctx), basket.Uid)
  const method = (await offersFor(ctx, basket, state)).find((m) => m.id === methodId)
  if (!method) throw new ShopError(400, 'DeliveryMethodNotOffered', TEXTS[ctx.culture].notOffered, { DeliveryMethodId: TEXTS[ctx.culture].notOffered })
  return { basket, state, method }
}

/** PUT checkout/{basketUid}/deliverymethod/{id}: 400 when the method is not offered for this basket or address. */
export async function selectDeliveryMethod(ctx: ShopContext, basketUid: string, methodId: number): Promise<DeliveryDetails> {
  const { basket, state } = await offeredMethod(ctx, basketUid, methodId)
  await pool(ctx).query('UPDATE baskets SET delivery_method_id = $2, updated_at = now() WHERE id = $1', [state.basketId, methodId])
  return getDeliveryDetails(ctx, basket.Uid)
}

function addressFields(ctx: ShopContext, value: Partial<DeliveryAddress>, type: DeliveryMethodType): CheckoutField[] {
  const labels = TEXTS[ctx.culture].labels
  const field = (Name: keyof DeliveryAddress, FieldType: CheckoutField['FieldType'], Required: boolean): CheckoutField => ({
    Name,
    FieldType,
    DisplayMode: 'EditableInline',
    Label: labels[Name],
    Value: value[Name] ?? '',
    Required,
  })
  return [
    field('Name', 'Text', true),
    field('Company', 'Text', false),
    field('Address', 'Text', true),
    field('Zip', 'Text', true),
    field('City', 'Text', true),
    // The carrier or courier texts the recipient; the courier rings.
    field('Phone', 'Phone', type === 'Burd' || type === 'DeliveryAddress'),
  ]
}

/**
 * GET checkout/{basketUid}/deliveryaddress/{deliveryMethodId}: the form the method needs: the address fields
 * (filled from what was given before, else from the customer's profile), none for a service point (chosen from
 * postnordservicelocations) or for pickup and no delivery.
 */
export async function getDeliveryAddressForm(
  ctx: ShopContext,
  basketUid: string,
  methodId: number,
): Promise<{ DeliveryMethodType: DeliveryMethodType; Fields: CheckoutField[]; ServiceLocation: ServiceLocation | null }> {
  const { state, method } = await offeredMethod(ctx, basketUid, methodId)
  const kind = deliveryKindOf(method.type)
  const value = state.deliveryAddress ?? (await customerAddress(ctx)) ?? {}
  return {
    DeliveryMethodType: method.type,
    Fields: kind === 'address' ? addressFields(ctx, value, method.type) : [],
    ServiceLocation: kind === 'serviceLocation' ? state.serviceLocation : null,
  }
}

function addressSchema(culture: Culture) {
  const f = fieldRules(culture)
  return z.object({
    Name: f.recipient,
    Company: f.optionalCompany,
    Address: f.address,
    Zip: f.zip,
    City: f.city,
    Phone: f.phone,
  })
}

const serviceLocationBody = (culture: Culture) =>
  z.object({ ServiceLocationId: z.string({ error: TEXTS[culture].serviceLocation }).trim().min(1, { error: TEXTS[culture].serviceLocation }).max(64, { error: TEXTS[culture].serviceLocation }) })

/**
 * PUT checkout/{basketUid}/deliveryadress/{deliveryMethodId} (spelling as SPEC has it): chooses the method and
 * stores what it needs: the address fields (400 ContainsError with the field errors; Burd outside its area is an
 * error on the postal code), or `{ ServiceLocationId }` for PostNord, looked up again so only a real service point
 * is stored. Nothing changes when anything is wrong.
 */
export async function setDeliveryAddress(
  ctx: ShopContext,
  basketUid: string,
  methodId: number,
  body: unknown,
  servicePoints: ServicePointProvider,
): Promise<DeliveryDetails> {
  const { basket, state, method } = await offeredMethod(ctx, basketUid, methodId)
  const kind = deliveryKindOf(method.type)
  const culture = ctx.culture
  if (kind === 'address') {
    const parsed = addressSchema(culture).safeParse(body)
    if (!parsed.success) throw containsError(culture, collectErrors(parsed.error))
    const address: DeliveryAddress = { ...parsed.data, Company: parsed.data.Company ?? null }
    if (method.type === 'Burd' && !inPostalAreas(method.postalCodes, address.Zip)) {
      throw containsError(culture, { Zip: TEXTS[culture].burdArea(address.Zip) })
    }
    await pool(ctx).query('UPDATE baskets SET delivery_method_id = $2, delivery_address = $3, updated_at = now() WHERE id = $1', [
      state.basketId,
      methodId,
      JSON.stringify(address),
    ])
  } else if (kind === 'serviceLocation') {
    const parsed = serviceLocationBody(culture).safeParse(body)
    if (!parsed.success) throw containsError(culture, collectErrors(parsed.error))
    const location = await lookUp(ctx, () => servicePoints.byId(parsed.data.ServiceLocationId))
    if (!location) throw containsError(culture, { ServiceLocationId: TEXTS[culture].serviceLocation })
    await pool(ctx).query('UPDATE baskets SET delivery_method_id = $2, service_location = $3, updated_at = now() WHERE id = $1', [
      state.basketId,
      methodId,
      JSON.stringify({ ...location, DistanceMeters: 0 }),
    ])
  } else {
    await pool(ctx).query('UPDATE baskets SET delivery_method_id = $2, updated_at = now() WHERE id = $1', [state.basketId, methodId])
  }
  return getDeliveryDetails(ctx, basket.Uid)
}

async function lookUp<T>(ctx: ShopContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    ctx.payload.logger.error({ err: error, msg: 'PostNord service point lookup failed' })
    throw new ShopError(503, 'ServiceLocationsUnavailable', TEXTS[ctx.culture].serviceLocationsUnavailable)
  }
}

/**
 * GET checkout/{basketUid}/postnordservicelocations/?zip=8000&street=...: the nearest service points to the given
 * address, else to the delivery address or the customer's own. 400 with an error on `zip` without a postal code.
 */
export async function findServiceLocations(
  ctx: ShopContext,
  basketUid: string,
  query: { zip?: string | null; street?: string | null },
  servicePoints: ServicePointProvider,
): Promise<{ ServiceLocations: ServiceLocation[] }> {
  const basket = await getBasket(ctx, basketUid)
  const state = await readState(pool(ctx), basket.Uid)
  const own = state.deliveryAddress ?? (await customerAddress(ctx))
  const zip = (query.zip ?? own?.Zip ?? '').trim()
  if (!/^\d{4}$/.test(zip)) throw containsError(ctx.culture, { Zip: FIELD_TEXTS[ctx.culture].zip })
  const street = query.street?.trim() || (query.zip ? null : own?.Address) || null
  const found = await lookUp(ctx, () => servicePoints.nearest({ zip, street, limit: DEFAULT_SERVICE_POINT_COUNT }))
  return { ServiceLocations: found }
}

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
  const { rows } = await pool(ctx).query<{ id: number; invoice_details: InvoiceValues | null }>('SELECT id, invoice_details FROM baskets WHERE uid = $1', [
    basketUid,
  ])
  return { basketId: rows[0]!.id, values: rows[0]!.invoice_details }
}

/**
 * GET checkout/{basketUid}/invoicedetails: the fields for the caller's customer type, with what they gave before,
 * and the payment methods the caller may choose (invoice only for a business customer service approved).
 */
export async function getInvoiceDetails(ctx: ShopContext, basketUid: string): Promise<{ Fields: CheckoutField[]; PaymentMethods: PaymentMethod[] }> {
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
    const created = await signUp(ctx, {
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
    }, options.client)
    account = { email: created.email, password: created.password }
    const signedIn: ShopContext = { ...ctx, customer: { id: created.customer.id, clientType: 'B2C' } }
    fieldsFor = await invoiceReader(signedIn)
    answeredFor = signedIn
    // A member from now on: the order need not sign them up again.
    if (fieldsFor.profile?.ClubMember) checked.values.ClubSignup = checked.values.ClubConsent = false
  }
  await pool(ctx).query('UPDATE baskets SET invoice_details = $2, updated_at = now() WHERE id = $1', [stored.basketId, JSON.stringify(checked.values)])
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
export async function invoiceDetailsFor(ctx: ShopContext, basketUid: string): Promise<{ values: InvoiceValues | null; errors: Record<string, string> | null; reader: InvoiceReader }> {
  const { reader, profile } = await invoiceReader(ctx)
  const { values } = await storedInvoiceDetails(ctx, basketUid)
  if (!values) return { values: null, errors: null, reader }
  const checked = checkInvoiceDetails(ctx.culture, reader, profile, values)
  return checked.values ? { values: checked.values, errors: null, reader } : { values: null, errors: checked.errors, reader }
}

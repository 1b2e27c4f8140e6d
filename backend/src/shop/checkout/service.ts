/**
 * Checkout's delivery step (docs/product.md §7 checkout/{basketUid}/..., docs/api/README.md "Checkout"): the methods a basket is offered,
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
import type { Culture, DeliveryMethodType } from '../constants'
import type { ShopContext } from '../context'
import { addressRules } from '../address/fields'
import { collectErrors, containsError, FIELD_TEXTS } from '../customers/fields'
import { ShopError } from '../errors'
import { money, type Money } from '@delikat/contract/money'
import { DEFAULT_SERVICE_POINT_COUNT, type ServiceLocation, type ServicePointProvider } from '../delivery/service-points'
import { deliveryCharge, needsDelivery, offeredMethods, type DeliveryMethodConfig } from './delivery'
import { inPostalAreas } from './postal-areas'
import type { CheckoutField, DeliveryAddress } from './types'

export type { CheckoutField, DeliveryAddress } from './types'

const TEXTS = {
  da: {
    notOffered: 'Denne leveringsmetode kan ikke vælges til din kurv eller adresse.',
    burdArea: (zip: string) => `Cykelbudet kører ikke til postnummer ${zip}. Vælg en anden leveringsmetode.`,
    serviceLocation: 'Vælg et udleveringssted på listen.',
    serviceLocationsUnavailable:
      'Vi kan ikke hente PostNords udleveringssteder lige nu. Prøv igen om lidt, eller vælg en anden leveringsmetode.',
    labels: {
      Name: 'Modtagerens navn',
      Company: 'Firma',
      Address: 'Vej og husnummer',
      Zip: 'Postnummer',
      City: 'By',
      Phone: 'Mobilnummer',
    },
  },
  en: {
    notOffered: 'This delivery method cannot be chosen for your basket or address.',
    burdArea: (zip: string) => `The bike courier does not ride to postcode ${zip}. Please choose another delivery method.`,
    serviceLocation: 'Choose a service point from the list.',
    serviceLocationsUnavailable:
      "PostNord's service points cannot be fetched right now. Try again shortly, or choose another delivery method.",
    labels: {
      Name: "Recipient's name",
      Company: 'Company',
      Address: 'Street and number',
      Zip: 'Postcode',
      City: 'City',
      Phone: 'Mobile number',
    },
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
  const { rows } = await client.query<{
    id: number
    delivery_method_id: number | null
    delivery_address: DeliveryAddress | null
    service_location: ServiceLocation | null
  }>('SELECT id, delivery_method_id, delivery_address, service_location FROM baskets WHERE uid = $1', [basketUid])
  const row = rows[0]!
  return {
    basketId: row.id,
    deliveryMethodId: row.delivery_method_id,
    deliveryAddress: row.delivery_address,
    serviceLocation: row.service_location,
  }
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
  const { rows } = await pool(ctx).query<{
    first_name: string
    last_name: string
    company: string | null
    address: string | null
    zip: string | null
    city: string | null
    phone: string | null
  }>('SELECT first_name, last_name, company, address, zip, city, phone FROM customers WHERE id = $1', [ctx.customer.id])
  const c = rows[0]
  if (!c) return null
  return {
    Name: `${c.first_name} ${c.last_name}`.trim(),
    Company: c.company,
    Address: c.address ?? '',
    Zip: c.zip ?? '',
    City: c.city ?? '',
    Phone: c.phone ?? '',
  }
}

const goodsAfterDiscount = (basket: Basket) => basket.Totals.SubTotal.Amount - giftCardPurchases(basket) - basket.Totals.Discount.Amount
const giftCardPurchases = (basket: Basket) => basket.GiftCardLines.reduce((sum, g) => sum + g.LinePrice.Amount, 0)

function isPhysical(basket: Basket): boolean {
  return needsDelivery(basket.Lines.map((l) => ({ productType: l.Product?.Type ?? null, available: l.Unavailable === null })))
}

/** The methods this basket is offered now, with the postal code they were judged by. */
async function offersFor(ctx: ShopContext, basket: Basket, state: CheckoutState) {
  const zip = state.deliveryAddress?.Zip || (await customerAddress(ctx))?.Zip || null
  const methods = offeredMethods(await loadDeliveryMethods(ctx), {
    physical: isPhysical(basket),
    zip: zip && /^\d{4}$/.test(zip) ? zip : null,
  })
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
  if (!method)
    throw new ShopError(400, 'DeliveryMethodNotOffered', TEXTS[ctx.culture].notOffered, { DeliveryMethodId: TEXTS[ctx.culture].notOffered })
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

/** The delivery address's rules: messages that say what is wrong, a postcode in use (shop/address/fields.ts). */
function addressSchema(culture: Culture) {
  const a = addressRules(culture)
  return z.object({
    Name: a.recipient,
    Company: a.optionalCompany,
    Address: a.address,
    Zip: a.zip,
    City: a.city,
    Phone: a.phone,
  })
}

const serviceLocationBody = (culture: Culture) =>
  z.object({
    ServiceLocationId: z
      .string({ error: TEXTS[culture].serviceLocation })
      .trim()
      .min(1, { error: TEXTS[culture].serviceLocation })
      .max(64, { error: TEXTS[culture].serviceLocation }),
  })

/**
 * PUT checkout/{basketUid}/deliveryadress/{deliveryMethodId} (spelling as docs/product.md §7 has it): chooses the method and
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

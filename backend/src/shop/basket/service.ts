/**
 * Basket operations (docs/product.md §4, docs/api/README.md): what each basket call does. Lines are written with plain SQL (store.ts)
 * inside one transaction that locks the basket row, so concurrent changes to one basket serialise and never create
 * two lines for one product.
 */
import { randomUUID } from 'node:crypto'
import { dbPool } from '../../db/pool'
import { inTransaction } from '../../db/transaction'
import { loadPricedProduct, loadPricedProducts } from '../catalogue/products'
import { cachedAnswer, SEARCH_FRESHNESS_MS } from '../catalogue/search-cache'
import { loadBasketCampaigns } from '../pricing/load-pricing'
import { isB2B, type ShopContext } from '../context'
import { notFound, ShopError } from '../errors'
import * as store from './store'
import { readBasket, type Db, type StoredBasket } from './store'
import { lineEdition, NO_BASKET_EXTRAS, toBasket, type Basket } from './view'

const BASKET_NOT_FOUND = 'BasketNotFound'

const messages = {
  da: {
    basketNotFound: 'Kurven findes ikke.',
    lineNotFound: 'Varen findes ikke i kurven.',
    productNotFound: 'Produktet findes ikke.',
    variantNotFound: 'Varianten findes ikke.',
    soldOut: 'Varen er udsolgt.',
    eventHasPassed: 'Arrangementet er afholdt, så der sælges ikke flere billetter.',
    tooMany: (max: number) => `Der er kun ${max} på lager.`,
  },
  en: {
    basketNotFound: 'The basket does not exist.',
    lineNotFound: 'The item is not in the basket.',
    productNotFound: 'The product does not exist.',
    variantNotFound: 'The variant does not exist.',
    soldOut: 'The item is sold out.',
    eventHasPassed: 'The event has taken place, so no more tickets are sold.',
    tooMany: (max: number) => `Only ${max} in stock.`,
  },
}

function pool(ctx: ShopContext) {
  return dbPool(ctx.payload)
}

/** The basket as docs/api/README.md answers it, from what is stored. */
export async function view(ctx: ShopContext, uid: string, stored: StoredBasket): Promise<Basket> {
  const { lines, extras } = stored
  const now = new Date()
  // The running campaigns are the same for every basket: read once per culture for a few seconds (search-cache.ts
  // forgets them the moment a campaign is saved), with those about to start, so a start is priced on the dot.
  const campaigns = await cachedAnswer(`basket-campaigns:${ctx.culture}`, () =>
    loadBasketCampaigns(dbPool(ctx.payload), ctx.culture, now, SEARCH_FRESHNESS_MS),
  )
  const gifts = campaigns.flatMap((c) => (c.type === 'FreeGift' && c.giftProductId ? [c.giftProductId] : []))
  const [products, deliveryMethods] = await Promise.all([
    loadPricedProducts(ctx, [...lines.map((l) => l.productId), ...(lines.length > 0 ? gifts : [])]),
    // The same for every basket, and changed rarely: kept as briefly as the campaigns.
    cachedAnswer('basket-delivery-methods', () => store.activeDeliveryMethods(dbPool(ctx.payload))),
  ])
  return toBasket(uid, lines, products, { culture: ctx.culture, isB2B: isB2B(ctx), now }, campaigns, { ...extras, deliveryMethods })
}

/**
 * A new, empty basket. A logged-in customer who already has a basket gets that one instead (a new device, or a
 * cleared cookie), so a customer's basket is never left behind.
 */
export async function createBasket(ctx: ShopContext): Promise<Basket> {
  if (ctx.customer) {
    const own = await store.latestCustomerBasketUid(pool(ctx), ctx.customer.id)
    if (own) return view(ctx, own, await readBasket(pool(ctx), own, ctx.culture))
  }
  const uid = randomUUID()
  await store.insertBasket(pool(ctx), uid, ctx.customer?.id ?? null)
  return view(ctx, uid, { lines: [], extras: NO_BASKET_EXTRAS })
}

/**
 * A guest basket read by a logged-in customer becomes theirs (docs/product.md §4: validated on every login change). When they
 * already have a basket, the guest's lines are merged into it (quantities added, up to the line maximum), its gift
 * cards and its voucher move over, and the guest basket is deleted; the answer then carries the customer's basket
 * uid, which the storefront stores (docs/product.md §4: id changes are persisted).
 */
async function claimGuestBasket(ctx: ShopContext, guestUid: string): Promise<string> {
  const customerId = ctx.customer!.id
  return inTransaction(ctx, async (db) => {
    const guest = await store.lockBasketForClaim(db, guestUid)
    if (!guest || (guest.customer_id !== null && guest.customer_id !== customerId)) {
      throw notFound(BASKET_NOT_FOUND, messages[ctx.culture].basketNotFound)
    }
    if (guest.customer_id === customerId) return guestUid
    const target = await store.lockLatestCustomerBasket(db, customerId)
    if (!target) {
      await store.setBasketCustomer(db, guest.id, customerId)
      return guestUid
    }
    await store.mergeBasketInto(db, { ...guest, uid: guestUid }, target)
    return target.uid
  })
}

/**
 * A guest basket is anyone's who holds its uid, a customer's only the customer's. Staff acting as a customer reach
 * only the customer's baskets: the staff member's own guest basket is never merged into the customer's (docs/adr/0028).
 */
export function isVisitorsBasket(ctx: ShopContext, owner: number | null): boolean {
  if (owner === null) return !ctx.impersonation
  return owner === ctx.customer?.id
}

/** The basket row's id for a read; 404 when unknown or someone else's. */
export async function findBasket(ctx: ShopContext, client: Db, uid: string, lock: boolean): Promise<number> {
  const row = await store.selectBasket(client, uid, lock)
  if (!row || !isVisitorsBasket(ctx, row.customer_id)) {
    throw notFound(BASKET_NOT_FOUND, messages[ctx.culture].basketNotFound)
  }
  return row.id
}

export async function getBasket(ctx: ShopContext, uid: string): Promise<Basket> {
  const stored = await readBasket(pool(ctx), uid, ctx.culture)
  if (stored.customerId === undefined || !isVisitorsBasket(ctx, stored.customerId)) {
    throw notFound(BASKET_NOT_FOUND, messages[ctx.culture].basketNotFound)
  }
  if (stored.customerId === null && ctx.customer) {
    const own = await claimGuestBasket(ctx, uid)
    return view(ctx, own, await readBasket(pool(ctx), own, ctx.culture))
  }
  return view(ctx, uid, stored)
}

export async function getBasketQuantity(ctx: ShopContext, uid: string): Promise<number> {
  const basketId = await findBasket(ctx, pool(ctx), uid, false)
  return store.sumLineQuantities(pool(ctx), basketId)
}

export async function addItem(
  ctx: ShopContext,
  uid: string,
  item: { productId: number; variantId?: number | null; quantity: number },
): Promise<Basket> {
  const text = messages[ctx.culture]
  const variantId = item.variantId ?? null
  const product = await loadPricedProduct(ctx, item.productId)
  if (!product) throw new ShopError(400, 'ProductNotFound', text.productNotFound, { ProductId: text.productNotFound })
  const edition = lineEdition(product, variantId)
  if (!edition) throw new ShopError(400, 'VariantNotFound', text.variantNotFound, { VariantId: text.variantNotFound })
  const max = edition.MaxQuantity
  // A tasting that has begun is no longer sold (docs/adr/0041): said plainly rather than as sold out.
  if (product.card.Event?.HasPassed) throw new ShopError(409, 'EventHasPassed', text.eventHasPassed)
  if (max <= 0) throw new ShopError(409, 'SoldOutOrUnavailable', text.soldOut)
  const stored = await inTransaction(ctx, async (client) => {
    const basketId = await findBasket(ctx, client, uid, true)
    const existing = await store.findProductLine(client, basketId, item.productId, variantId)
    const wanted = (existing ? existing.quantity : 0) + item.quantity
    if (wanted > max) throw new ShopError(409, 'QuantityGreaterThanInventory', text.tooMany(max))
    if (existing) await store.setLineQuantity(client, existing.id, wanted)
    else await store.insertLine(client, basketId, item.productId, variantId, wanted)
    await store.touchBasket(client, basketId)
    return readBasket(client, uid, ctx.culture)
  })
  return view(ctx, uid, stored)
}

/**
 * Sets a line's quantity; 0 removes the line (docs/api/README.md). The product is read before the transaction: on the
 * embedded database a second connection must not be needed while this one holds a transaction open.
 */
export async function setLineQuantity(ctx: ShopContext, uid: string, lineUid: string, quantity: number): Promise<Basket> {
  const text = messages[ctx.culture]
  let max = 0
  if (quantity > 0) {
    const line = await store.lineProduct(pool(ctx), uid, lineUid)
    const product = line ? await loadPricedProduct(ctx, line.product_id) : undefined
    max = lineEdition(product, line?.variant_id ?? null)?.MaxQuantity ?? 0
  }
  const stored = await inTransaction(ctx, async (client) => {
    const basketId = await findBasket(ctx, client, uid, true)
    const lineId = await store.findLineId(client, basketId, lineUid)
    if (lineId === undefined) throw notFound('BasketLineNotFound', text.lineNotFound)
    if (quantity === 0) {
      await store.deleteLine(client, lineId)
    } else {
      if (max <= 0) throw new ShopError(409, 'SoldOutOrUnavailable', text.soldOut)
      if (quantity > max) throw new ShopError(409, 'QuantityGreaterThanInventory', text.tooMany(max))
      await store.setLineQuantity(client, lineId, quantity)
    }
    await store.touchBasket(client, basketId)
    return readBasket(client, uid, ctx.culture)
  })
  return view(ctx, uid, stored)
}

export function removeLine(ctx: ShopContext, uid: string, lineUid: string): Promise<Basket> {
  return setLineQuantity(ctx, uid, lineUid, 0)
}

/**
 * "Buy again" (POST order/{orderUid}/reorder, docs/api/customers.md; docs/adr/0038): an order's goods back into the
 * customer's basket at today's prices and campaigns (the basket prices them as any line), in the same quantities and
 * the same editions (a line's product number names the variant it was). Gift cards, tickets and whatever is no
 * longer sold or out of stock stay out, each with its reason; a free gift came from a campaign and comes again only
 * if the campaign still gives it. Age limits are the basket's usual rules: a line is added, checkout asks for the age.
 * Only the customer's own order (staff acting as the customer are the customer here, docs/adr/0028); any other uid
 * is the same 404 as the receipt's.
 */
import { dbPool } from '../../db/pool'
import { inTransaction } from '../../db/transaction'
import { loadPricedProducts, type PricedProduct } from '../catalogue/products'
import { requireCustomer } from '../customers/account'
import type { ShopContext } from '../context'
import { notFound } from '../errors'
import { formatPrice } from '@delikat/contract/money'
import { findBasket, view } from '../basket/service'
import * as store from '../basket/store'
import { readBasket } from '../basket/store'
import { lineEdition, type Basket } from '../basket/view'

export const NOT_ADDED_REASONS = ['NoLongerSold', 'SoldOut', 'NotEnoughInStock', 'GiftCard', 'Ticket'] as const
export type NotAddedReason = (typeof NOT_ADDED_REASONS)[number]

export interface ReorderAdded {
  ProductId: number
  VariantId: number | null
  Name: string
  /** What was added now; less than ordered only with a NotAdded entry `NotEnoughInStock` for the rest. */
  Quantity: number
}

export interface ReorderNotAdded {
  ProductId: number | null
  Name: string
  Reason: NotAddedReason
  /** How many of the ordered quantity were left out. */
  Quantity: number
}

export interface ReorderResult {
  Basket: Basket
  Added: ReorderAdded[]
  NotAdded: ReorderNotAdded[]
}

const TEXTS = {
  da: { notFound: 'Ordren findes ikke.', giftCard: (amount: string) => `Gavekort ${amount}` },
  en: { notFound: 'The order does not exist.', giftCard: (amount: string) => `Gift card ${amount}` },
}

interface OrderedLine {
  productId: number | null
  productNumber: string | null
  name: string
  quantity: number
}

/** One edition to add: the order's lines of one product and variant together. */
interface Wanted {
  productId: number
  variantId: number | null
  name: string
  quantity: number
  max: number
}

/** The order's lines and gift-card lines, when the order is the customer's; null otherwise. */
async function readOrder(ctx: ShopContext, orderUid: string, customerId: number) {
  const pool = dbPool(ctx.payload)
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM orders WHERE uid = $1 AND customer_id = $2', [orderUid, customerId])
  const order = rows[0]
  if (!order) return null
  const [lines, giftCards] = await Promise.all([
    pool.query<{ product_id: number | null; product_number: string | null; name: string; quantity: string }>(
      `SELECT product_id, product_number, name, quantity FROM orders_lines
        WHERE _parent_id = $1 AND is_free_gift IS NOT TRUE ORDER BY _order`,
      [order.id],
    ),
    pool.query<{ amount: string; quantity: string }>(
      'SELECT amount, quantity FROM orders_gift_card_lines WHERE _parent_id = $1 ORDER BY _order',
      [order.id],
    ),
  ])
  return {
    lines: lines.rows.map<OrderedLine>((l) => ({
      productId: l.product_id,
      productNumber: l.product_number,
      name: l.name,
      quantity: Number(l.quantity),
    })),
    giftCards: giftCards.rows.map((g) => ({ amount: Number(g.amount), quantity: Number(g.quantity) })),
  }
}

/** The variant a line was: its product number names it; the product's own number (or none) is the product itself. */
function editionOf(product: PricedProduct, productNumber: string | null): number | null | undefined {
  if (productNumber === null || productNumber === product.doc.productNumber) return null
  return product.extras.variants.find((v) => v.productNumber === productNumber)?.id
}

/** Sorts the order's lines into what can be added (merged by edition) and what cannot, with why. */
export function planReorder(
  lines: readonly OrderedLine[],
  products: ReadonlyMap<number, PricedProduct>,
): { wanted: Wanted[]; notAdded: ReorderNotAdded[] } {
  const wanted = new Map<string, Wanted>()
  const notAdded: ReorderNotAdded[] = []
  for (const line of lines) {
    const product = line.productId === null ? undefined : products.get(line.productId)
    const variantId = product ? editionOf(product, line.productNumber) : undefined
    const edition = product && variantId !== undefined ? lineEdition(product, variantId) : undefined
    const left = (reason: NotAddedReason) =>
      notAdded.push({ ProductId: line.productId, Name: line.name, Reason: reason, Quantity: line.quantity })
    if (!product || !edition) left('NoLongerSold')
    else if (product.doc.type === 'Event') left('Ticket')
    else if (edition.MaxQuantity <= 0) left('SoldOut')
    else {
      const key = `${product.doc.id}:${variantId}`
      const same = wanted.get(key)
      if (same) same.quantity += line.quantity
      else
        wanted.set(key, {
          productId: product.doc.id,
          variantId: variantId ?? null,
          name: line.name,
          quantity: line.quantity,
          max: edition.MaxQuantity,
        })
    }
  }
  return { wanted: [...wanted.values()], notAdded }
}

export async function reorder(ctx: ShopContext, orderUid: string, basketUid: string): Promise<ReorderResult> {
  const customer = requireCustomer(ctx)
  const order = await readOrder(ctx, orderUid, customer.id)
  if (!order) throw notFound('OrderNotFound', TEXTS[ctx.culture].notFound)
  // Read before the transaction: on the embedded database no second connection may be needed while it is open.
  const ids = [...new Set(order.lines.flatMap((l) => (l.productId === null ? [] : [l.productId])))]
  const products = await loadPricedProducts(ctx, ids)
  const { wanted, notAdded } = planReorder(order.lines, products)
  for (const card of order.giftCards) {
    notAdded.push({
      ProductId: null,
      Name: TEXTS[ctx.culture].giftCard(formatPrice(card.amount)),
      Reason: 'GiftCard',
      Quantity: card.quantity,
    })
  }
  const added: ReorderAdded[] = []
  const stored = await inTransaction(ctx, async (client) => {
    const basketId = await findBasket(ctx, client, basketUid, true)
    for (const item of wanted) {
      const existing = await store.findProductLine(client, basketId, item.productId, item.variantId)
      const have = existing?.quantity ?? 0
      // What is already in the basket stays; the order's quantity is added on top, as far as the stock goes.
      const quantity = Math.min(item.quantity, Math.max(0, item.max - have))
      if (quantity < item.quantity) {
        notAdded.push({ ProductId: item.productId, Name: item.name, Reason: 'NotEnoughInStock', Quantity: item.quantity - quantity })
      }
      if (quantity === 0) continue
      if (existing) await store.setLineQuantity(client, existing.id, have + quantity)
      else await store.insertLine(client, basketId, item.productId, item.variantId, quantity)
      added.push({ ProductId: item.productId, VariantId: item.variantId, Name: item.name, Quantity: quantity })
    }
    if (added.length > 0) await store.touchBasket(client, basketId)
    return readBasket(client, basketUid, ctx.culture)
  })
  return { Basket: await view(ctx, basketUid, stored), Added: added, NotAdded: notAdded }
}

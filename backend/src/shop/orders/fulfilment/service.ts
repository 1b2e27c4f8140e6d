/**
 * Order handling after checkout (docs/adr/0044-order-fulfilment.md): ship (capture what is shipped, make the label),
 * hand over a pickup order, cancel (void, give back stock, gift cards and the voucher use), refund (with or without
 * the goods back) and mark an invoice paid; tickets and e-gift cards are captured at purchase.
 *
 * Every money operation runs in three steps, so the payment provider is never called inside a database
 * transaction (on the embedded database that would hold its one session) and never twice for one intent:
 *   1. under the order's row lock, check the rules and write a Pending audit row with a fresh idempotency key;
 *   2. call the shipping and payment providers with that key;
 *   3. under the lock again, apply the outcome and close the audit row (Done, Refused, or still Pending when the
 *      provider did not answer).
 * A Pending row younger than PENDING_OPERATION_MS makes the next operation on the order wait (409); an older one was
 * interrupted and is finished first with its own key, so a retry after a crash or a timeout moves the money once.
 */
import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { PoolClient } from 'pg'
import { dbPool } from '../../../db/pool'
import { inTransaction } from '../../../db/transaction'
import { cancelOrder } from '../../checkout/order-store'
import { issueInvoiceGiftCards } from '../../checkout/invoice-orders'
import type { Culture } from '../../constants'
import { ShopError } from '../../errors'
import type { OperationResult, PaymentProvider } from '../../payments/provider'
import { needsLabel, ShippingError, type ShipmentLabel, type ShippingProvider } from '../../shipping/provider'
import { PENDING_OPERATION_MS, REASON_MAX_LENGTH, UNIT_WEIGHT_GRAMS } from './constants'
import { notifyCustomer } from './notify'
import { canCancel, captureAmount, deliveredAtPurchase, refundCheck, shipmentPicks, type Pick, type RuleError } from './rules'
import * as store from './store'
import type { Actor, EventRow, FulfilmentOrder, OrderAction } from './store'

export interface Providers {
  payments: PaymentProvider
  shipping: ShippingProvider
}

/** What an operation asked for, kept on its audit row so an interrupted one can be finished as it was meant. */
export type OperationRequest =
  | { kind: 'ship'; picks: Pick[]; amount: number; label: boolean; handedOver: boolean }
  | { kind: 'capture'; picks: Pick[]; amount: number }
  | { kind: 'cancel'; reason: string; payment: 'cancel' | 'refund' | null; amount: number }
  | { kind: 'refund'; picks: Pick[]; amount: number; reason: string; returned: boolean }

interface Executed {
  payment: Extract<OperationResult, { ok: true }> | null
  label: ShipmentLabel | null
}

type Outcome = { ok: true; executed: Executed } | { ok: false; retryable: boolean; reason: string; answer?: unknown }

const TEXTS = {
  da: {
    notFound: 'Ordren findes ikke.',
    busy: 'Et andet skridt på ordren er i gang. Prøv igen om et øjeblik.',
    resumed: (what: string) => `Et afbrudt skridt på ordren (${what}) er gjort færdigt først. Se ordren igen, før du fortsætter.`,
    paymentRefused: (reason: string) => `Betalingsudbyderen afviste: ${reason}. Ordren er uændret.`,
    shippingRefused: (reason: string) => `Fragtlabelen kunne ikke laves: ${reason}. Ordren er uændret.`,
    noAnswer: 'Betalings- eller fragtudbyderen svarede ikke. Prøv igen om et halvt minut; der bliver ikke trukket to gange.',
    cannotCancel: 'Ordren kan ikke annulleres: noget af den er sendt. Refundér i stedet.',
    giftCardsUsed: 'Ordren kan ikke annulleres: et gavekort, den købte, er allerede brugt. Refundér i stedet.',
    reason: 'Skriv en begrundelse.',
    invoice: 'Ordren har ingen ubetalt faktura.',
  },
  en: {
    notFound: 'The order does not exist.',
    busy: 'Another step on the order is under way. Try again in a moment.',
    resumed: (what: string) => `An interrupted step on the order (${what}) was finished first. Look at the order again before you go on.`,
    paymentRefused: (reason: string) => `The payment provider refused: ${reason}. The order is unchanged.`,
    shippingRefused: (reason: string) => `The shipping label could not be made: ${reason}. The order is unchanged.`,
    noAnswer: 'The payment or shipping provider did not answer. Try again in half a minute; nothing will be charged twice.',
    cannotCancel: 'The order cannot be cancelled: some of it has been shipped. Refund it instead.',
    giftCardsUsed: 'The order cannot be cancelled: a gift card it bought has been used. Refund it instead.',
    reason: 'Give a reason.',
    invoice: 'The order has no unpaid invoice.',
  },
} satisfies Record<Culture, unknown>

const ruleError = (e: RuleError, culture: Culture) => new ShopError(409, e.code, e.message[culture])
const isRuleError = (x: unknown): x is RuleError => typeof x === 'object' && x !== null && 'code' in x && 'message' in x

const newKey = (orderId: number) => `o${orderId}-${randomBytes(12).toString('hex')}`

const actionOf = (request: OperationRequest): OrderAction =>
  request.kind === 'ship'
    ? request.handedOver
      ? 'HandOver'
      : 'Ship'
    : request.kind === 'capture'
      ? 'Capture'
      : request.kind === 'cancel'
        ? 'Cancel'
        : 'Refund'

async function loadLocked(client: PoolClient, orderId: number, culture: Culture): Promise<FulfilmentOrder> {
  const order = await store.loadOrder(client, orderId, true)
  if (!order) throw new ShopError(404, 'OrderNotFound', TEXTS[culture].notFound)
  return order
}

/** Step 2: the providers, with the operation's key. Never inside a transaction. */
async function execute(order: FulfilmentOrder, request: OperationRequest, key: string, providers: Providers): Promise<Outcome> {
  let label: ShipmentLabel | null = null
  if (request.kind === 'ship' && request.label && order.methodType && needsLabel(order.methodType)) {
    try {
      label = await providers.shipping.createShipment({
        key,
        orderNumber: order.orderNumber,
        methodType: order.methodType,
        serviceLocation: order.receiver.serviceLocation,
        receiver: {
          name: order.receiver.name,
          company: order.receiver.company,
          address: order.receiver.address,
          zip: order.receiver.zip,
          city: order.receiver.city,
          email: order.email,
        },
        lines: request.picks.map((p) => ({ name: order.lines.find((l) => l.id === p.id)?.name || '–', quantity: p.quantity })),
        weightGrams:
          Math.max(
            1,
            request.picks.reduce((sum, p) => sum + p.quantity, 0),
          ) * UNIT_WEIGHT_GRAMS,
      })
    } catch (error) {
      if (error instanceof ShippingError) return { ok: false, retryable: error.retryable, reason: error.message }
      return { ok: false, retryable: true, reason: error instanceof Error ? error.message : String(error) }
    }
  }
  let payment: Executed['payment'] = null
  if (order.hasProviderPayment && order.providerPaymentId) {
    const id = order.providerPaymentId
    const call = (): Promise<OperationResult> | null => {
      switch (request.kind) {
        case 'ship':
        case 'capture':
          return request.amount > 0 ? providers.payments.capture(id, { amount: request.amount, key }) : null
        case 'refund':
          return providers.payments.refund(id, { amount: request.amount, key })
        case 'cancel':
          if (request.payment === 'cancel') return providers.payments.cancel(id, { key })
          if (request.payment === 'refund' && request.amount > 0) return providers.payments.refund(id, { amount: request.amount, key })
          return null
      }
    }
    let result: OperationResult | null = null
    // A retryable answer is asked once more at once, with the same key (the providers answer a repeated key with
    // what was done); a second miss leaves the operation Pending for the next try.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        result = await call()
      } catch (error) {
        result = { ok: false, retryable: true, reason: error instanceof Error ? error.message : String(error) }
      }
      if (!result || result.ok || !result.retryable) break
    }
    if (result && !result.ok) return { ok: false, retryable: result.retryable, reason: result.reason, answer: result }
    payment = result
  }
  return { ok: true, executed: { payment, label } }
}

/** Step 3 for a successful operation: the order's rows follow the money. */
async function apply(
  client: PoolClient,
  order: FulfilmentOrder,
  request: OperationRequest,
  executed: Executed,
  actor: Actor,
): Promise<void> {
  if (executed.payment) await store.recordPayment(client, order.id, executed.payment)
  switch (request.kind) {
    case 'ship':
    case 'capture': {
      await store.addShipped(client, request.picks)
      if (request.kind === 'ship')
        await store.insertShipment(client, order.id, {
          carrier: executed.label?.carrier ?? null,
          methodType: order.methodType,
          serviceLocation: order.receiver.serviceLocation,
          trackingNumber: executed.label?.trackingNumber ?? null,
          trackingUrl: executed.label?.trackingUrl ?? null,
          labelPdf: executed.label?.labelPdf ?? null,
          lines: request.picks.map((p) => ({
            lineId: p.id,
            name: order.lines.find((l) => l.id === p.id)?.name ?? '',
            quantity: p.quantity,
          })),
          amount: executed.payment ? request.amount : 0,
          actor,
        })
      const after = await store.loadOrder(client, order.id, false)
      if (after && after.lines.every((l) => l.shipped >= l.quantity)) {
        // Tickets alone (captured at purchase) are delivered; the order needs nothing more.
        await store.markShipped(client, order.id, request.kind === 'ship' && request.handedOver)
      }
      return
    }
    case 'cancel': {
      await cancelOrder(client, order.id, order.reserved)
      // The e-gift cards it bought are money it no longer took: they stop working (the rules refused when one was used).
      await client.query("UPDATE gift_cards SET status = 'Blocked', updated_at = now() WHERE order_uid = $1", [order.uid])
      await client.query(
        `UPDATE orders SET cancelled_at = now(), payment_authorization_expires_at = NULL,
                payment_state = CASE WHEN $2::boolean THEN 'Cancelled' ELSE payment_state END WHERE id = $1`,
        [order.id, request.payment === 'cancel'],
      )
      return
    }
    case 'refund': {
      if (!executed.payment)
        await client.query('UPDATE orders SET payment_refunded_amount = coalesce(payment_refunded_amount, 0) + $2 WHERE id = $1', [
          order.id,
          request.amount,
        ])
      await store.addRefunded(client, request.picks, request.returned)
      if (request.returned) await store.restock(client, order, request.picks)
      return
    }
  }
}

/** Steps 2 and 3 for an operation whose Pending row is written. Answers the outcome and, when done, the order after it. */
async function finish(
  payload: Payload,
  order: FulfilmentOrder,
  event: { id: number; key: string; request: OperationRequest },
  providers: Providers,
  actor: Actor,
): Promise<Outcome> {
  const outcome = await execute(order, event.request, event.key, providers)
  await inTransaction({ payload }, async (client) => {
    const locked = await store.loadOrder(client, order.id, true)
    if (!locked) return
    if (outcome.ok) {
      await apply(client, locked, event.request, outcome.executed, actor)
      await store.finishEvent(
        client,
        event.id,
        'Done',
        outcome.executed.payment ?? (outcome.executed.label ? { trackingNumber: outcome.executed.label.trackingNumber } : undefined),
      )
    } else if (outcome.retryable) {
      await store.finishEvent(client, event.id, 'Pending', outcome.answer ?? { reason: outcome.reason }, outcome.reason)
    } else {
      await store.finishEvent(client, event.id, 'Refused', outcome.answer ?? { reason: outcome.reason }, outcome.reason)
    }
  })
  if (outcome.ok)
    await notifyCustomer(payload, order.id, event.request).catch((err: unknown) =>
      payload.logger.error({ err, msg: `order ${order.orderNumber}: the mail could not be sent` }),
    )
  return outcome
}

const requestOf = (event: EventRow): OperationRequest | null => {
  const r = event.request as OperationRequest | null
  return r && typeof r === 'object' && 'kind' in r ? r : null
}

/**
 * Runs one operation: `plan` (under the row lock) decides what it does or throws why not. An interrupted operation on
 * the order is finished first instead (and the caller is told to look again).
 */
async function run(
  payload: Payload,
  orderId: number,
  actor: Actor,
  culture: Culture,
  providers: Providers,
  plan: (order: FulfilmentOrder, client: PoolClient) => Promise<OperationRequest | null> | OperationRequest | null,
): Promise<Outcome | null> {
  const begun = await inTransaction({ payload }, async (client) => {
    const order = await loadLocked(client, orderId, culture)
    const pending = await store.pendingEvent(client, orderId)
    if (pending) {
      if (Date.now() - pending.createdAt.getTime() < PENDING_OPERATION_MS)
        throw new ShopError(409, 'OperationInProgress', TEXTS[culture].busy)
      const request = requestOf(pending)
      if (request) return { order, event: { id: pending.id, key: pending.key, request }, resumed: true }
      await store.finishEvent(client, pending.id, 'Failed', undefined, 'interrupted, and its request could not be read')
    }
    const request = await plan(order, client)
    if (!request) return null
    const key = newKey(orderId)
    const id = await store.insertEvent(client, orderId, {
      action: actionOf(request),
      outcome: 'Pending',
      key,
      amount: request.amount,
      actor,
      request,
      message: 'reason' in request ? request.reason : null,
    })
    return { order, event: { id, key, request }, resumed: false }
  })
  if (!begun) return null
  const outcome = await finish(payload, begun.order, begun.event, providers, actor)
  if (begun.resumed) throw new ShopError(409, 'ResumedInterrupted', TEXTS[culture].resumed(actionOf(begun.event.request)))
  if (!outcome.ok) {
    const t = TEXTS[culture]
    if (outcome.retryable) throw new ShopError(502, 'ProviderUnavailable', t.noAnswer)
    const shipping = begun.event.request.kind === 'ship' && !outcome.answer
    throw new ShopError(
      502,
      shipping ? 'ShippingRefused' : 'PaymentRefused',
      shipping ? t.shippingRefused(outcome.reason) : t.paymentRefused(outcome.reason),
    )
  }
  return outcome
}

function reasonOf(reason: string | undefined, culture: Culture): string {
  const text = (reason ?? '').trim()
  if (!text || text.length > REASON_MAX_LENGTH) throw new ShopError(400, 'ReasonRequired', TEXTS[culture].reason)
  return text
}

/** Ships the picked lines (all that remains when none are given), or hands a pickup order over. */
export async function shipOrder(
  payload: Payload,
  orderId: number,
  picks: Pick[] | undefined,
  actor: Actor,
  culture: Culture,
  providers: Providers,
): Promise<void> {
  await run(payload, orderId, actor, culture, providers, (order) => {
    const chosen = shipmentPicks(order, picks)
    if (isRuleError(chosen)) throw ruleError(chosen, culture)
    return {
      kind: 'ship',
      picks: chosen,
      amount: captureAmount(order, chosen),
      label: needsLabel(order.methodType),
      handedOver: order.methodType === 'SimplePickup',
    }
  })
}

/** Cancels an order of which nothing has gone out: voids the authorization (or refunds what was captured) and gives back what it held. */
export async function cancelOrderByStaff(
  payload: Payload,
  orderId: number,
  reason: string | undefined,
  actor: Actor,
  culture: Culture,
  providers: Providers,
): Promise<void> {
  const why = reasonOf(reason, culture)
  await run(payload, orderId, actor, culture, providers, async (order, client) => {
    if (!canCancel(order)) throw new ShopError(409, 'CannotCancel', TEXTS[culture].cannotCancel)
    const used = await client.query('SELECT 1 FROM gift_cards WHERE order_uid = $1 AND balance < initial_amount LIMIT 1', [order.uid])
    if (used.rows.length > 0) throw new ShopError(409, 'GiftCardsUsed', TEXTS[culture].giftCardsUsed)
    const authorized = order.hasProviderPayment && (order.paymentState === 'Authorized' || order.paymentState === 'Settled')
    const captured = order.captured - order.refunded
    return {
      kind: 'cancel',
      reason: why,
      payment: !authorized ? null : order.captured > 0 ? 'refund' : 'cancel',
      amount: authorized && order.captured > 0 ? captured : 0,
    }
  })
}

/** Pays back `amount` øre of the order (for the lines given, when given); `returned`: the goods came back and go on the shelf. */
export async function refundOrder(
  payload: Payload,
  orderId: number,
  input: { amount: number; picks: Pick[]; reason: string | undefined; returned: boolean },
  actor: Actor,
  culture: Culture,
  providers: Providers,
): Promise<void> {
  const why = reasonOf(input.reason, culture)
  await run(payload, orderId, actor, culture, providers, (order) => {
    const problem = refundCheck(order, input.amount, input.picks)
    if (problem) throw ruleError(problem, culture)
    return { kind: 'refund', picks: input.picks.filter((p) => p.quantity > 0), amount: input.amount, reason: why, returned: input.returned }
  })
}

/**
 * Tickets and e-gift cards are delivered at purchase, so their share of a card payment is captured as soon as it is
 * authorized (docs/adr/0044). Called after checkout completes the order; a failure is logged and left to staff (the
 * order's panel ships what remains).
 */
export async function captureDeliveredAtPurchase(payload: Payload, orderUid: string, providers: Providers): Promise<void> {
  const { rows } = await dbPool(payload).query<{ id: number }>('SELECT id FROM orders WHERE uid = $1', [orderUid])
  const id = rows[0]?.id
  if (id === undefined) return
  try {
    await run(payload, id, { id: null, name: null }, 'da', providers, (order) => {
      if (!order.hasProviderPayment || order.status === 'Cancelled' || order.status === 'Created') return null
      const picks = deliveredAtPurchase(order)
      if (picks.length === 0 && order.giftCardPurchases === 0) return null
      const amount = captureAmount(order, picks, { withGiftCards: true })
      return amount > 0 || picks.length > 0 ? { kind: 'capture', picks, amount } : null
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `order ${orderUid}: tickets and gift cards could not be captured at purchase` })
  }
}

/** Marks an invoice order's invoice paid (which issues the gift cards it bought and mails their codes, once). */
export async function markInvoicePaid(payload: Payload, orderId: number, actor: Actor, culture: Culture): Promise<void> {
  const paid = await inTransaction({ payload }, async (client) => {
    const order = await loadLocked(client, orderId, culture)
    if (order.paymentMethod !== 'Invoice' || order.status === 'Cancelled' || order.invoicePaid)
      throw new ShopError(409, 'NoUnpaidInvoice', TEXTS[culture].invoice)
    await client.query('UPDATE orders SET invoice_paid_at = now(), updated_at = now() WHERE id = $1', [orderId])
    await store.insertEvent(client, orderId, { action: 'InvoicePaid', outcome: 'Done', key: newKey(orderId), amount: order.total, actor })
    return order
  })
  await issueInvoiceGiftCards(payload, {
    id: paid.id,
    uid: paid.uid,
    paymentMethod: 'Invoice',
    status: paid.status,
    invoicePaidAt: new Date().toISOString(),
  })
}

/**
 * A value as stored: a related document the read populated counts as its id (the saved document may be populated
 * where the one before was not), and a missing value as null.
 */
function asStored(value: unknown): unknown {
  if (value === undefined || value === null) return null
  if (Array.isArray(value)) return value.map(asStored)
  if (typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  if ('id' in record && 'createdAt' in record && 'updatedAt' in record) return record.id
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, asStored(v)]))
}

/** Fields the order's handling writes, or that are views of other collections: not staff's edits. */
const NOT_EDITS = new Set(['updatedAt', 'createdAt', 'shipments', 'events', 'withdrawals', 'orderActions', 'status'])

/**
 * An audit row written inside Payload's own save of the order (its `req` carries the transaction): on PostgreSQL that
 * transaction holds the order's row until it commits, so a row referring to the order from another connection would
 * wait for it, and the save would wait for that row.
 */
async function auditInSave(
  req: PayloadRequest,
  orderId: number,
  event: { action: OrderAction; amount: number | null; actor: Actor; message?: string | null; request?: Record<string, unknown> },
): Promise<void> {
  await req.payload.create({
    collection: 'order-events',
    req,
    overrideAccess: true,
    depth: 0,
    data: {
      order: orderId,
      action: event.action,
      outcome: 'Done',
      key: newKey(orderId),
      amount: event.amount,
      actor: event.actor.id,
      actorName: event.actor.name,
      message: event.message ?? null,
      request: event.request ?? null,
    },
  })
}

/**
 * Staff saved the order in the admin or over REST (collections/Orders.ts): which fields changed, from what to what, go
 * into the audit trail (docs/adr/0044).
 */
export async function recordFormEdit(
  req: PayloadRequest,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> & { id: number },
  actor: Actor,
): Promise<void> {
  if (!before) return
  const same = (a: unknown, b: unknown) => JSON.stringify(asStored(a)) === JSON.stringify(asStored(b))
  const changed = Object.keys(after).filter((key) => !NOT_EDITS.has(key) && !same(before[key], after[key]))
  if (changed.length === 0) return
  const fields = Object.fromEntries(changed.map((key) => [key, { from: before[key] ?? null, to: after[key] ?? null }]))
  await auditInSave(req, after.id, { action: 'Edit', amount: null, actor, message: changed.join(', '), request: { fields } })
}

/** The admin's invoice-paid date was set in the form (collections/Orders.ts): the audit row for it. */
export async function recordInvoicePaidInForm(
  req: PayloadRequest,
  order: { id: number; totals?: { total?: number | null } | null },
  actor: Actor,
): Promise<void> {
  await auditInSave(req, order.id, { action: 'InvoicePaid', amount: order.totals?.total ?? null, actor })
}

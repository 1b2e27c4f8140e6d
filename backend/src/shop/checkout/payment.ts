/**
 * Placing the order and paying for it (docs/product.md §4 payment methods and outcomes, §8 checkout errors; docs/api/checkout.md
 * "Payment"; docs/architecture.md §7 reliability).
 *
 * `POST checkout/payment` checks the basket, its delivery and invoice details, then places the order in ONE
 * transaction: stock and gift-card balances are taken with `UPDATE … WHERE stock >= n` (so concurrent checkouts can
 * never oversell or overdraw), the voucher's use is counted, and the order is written. Either all of it happens or
 * none (a killed process rolls the transaction back). A basket being submitted is marked first, so a second submit
 * meanwhile gets BasketSubmitAlreadyInProgress and never makes a second order; a client's Idempotency-Key makes a
 * repeated request answer the order it already made.
 *
 * An invoice order (or one the gift cards pay in full) is done at once: the basket is emptied, the confirmation is
 * mailed, and bought gift cards are issued (an invoice order's only when staff mark the invoice paid, docs/adr/0019;
 * invoice itself only for a business customer service approved, within its credit limit: invoice-orders.ts). A card
 * order waits for the provider: the callback or the shopper's confirm finishes it the same way, once (idempotent). A
 * declined shopper may try again: the next submit cancels the unpaid order, gives back what it held, and places a new
 * one. Unpaid card orders are cancelled after a while, and one client address or customer may have only a few at a
 * time, since each holds stock.
 *
 * On the embedded database a connection must not wait for another inside a transaction (docs/adr/0013), so
 * everything that reads through Payload or the catalogue happens before the transaction opens.
 *
 * This file places the order. The provider's outcome (callback, confirm) is confirm-service.ts; the limit on and
 * expiry of unpaid card orders unpaid-orders.ts; cancelling and completing an order's rows order-store.ts.
 */
import { deliveryKindOf, isProviderPaymentMethod } from '@delikat/contract/checkout'
import type { PoolClient } from 'pg'
import { advisoryLock } from '../../db/advisory-locks'
import { dbPool } from '../../db/pool'
import { inTransaction } from '../../db/transaction'
import { assertAgeVerified, currentVerification } from '../age-verification/service'
import { getBasket } from '../basket/service'
import type { Basket } from '../basket/view'
import type { Culture, PaymentMethod } from '../constants'
import type { ShopContext } from '../context'
import { ShopError } from '../errors'
import { assertNotActing } from '../impersonation/limits'
import { createOrder } from '../orders/create-order'
import type { PaymentProvider } from '../payments/provider'
import { applyPaymentState } from './confirm-service'
import { assertInvoiceCredit, invoiceAccount, notApproved } from './invoice-orders'
import { sendInvoiceIfDue } from '../orders/fulfilment/notify'
import { sendOrderConfirmation } from './order-mail'
import { claimSubmitLease } from './submit-lease'
import { AWAITING_CARD_PAYMENT, cancelOrder, completeOrder, type ClubJoin, type Reserved } from './order-store'
import { tellCheckoutClubJoin } from '../marketing/service'
import { invoiceDetailsFor } from './invoice-service'
import { getDeliveryDetails } from './service'
import { TEXTS } from './payment-texts'
import { assertFewUnpaidOrders, cancelUnpayableOrdersIn, PAYMENT_START_TIMEOUT_MS } from './unpaid-orders'

export interface PaymentRequest {
  BasketUid: string
  PaymentMethod: PaymentMethod
  AcceptTerms: boolean
}

export interface PaymentAnswer {
  OrderUid: string
  OrderNumber: string
  Flow: 'Payment' | 'Receipt'
  PaymentUrl?: string
}

export interface PaymentUrls {
  /** The storefront's public origin, for the provider's return and cancel links. */
  storefrontUrl: string
  /** The backend's public origin, for the provider's server-to-server callback. */
  backendUrl: string
}

const redirect = (message: string) => new ShopError(409, 'RedirectToBasket', message)

/** The storefront's address in the culture (English pages live under /en). */
const storefrontPath = (urls: PaymentUrls, culture: Culture, path: string) =>
  `${urls.storefrontUrl.replace(/\/+$/, '')}${culture === 'en' ? '/en' : ''}${path}`

async function existingAnswer(ctx: ShopContext, idempotencyKey: string): Promise<PaymentAnswer | null> {
  const { rows } = await dbPool(ctx.payload).query<{
    uid: string
    order_number: string
    payment_method: PaymentMethod
    payment_payment_url: string | null
    customer_id: number | null
  }>('SELECT uid, order_number, payment_method, payment_payment_url, customer_id FROM orders WHERE idempotency_key = $1', [idempotencyKey])
  const row = rows[0]
  if (!row || (row.customer_id ?? null) !== (ctx.customer?.id ?? null)) return null
  return row.payment_payment_url
    ? { OrderUid: row.uid, OrderNumber: row.order_number, Flow: 'Payment', PaymentUrl: row.payment_payment_url }
    : { OrderUid: row.uid, OrderNumber: row.order_number, Flow: 'Receipt' }
}

/** The checks before anything is written (docs/product.md §8 errors, in the order a shopper would fix them; the terms first). */
async function checkSubmission(ctx: ShopContext, request: PaymentRequest) {
  const text = TEXTS[ctx.culture]
  const basket = await getBasket(ctx, request.BasketUid)
  if (basket.Lines.length === 0 && basket.GiftCardLines.length === 0) throw redirect(text.empty)
  const unavailable = basket.Lines.filter((l) => l.Unavailable !== null && !l.IsFreeGift)
  if (unavailable.length > 0) throw redirect(text.unavailable(unavailable.map((l) => l.Product?.Name ?? '?').join(', ')))
  if (request.PaymentMethod === 'Invoice') {
    // Told on the payment step, where the method is chosen: no field errors that would send the shopper elsewhere.
    if (!basket.IsB2B || ctx.customer?.clientType !== 'B2B') throw new ShopError(400, 'ErrorMessage', text.invoiceOnly)
    if (!(await invoiceAccount(ctx))?.mayPayByInvoice) throw notApproved(ctx.culture)
  }
  const delivery = await getDeliveryDetails(ctx, basket.Uid)
  const method = delivery.DeliveryMethods.find((m) => m.Selected)
  const kind = method ? deliveryKindOf(method.DeliveryMethodType) : null
  if (!method || (kind === 'address' && !delivery.DeliveryAddress) || (kind === 'serviceLocation' && !delivery.ServiceLocation)) {
    throw new ShopError(400, 'DeliveryAddressStateInvalid', text.delivery)
  }
  const invoice = await invoiceDetailsFor(ctx, basket.Uid)
  if (!invoice.values) throw new ShopError(400, 'ErrorMessage', text.invoice, invoice.errors ?? undefined)
  // Read again: choosing the delivery may have changed the totals.
  const final = await getBasket(ctx, basket.Uid)
  // Last, on the payment step where the shopper verifies: no alcohol is sold without an IT-based age check
  // (docs/adr/0022), whichever client calls.
  const verification = final.RequiredAge === null ? null : await currentVerification(ctx, final.Uid)
  assertAgeVerified(ctx.culture, final.RequiredAge, verification?.age ?? null)
  return { basket: final, delivery, method, invoice: invoice.values, ageVerificationId: verification?.id ?? null }
}

/** Takes the stock every line needs; throws RedirectToBasket (rolling back) when one cannot be had. */
async function reserveStock(client: PoolClient, basket: Basket, culture: Culture): Promise<Reserved['stock']> {
  const wanted = new Map<string, { productId: number; variantId: number | null; quantity: number; name: string }>()
  for (const line of basket.Lines) {
    if (!line.Product || line.Quantity <= 0) continue
    const variantId = line.Product.VariantId ?? null
    const key = `${line.Product.ProductId}:${variantId ?? ''}`
    const entry = wanted.get(key) ?? { productId: line.Product.ProductId, variantId, quantity: 0, name: line.Product.Name }
    entry.quantity += line.Quantity
    wanted.set(key, entry)
  }
  const reserved: Reserved['stock'] = []
  // A fixed order of rows, so two checkouts of the same products wait for each other instead of deadlocking.
  for (const item of [...wanted.values()].sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0))) {
    const table = item.variantId !== null ? 'product_variants' : 'products'
    const id = item.variantId ?? item.productId
    const taken = await client.query(`UPDATE ${table} SET stock_quantity = stock_quantity - $2 WHERE id = $1 AND stock_quantity >= $2`, [
      id,
      item.quantity,
    ])
    if ((taken.rowCount ?? 0) > 0) {
      reserved.push({ productId: item.productId, variantId: item.variantId, quantity: item.quantity })
      continue
    }
    // A pre-order is not bound by the shelf (catalogue/stock.ts): nothing to take.
    const preorder = await client.query(
      "SELECT 1 FROM products WHERE id = $1 AND stock_state = 'AvailableAsPreOrder' AND (SELECT stock_quantity FROM " +
        table +
        ' WHERE id = $2) <= 0',
      [item.productId, id],
    )
    if ((preorder.rowCount ?? 0) === 0) throw redirect(TEXTS[culture].soldOut(item.name))
  }
  return reserved
}

/** The gift cards spent in the basket, with what each pays, by card. */
async function giftCardPayments(ctx: ShopContext, basket: Basket): Promise<Reserved['giftCards']> {
  const used = basket.GiftCardUsages.filter((u) => u.Used.Amount > 0)
  if (used.length === 0) return []
  const { rows } = await dbPool(ctx.payload).query<{ usage_uid: string; gift_card_id: number }>(
    'SELECT usage_uid, gift_card_id FROM gift_card_usages WHERE usage_uid = ANY($1::text[])',
    [used.map((u) => u.giftCardUsageUid)],
  )
  const cardOf = new Map(rows.map((r) => [r.usage_uid, r.gift_card_id]))
  return used.flatMap((u) =>
    cardOf.has(u.giftCardUsageUid) ? [{ giftCardId: cardOf.get(u.giftCardUsageUid)!, amount: u.Used.Amount }] : [],
  )
}

/**
 * A retry after a declined or abandoned card payment: the basket's unpaid order still holds its stock, which would
 * make its own lines look sold out. Its payment is asked about first: one that went through after all completes
 * the order (answered as a receipt: the shopper has paid); any other is cancelled and gives back what it held.
 */
async function settleEarlierAttempts(ctx: ShopContext, basketUid: string, provider: PaymentProvider): Promise<PaymentAnswer | null> {
  const { rows } = await dbPool(ctx.payload).query<{
    id: number
    uid: string
    order_number: string
    customer_id: number | null
    payment_provider_payment_id: string | null
  }>(
    `SELECT id, uid, order_number, customer_id, payment_provider_payment_id FROM orders WHERE basket_uid = $1 AND ${AWAITING_CARD_PAYMENT}`,
    [basketUid],
  )
  for (const order of rows) {
    if ((order.customer_id ?? null) !== (ctx.customer?.id ?? null)) continue
    if (order.payment_provider_payment_id) {
      const status = await provider.getStatus(order.payment_provider_payment_id).catch(() => null)
      if (status && (status.state === 'Authorized' || status.state === 'Settled')) {
        const outcome = await applyPaymentState(ctx.payload, order.uid, status.state, status.amount)
        if (outcome === 'Authorized' || outcome === 'Settled')
          return { OrderUid: order.uid, OrderNumber: order.order_number, Flow: 'Receipt' }
      }
    }
    await inTransaction(ctx, async (client) => {
      const { rows: held } = await client.query<{ reserved: Reserved | null }>(
        `SELECT reserved FROM orders WHERE id = $1 AND ${AWAITING_CARD_PAYMENT} FOR UPDATE`,
        [order.id],
      )
      if (held[0]) await cancelOrder(client, order.id, held[0].reserved)
    })
  }
  return null
}

/**
 * POST checkout/payment. Places the order (or answers the one an earlier request with the same Idempotency-Key
 * placed) and, for a card, starts the payment at the provider. `clientAddress`: where the request came from
 * (rate-limit.ts clientAddress), which unpaid card orders are counted by.
 */
export async function submitPayment(
  ctx: ShopContext,
  request: PaymentRequest,
  idempotencyKey: string | null,
  provider: PaymentProvider,
  urls: PaymentUrls,
  clientAddress: string,
): Promise<PaymentAnswer> {
  const text = TEXTS[ctx.culture]
  if (idempotencyKey) {
    const earlier = await existingAnswer(ctx, idempotencyKey)
    if (earlier) return earlier
  }
  if (request.AcceptTerms !== true) throw new ShopError(400, 'TermsRequiresAccept', text.terms, { AcceptTerms: text.terms })
  // Staff acting as the customer never type the customer's card nor approve on their phone (docs/adr/0028,
  // docs/adr/0036-mobilepay.md): the customer pays by card or MobilePay themselves.
  if (isProviderPaymentMethod(request.PaymentMethod)) assertNotActing(ctx, 'cardPayment')
  // Someone else's basket is a 404 before anything is marked on it.
  const basketUid = (await getBasket(ctx, request.BasketUid)).Uid
  // Marked before the earlier attempts are settled, so one submit of a basket at a time settles them and places
  // the next: two at once can never leave the basket with two unpaid orders holding stock.
  // A lease the request renews while it works (submit-lease.ts): a submit whose instance died frees the basket within
  // seconds.
  const lease = await claimSubmitLease(dbPool(ctx.payload), basketUid)
  if (!lease) throw new ShopError(409, 'BasketSubmitAlreadyInProgress', text.inProgress)

  let total: number
  /** Card or MobilePay, with something left to pay: the order waits for the provider (docs/adr/0036-mobilepay.md). */
  let paysByCard: boolean
  let placed: { id: number; uid: string; orderNumber: string }
  let joined: ClubJoin | null = null
  try {
    const paidBefore = await settleEarlierAttempts(ctx, basketUid, provider)
    if (paidBefore) return paidBefore
    const { basket, delivery, method, invoice, ageVerificationId } = await checkSubmission(ctx, request)
    const giftCards = await giftCardPayments(ctx, basket)
    total = basket.Totals.Total.Amount
    paysByCard = isProviderPaymentMethod(request.PaymentMethod) && total > 0
    const customer = ctx.customer
    placed = await inTransaction(ctx, async (client) => {
      // The locks first, always in this order (client, customer, then the rows below), so checkouts wait rather
      // than deadlock.
      if (paysByCard) await advisoryLock(client, 'unpaidCardOrders', clientAddress)
      if (customer) await client.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [customer.id])
      await cancelUnpayableOrdersIn(client, 20)
      if (paysByCard) await assertFewUnpaidOrders(client, clientAddress, customer?.id ?? null, ctx.culture)
      if (request.PaymentMethod === 'Invoice') {
        if (!customer) throw new ShopError(400, 'ErrorMessage', text.invoiceOnly)
        await assertInvoiceCredit(client, customer.id, total, ctx.culture)
      }
      const stock = await reserveStock(client, basket, ctx.culture)
      for (const g of [...giftCards].sort((a, b) => a.giftCardId - b.giftCardId)) {
        const taken = await client.query(
          "UPDATE gift_cards SET balance = balance - $2 WHERE id = $1 AND balance >= $2 AND status = 'Active' AND expires_at > now()",
          [g.giftCardId, g.amount],
        )
        if ((taken.rowCount ?? 0) === 0) throw redirect(text.giftCard)
      }
      const voucherCode = basket.Voucher && basket.Voucher.Discount.Amount > 0 ? basket.Voucher.Code : null
      if (voucherCode) {
        const counted = await client.query(
          'UPDATE vouchers SET used_count = coalesce(used_count, 0) + 1 WHERE code = $1 AND (max_uses IS NULL OR coalesce(used_count, 0) < max_uses)',
          [voucherCode],
        )
        if ((counted.rowCount ?? 0) === 0) throw redirect(text.voucher)
      }
      const reserved: Reserved = { stock, giftCards, voucherCode }
      const order = await createOrder(
        ctx.payload,
        {
          customerId: ctx.customer?.id ?? null,
          email: String(invoice.Email ?? ''),
          placedByStaff: ctx.impersonation ? { id: ctx.impersonation.staffUserId, name: ctx.impersonation.staffName } : null,
          culture: ctx.culture,
          isB2B: basket.IsB2B,
          status: 'Created',
          paymentMethod: request.PaymentMethod,
          delivery: {
            methodType: method.DeliveryMethodType,
            methodName: method.Name,
            name: delivery.DeliveryAddress?.Name ?? `${invoice.FirstName ?? ''} ${invoice.LastName ?? ''}`.trim(),
            company: delivery.DeliveryAddress?.Company ?? (typeof invoice.Company === 'string' ? invoice.Company : null),
            address: delivery.DeliveryAddress?.Address ?? null,
            zip: delivery.DeliveryAddress?.Zip ?? null,
            city: delivery.DeliveryAddress?.City ?? null,
            serviceLocation: delivery.ServiceLocation
              ? `${delivery.ServiceLocation.Name}, ${delivery.ServiceLocation.Street}, ${delivery.ServiceLocation.Zip} ${delivery.ServiceLocation.City}`
              : method.DeliveryMethodType === 'SimplePickup'
                ? method.PickupAddress
                : null,
          },
          lines: basket.Lines.filter((l) => l.Product).map((l) => ({
            productId: l.Product!.ProductId,
            productNumber: l.Product!.ProductNumber ?? null,
            name: l.Product!.Name,
            quantity: l.Quantity,
            unitPrice: l.UnitPrice.Amount,
            linePrice: l.LinePrice.Amount,
            isFreeGift: l.IsFreeGift,
          })),
          giftCardLines: basket.GiftCardLines.map((g) => ({
            amount: g.Amount.Amount,
            quantity: g.Quantity,
            isGift: g.IsGift,
            greeting: g.Greeting || null,
          })),
          totals: {
            subTotal: basket.Totals.SubTotal.Amount,
            discount: basket.Totals.Discount.Amount,
            delivery: basket.Totals.Delivery.Amount,
            giftCards: basket.Totals.GiftCards.Amount,
            vat: basket.Totals.Vat.Amount,
            total,
          },
          invoiceDetails: { ...invoice, DeliveryPhone: delivery.DeliveryAddress?.Phone ?? null },
          basketUid: basket.Uid,
          idempotencyKey,
          reserved: reserved as unknown as Record<string, unknown>,
          paymentProvider: paysByCard ? provider.name : null,
          paymentState: paysByCard ? 'Created' : null,
          clientAddress,
        },
        client,
      )
      // What the order was sold under, for the shop to document (the verification outlives the basket).
      if (ageVerificationId !== null)
        await client.query('UPDATE orders SET age_verification_id = $2 WHERE id = $1', [order.id, ageVerificationId])
      if (!paysByCard) joined = await completeOrder(client, order.id, basket.Uid, null)
      return order
    })
  } catch (error) {
    // The same Idempotency-Key sent twice at once: the other request made the order.
    if (idempotencyKey && (error as { code?: string }).code === '23505') {
      const earlier = await existingAnswer(ctx, idempotencyKey)
      if (earlier) return earlier
    }
    throw error
  } finally {
    await lease.release()
  }

  if (!paysByCard) {
    void sendOrderConfirmation(ctx.payload, placed.uid)
    // An invoice order with no goods to send (tickets, gift cards) gets its invoice now (docs/adr/0044).
    if (request.PaymentMethod === 'Invoice')
      void sendInvoiceIfDue(ctx.payload, placed.id).catch((err: unknown) =>
        ctx.payload.logger.error({ err, msg: `the invoice of order ${placed.orderNumber} could not be sent` }),
      )
    // In the background like the mail: the platform is best effort and must not hold the order's answer.
    if (joined) void tellCheckoutClubJoin(ctx.payload, joined)
    return { OrderUid: placed.uid, OrderNumber: placed.orderNumber, Flow: 'Receipt' }
  }
  const providerMethod = request.PaymentMethod === 'MobilePay' ? 'MobilePay' : 'CreditCard'
  try {
    const payment = await provider.createPayment(
      {
        orderUid: placed.uid,
        orderNumber: placed.orderNumber,
        amount: total,
        currency: 'DKK',
        culture: ctx.culture,
        method: providerMethod,
        continueUrl: storefrontPath(urls, ctx.culture, `/kassen/kvittering/?order=${placed.uid}`),
        cancelUrl: storefrontPath(urls, ctx.culture, '/kassen/?trin=betaling'),
        callbackUrl: `${urls.backendUrl.replace(/\/+$/, '')}/api/shop/checkout/payment/callback/`,
      },
      AbortSignal.timeout(PAYMENT_START_TIMEOUT_MS),
    )
    // Only while the order still waits: one whose payment start outlived STRANDED_ORDER_MINUTES has been cancelled by
    // the housekeeping, and its payment page must not be handed out.
    const stored = await dbPool(ctx.payload).query(
      `UPDATE orders SET payment_provider_payment_id = $2, payment_payment_url = $3, updated_at = now() WHERE id = $1 AND ${AWAITING_CARD_PAYMENT}`,
      [placed.id, payment.providerPaymentId, payment.paymentUrl],
    )
    if ((stored.rowCount ?? 0) === 0) throw new Error(`order ${placed.orderNumber} was cancelled while its payment started`)
    return { OrderUid: placed.uid, OrderNumber: placed.orderNumber, Flow: 'Payment', PaymentUrl: payment.paymentUrl }
  } catch (error) {
    ctx.payload.logger.error({ err: error, msg: `payment for order ${placed.orderNumber} could not be started` })
    await inTransaction(ctx, async (client) => {
      const { rows } = await client.query<{ reserved: Reserved | null }>(
        "SELECT reserved FROM orders WHERE id = $1 AND status = 'Created' FOR UPDATE",
        [placed.id],
      )
      if (rows[0]) await cancelOrder(client, placed.id, rows[0].reserved)
    })
    throw new ShopError(503, 'ErrorMessage', text.providerDown)
  }
}

/**
 * A guest who just ordered makes an account from the receipt with one field, the password (POST
 * order/{orderUid}/account, docs/api/checkout.md, docs/adr/0042). The order's uid alone reads its receipt, but it
 * travels in the confirmation mail and through the payment provider's return address, so it does not prove that the
 * caller placed the order. The proof here is the uid together with the basket the order was placed from: its id
 * lives only in the ordering browser (the storefront keeps it for the receipt in that tab). A wrong pair is the
 * receipt's 404. Only a guest order that stands (paid, or placed without a card payment; not cancelled) and was placed
 * within ORDER_ACCOUNT_WINDOW_MS may be turned into an account, once. The account itself is a sign-up (signUp): the
 * same password rules, the same per-client limit, and the same answer when the e-mail has an account already (409
 * UnableToCreateCustomer), so this call tells nothing sign-up does not.
 */
import { randomUUID } from 'node:crypto'
import { dbPool } from '../../db/pool'
import type { Customer as CustomerDoc, Order } from '../../payload-types'
import type { ShopContext } from '../context'
import { ShopError, notFound } from '../errors'
import { signUp } from '../customers/account'
import { FIELD_TEXTS } from '../customers/fields'
import { claimAttempt, SIGNUP_ATTEMPTS } from '../rate-limit'

/** How long after placing the order the receipt offers the account: "a guest who just ordered". */
const ORDER_ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000

const TEXTS = {
  da: {
    notFound: 'Ordren findes ikke.',
    unableToCreate: 'Kontoen kunne ikke oprettes.',
    loggedIn: 'Du er allerede logget ind.',
  },
  en: {
    notFound: 'The order does not exist.',
    unableToCreate: 'The account could not be created.',
    loggedIn: 'You are already logged in.',
  },
}

type OfferFacts = Pick<Order, 'status' | 'paymentMethod' | 'payment' | 'placedAt' | 'isB2B'> & {
  customer?: Order['customer']
}

/**
 * Whether a guest order may still become an account: a consumer order that stands (a card order only once its
 * payment went through, as the order history counts it), placed within the window, and not linked to an account.
 */
export function offersAccount(order: OfferFacts, now: Date = new Date()): boolean {
  if (order.customer !== null && order.customer !== undefined) return false
  if (order.isB2B === true || order.status === 'Cancelled') return false
  const card = order.paymentMethod === 'CreditCard' || order.paymentMethod === 'MobilePay'
  const state = order.payment?.state
  if (card && state && state !== 'Authorized' && state !== 'Settled') return false
  return now.getTime() - new Date(order.placedAt).getTime() <= ORDER_ACCOUNT_WINDOW_MS
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

export interface OrderAccountRequest {
  Password: string
  BasketUid: string
}

/**
 * Creates the B2C account from the order's details (name, e-mail, phone and invoice address; a home delivery to
 * another address becomes the saved delivery address), links the order to it, and hands the caller what starts the
 * session. `client`: the caller's address, which sign-ups are counted by.
 */
export async function accountFromOrder(
  ctx: ShopContext,
  orderUid: string,
  request: OrderAccountRequest,
  client: string,
): Promise<{ email: string; password: string; customer: CustomerDoc }> {
  const { payload, culture } = ctx
  const t = TEXTS[culture]
  if (ctx.customer) throw new ShopError(409, 'UnableToCreateCustomer', t.loggedIn)
  const pool = dbPool(payload)
  const attempt = await claimAttempt(pool, SIGNUP_ATTEMPTS, client, culture)

  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ uid: { equals: orderUid } }, { basketUid: { equals: request.BasketUid } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  // A miss keeps its claim like a sign-up: nobody may walk uids and baskets for free.
  if (!order) throw notFound('OrderNotFound', t.notFound)
  if (order.customer !== null && order.customer !== undefined) {
    throw new ShopError(409, 'UnableToCreateCustomer', t.unableToCreate, { Email: FIELD_TEXTS[culture].emailTaken })
  }
  if (!offersAccount(order)) throw notFound('OrderNotFound', t.notFound)
  // The sign-up below claims its own attempt, as every sign-up does.
  await attempt.release()

  const details = (order.invoiceDetails ?? {}) as Record<string, unknown>
  const created = await signUp(
    ctx,
    {
      ClientType: 'B2C',
      Email: order.email,
      Password: request.Password,
      FirstName: text(details.FirstName),
      LastName: text(details.LastName),
      Phone: text(details.Phone),
      Address: text(details.Address),
      Zip: text(details.Zip),
      City: text(details.City),
      // The guest accepted the terms when placing the order; consents are asked for in the account, not here.
      AcceptTerms: true,
      Newsletter: false,
      ClubMember: false,
    },
    client,
  )

  // Only if still a guest's: the unique e-mail already lets one of two requests at once through.
  await pool.query('UPDATE orders SET customer_id = $1 WHERE id = $2 AND customer_id IS NULL', [created.customer.id, order.id])

  const delivery = order.delivery
  const sameAsInvoice =
    text(delivery?.address).toLowerCase() === text(details.Address).toLowerCase() && text(delivery?.zip) === text(details.Zip)
  if (delivery?.methodType === 'DeliveryAddress' && delivery.address && delivery.zip && delivery.city && delivery.name && !sameAsInvoice) {
    const phone = text(details.DeliveryPhone)
    // A convenience: an address the account's rules refuse is left out rather than failing the account just made.
    await payload
      .update({
        collection: 'customers',
        id: created.customer.id,
        depth: 0,
        overrideAccess: true,
        data: {
          deliveryAddresses: [
            {
              uid: randomUUID(),
              name: delivery.name,
              company: delivery.company ?? null,
              address: delivery.address,
              zip: delivery.zip,
              city: delivery.city,
              phone: phone || null,
              isDefault: true,
            },
          ],
        },
      })
      .catch((error: unknown) => payload.logger.warn({ err: error, msg: 'order account: delivery address not saved' }))
  }
  return created
}
